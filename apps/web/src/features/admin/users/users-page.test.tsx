import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AdminUsersPage from './users-page';

const me = { id: 'u1', email: 'admin@x.example', username: 'admin', firstName: 'Ada', lastName: 'Admin', role: 'admin' as const };
const row = (id: string, username: string, role: string, extra: object = {}) => ({
  id,
  email: `${username}@x.example`,
  username,
  firstName: '',
  lastName: '',
  role,
  preferredLanguage: 'en',
  createdAt: '2026-01-02T10:00:00.000Z',
  disabled: false,
  lastLoginAt: null,
  ...extra,
});

let requests: Array<{ method: string; url: string; body?: unknown }>;

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-admin');
  localStorage.setItem('user', JSON.stringify({ ...me, preferredLanguage: 'en', createdAt: '2026-01-01T00:00:00.000Z' }));
  requests = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/admin/users' && request.method === 'GET') {
      return json(200, {
        data: [row('u1', 'admin', 'admin', { lastLoginAt: '2026-03-01T09:00:00.000Z' }), row('u2', 'bob', 'user')],
        total: 2,
        page: 1,
        limit: 10,
      });
    }
    if (url.pathname === '/api/admin/users/u2' && request.method === 'PUT') {
      return json(409, { success: false, error: 'This is the last active admin: make another user admin first' });
    }
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function renderPage(route = '/admin/dashboard/users') {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route path="/admin/dashboard/users" element={<AdminUsersPage />} />
      </Routes>
    </AntdScope>,
    { route },
  );
}

describe('the admin users screen', () => {
  it('asks for page 1, 10 a page, and carries the URL’s search and role to the API', async () => {
    renderPage('/admin/dashboard/users?search=bo&role=user&page=2');
    await screen.findByText('bob@x.example');
    expect(requests.find((request) => request.method === 'GET')?.url).toBe('/api/admin/users?page=2&limit=10&search=bo&role=user');
  });

  it('shows each user’s columns, and locks the signed-in admin’s own row with the reason', async () => {
    renderPage();
    const own = (await screen.findByText('admin@x.example')).closest('tr')!;
    const other = screen.getByText('bob@x.example').closest('tr')!;
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).getByTestId('user-toggle-admin')).toBeDisabled();
    expect(within(own).getByTestId('user-delete-admin')).toBeDisabled();
    expect(within(own).getByTestId('user-self-locked')).toHaveTextContent(/another admin must change its role/);
    expect(within(own).queryByText('Never')).toBeNull();
    expect(within(own).getByTestId('user-role-admin')).toHaveClass('ant-select-disabled');
    expect(within(other).getByTestId('user-role-bob')).not.toHaveClass('ant-select-disabled');
    expect(within(other).getByTestId('user-toggle-bob')).toBeEnabled();
    expect(within(other).getByTestId('user-delete-bob')).toBeEnabled();
    expect(within(other).queryByTestId('user-self-locked')).toBeNull();
    expect(within(other).getByText('Never')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
  });

  it('sends a disable as PUT { disabled: true } and shows the API’s 409 text', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('user-toggle-bob'));
    expect(await screen.findByText('This is the last active admin: make another user admin first')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', url: '/api/admin/users/u2', body: { disabled: true } });
  });

  it('says so when no user matches the filters', async () => {
    jest.spyOn(window, 'fetch').mockImplementation(async () => json(200, { data: [], total: 0, page: 1, limit: 10 }));
    renderPage('/admin/dashboard/users?search=nobody');
    expect(await screen.findByText('No users match the search or role.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    jest.spyOn(window, 'fetch').mockImplementation(async () => json(500, { success: false, error: 'Database unavailable' }));
    renderPage();
    const alert = await screen.findByTestId('users-error');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
