import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { RouteErrorPage } from './route-error-page';

function Explodes(): never {
  throw new Error('kaboom');
}

describe('error screens (docs/product.md, "Screens and routes")', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary log the caught error; the test asserts the screen instead.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('the global error boundary shows the spec’s texts instead of a blank page', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Explodes />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, an unexpected error occurred. Please refresh the page or try again later.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  const renderRoute = (loader: () => unknown) => {
    const router = createMemoryRouter([{ path: '/', element: <p>page</p>, loader, errorElement: <RouteErrorPage /> }]);
    return render(
      <AppProviders initialLanguage="en">
        <RouterProvider router={router} />
      </AppProviders>,
    );
  };

  it('the router fallback shows "Unexpected Application Error!" with the status and text', async () => {
    renderRoute(() => {
      throw new Response('', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('route-error-detail')).toHaveTextContent('503 Service Unavailable');
  });

  it('the router fallback shows the message of a thrown error', async () => {
    renderRoute(() => {
      throw new Error('The page failed to load');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('route-error-detail')).toHaveTextContent('The page failed to load');
  });
});
