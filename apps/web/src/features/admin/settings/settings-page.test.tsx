import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { AppProviders } from '../../../testing/render-with-providers';
import AdminSettingsPage from './settings-page';

const saved = {
  siteName: 'TaxAtlas',
  supportEmail: 'support@taxatlas.example',
  defaultLanguage: 'en',
  allowRegistration: true,
  announcement: '',
  contactRetentionDays: 90,
};

let puts: unknown[];
let putAnswer: (body: Record<string, unknown>) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-admin');
  puts = [];
  putAnswer = (body) => json(200, { ...saved, ...body });
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/users/settings' && request.method === 'GET') return json(200, saved);
    if (path === '/api/admin/users/settings' && request.method === 'PUT') {
      const body = JSON.parse(await request.text()) as Record<string, unknown>;
      puts.push(body);
      return putAnswer(body);
    }
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/dashboard/settings',
        element: (
          <AntdScope>
            <AdminSettingsPage />
          </AntdScope>
        ),
      },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/admin/dashboard/settings'] },
  );
  render(
    <AppProviders initialLanguage="en">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the site settings screen', () => {
  it('fills the form with the saved settings', async () => {
    renderPage();
    await waitFor(() => expect(field('Support e-mail').value).toBe('support@taxatlas.example'));
    expect(field('Site name').value).toBe('TaxAtlas');
  });

  it('refuses an empty site name and a malformed e-mail address on their fields, without sending anything', async () => {
    renderPage();
    await waitFor(() => expect(field('Site name').value).toBe('TaxAtlas'));
    fireEvent.change(field('Site name'), { target: { value: '  ' } });
    fireEvent.change(field('Support e-mail'), { target: { value: 'help@' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('sends only what changed and says it was saved', async () => {
    renderPage();
    await waitFor(() => expect(field('Support e-mail').value).toBe('support@taxatlas.example'));
    fireEvent.change(field('Support e-mail'), { target: { value: 'help@taxatlas.example' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('The site settings were saved.')).toBeInTheDocument();
    expect(puts).toEqual([{ supportEmail: 'help@taxatlas.example' }]);
  });

  it('edits how long contact messages keep IP addresses, with its help text, and sends it as a number', async () => {
    renderPage();
    await waitFor(() => expect(field('Keep contact IP addresses for (days)').value).toBe('90'));
    expect(screen.getByTestId('settings-contact-retention-days')).toBe(field('Keep contact IP addresses for (days)'));
    expect(screen.getByText(/keeps the IP address and browser \(user agent\) it was sent from for this many days/)).toBeInTheDocument();
    fireEvent.change(field('Keep contact IP addresses for (days)'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('The site settings were saved.')).toBeInTheDocument();
    expect(puts).toEqual([{ contactRetentionDays: 30 }]);
  });

  it.each(['0', '3651', '2.5', ''])('refuses %j days on the field, without sending anything', async (typed) => {
    renderPage();
    await waitFor(() => expect(field('Keep contact IP addresses for (days)').value).toBe('90'));
    fireEvent.change(field('Keep contact IP addresses for (days)'), { target: { value: typed } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Enter a whole number of days from 1 to 3650.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows the API’s field error under its field', async () => {
    putAnswer = () =>
      json(400, { success: false, error: 'Validation failed', details: [{ field: 'supportEmail', message: 'is not accepted here' }] });
    renderPage();
    await waitFor(() => expect(field('Support e-mail').value).toBe('support@taxatlas.example'));
    fireEvent.change(field('Support e-mail'), { target: { value: 'help@taxatlas.example' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('is not accepted here')).toBeInTheDocument();
    expect(screen.getByTestId('settings-save-error')).toHaveTextContent('The settings were not saved.');
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderPage();
    await waitFor(() => expect(field('Site name').value).toBe('TaxAtlas'));
    fireEvent.change(field('Site name'), { target: { value: 'TaxAtlas Pro' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled());
    void router.navigate('/');
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
