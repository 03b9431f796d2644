import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LazyResultsPanel } from './lazy-results-panel';

// The panel's code fails to download (offline, or a new deploy removed the old chunk).
jest.mock('./results-panel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LazyResultsPanel when its code cannot be loaded', () => {
  it('shows the loading fallback, then an error in the results column instead of breaking the page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <main>
        <h1>UK Income Tax Calculator</h1>
        <LazyResultsPanel result={{} as never} title="UK Income Tax" fallback={<p>Calculating...</p>} />
      </main>,
    );
    expect(screen.getByText('Calculating...')).toBeInTheDocument();
    const alert = await screen.findByTestId('results-load-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('The results could not be shown');
    expect(alert).toHaveTextContent('Check your connection and reload the page.');
    expect(screen.getByRole('heading', { name: 'UK Income Tax Calculator' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
