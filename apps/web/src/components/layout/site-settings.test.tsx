import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppLayout } from './app-layout';

function answerSettings(settings: object) {
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname;
    return path === '/api/settings'
      ? new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
}

function renderLayout(route = '/about') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

const settings = {
  siteName: 'Steuerwelt',
  supportEmail: 'help@steuerwelt.example',
  defaultLanguage: 'en',
  allowRegistration: true,
  announcement: '',
};

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the public site settings in the layout', () => {
  it('the footer shows the defaults first, then the site name and support e-mail from GET /api/settings', async () => {
    let answer: ((response: Response) => void) | undefined;
    jest
      .spyOn(window, 'fetch')
      .mockImplementation((input: RequestInfo | URL) =>
        new URL((input as Request).url).pathname === '/api/settings'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(new Response('{}', { status: 404 })),
      );
    renderLayout();
    const footer = screen.getByTestId('site-footer');
    expect(footer.querySelector('a[href^="mailto:"]')).toHaveTextContent('support@taxatlas.example');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} TaxAtlas`);
    await waitFor(() => expect(answer).toBeDefined());
    answer!(new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(footer.querySelector('a[href^="mailto:"]')).toHaveTextContent('help@steuerwelt.example'));
    expect(footer.querySelector('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:help@steuerwelt.example');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Steuerwelt`);
  });

  it('keeps the defaults when the API cannot answer', async () => {
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderLayout();
    await waitFor(() => expect(window.fetch).toHaveBeenCalled());
    expect(screen.getByTestId('site-footer').querySelector('a[href^="mailto:"]')).toHaveTextContent('support@taxatlas.example');
  });

  it('shows no banner without an announcement', async () => {
    answerSettings(settings);
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('site-footer')).toHaveTextContent('help@steuerwelt.example'));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
  });

  it('shows the announcement as text until dismissed, and a new one again', async () => {
    answerSettings({ ...settings, announcement: 'Closed <b>Monday</b>' });
    const first = renderLayout();
    const banner = await screen.findByTestId('announcement-banner');
    expect(banner).toHaveTextContent('Closed <b>Monday</b>');
    expect(banner.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
    first.unmount();

    // The same announcement stays dismissed on the next visit.
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('site-footer')).toHaveTextContent('help@steuerwelt.example'));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
  });

  it('shows a new announcement even after an older one was dismissed', async () => {
    localStorage.setItem('announcementDismissed', 'Old news');
    answerSettings({ ...settings, announcement: 'New news' });
    renderLayout();
    expect(await screen.findByTestId('announcement-banner')).toHaveTextContent('New news');
  });

  it('shows no banner on an /admin path', async () => {
    answerSettings({ ...settings, announcement: 'New news' });
    renderLayout('/admin/unknown');
    await waitFor(() => expect(window.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
  });
});
