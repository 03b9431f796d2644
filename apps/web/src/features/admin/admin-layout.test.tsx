import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminLayout } from './admin-layout';
import { activeAdminNavItem, adminNavFor } from './admin-nav';

function signIn(role: 'admin' | 'editor') {
  localStorage.setItem('token', `token-${role}`);
  localStorage.setItem(
    'user',
    JSON.stringify({ id: '1', email: `${role}@x.example`, username: role, firstName: 'Grace', lastName: 'Hopper', role }),
  );
}

function renderLayout(route = '/admin/dashboard') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/dashboard" element={<AdminLayout />}>
        <Route index element={<p>dashboard screen</p>} />
        <Route path="*" element={<p>other screen</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

let unreadTotal: number;
let contactCalls: string[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  unreadTotal = 3;
  contactCalls = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    if (url.pathname === '/api/contact') {
      contactCalls.push(`${url.pathname}${url.search}`);
      return json(200, { data: [], total: unreadTotal });
    }
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

describe('AdminLayout', () => {
  it('shows an editor the content screens only (not the contact inbox), with the way back to the site and no site footer', async () => {
    signIn('editor');
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    await within(nav).findByRole('link', { name: 'Media' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Analytics', 'Articles', 'Categories', 'Media']);
    // The unread count is the inbox's, which is the admins' alone: an editor's browser never asks for it.
    expect(contactCalls).toEqual([]);
    expect(screen.queryByTestId('admin-nav-contact-unread')).toBeNull();
    expect(screen.getByTestId('admin-back-to-site')).toHaveAttribute('href', '/');
    expect(screen.getByText(/Signed in as Grace Hopper/)).toBeInTheDocument();
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
    expect(document.querySelector('.site-footer')).toBeNull();
  });

  it('adds Users and Settings for an admin, in German too', async () => {
    signIn('admin');
    renderWithProviders(
      <Routes>
        <Route path="/admin/dashboard/*" element={<AdminLayout />} />
      </Routes>,
      { route: '/admin/dashboard/users', language: 'de' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Verwaltungsnavigation' });
    await within(nav).findByRole('link', { name: 'Benutzer' });
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/admin/dashboard/settings');
  });
});

describe('the unread count beside Contact', () => {
  it('shows an admin how many contact messages are unread, from GET /api/contact?status=unread', async () => {
    signIn('admin');
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    const badge = await within(nav).findByTestId('admin-nav-contact-unread');
    expect(badge).toHaveTextContent(/^3$/);
    expect(within(nav).getByRole('link', { name: /^Contact/ })).toHaveAttribute('href', '/admin/dashboard/contact');
    expect(within(nav).getByRole('link', { name: /^Contact/ })).toContainElement(badge);
    expect(within(nav).getByText('(3 unread messages)')).toHaveClass('visually-hidden');
    expect(contactCalls).toEqual(['/api/contact?page=1&status=unread']);
  });

  it('shows nothing when every message is read', async () => {
    unreadTotal = 0;
    signIn('admin');
    renderLayout();
    await screen.findByRole('navigation', { name: 'Admin navigation' });
    await waitFor(() => expect(contactCalls).toHaveLength(1));
    // Let the answer arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('admin-nav-contact-unread')).toBeNull();
  });
});

describe('admin navigation rules', () => {
  it('keeps the contact inbox for admins', () => {
    expect(adminNavFor('editor').map((item) => item.label)).not.toContain('admin.nav.contact');
    expect(adminNavFor('admin').map((item) => item.label)).toContain('admin.nav.contact');
  });

  it('gives a plain user nothing', () => {
    expect(adminNavFor('user')).toEqual([]);
    expect(adminNavFor(undefined)).toEqual([]);
  });

  it('marks the section a path belongs to', () => {
    expect(activeAdminNavItem('/admin/dashboard')?.label).toBe('admin.nav.dashboard');
    expect(activeAdminNavItem('/admin/dashboard/analytics')?.label).toBe('admin.nav.analytics');
    expect(activeAdminNavItem('/admin/dashboard/articles/new')?.label).toBe('admin.nav.articles');
    expect(activeAdminNavItem('/admin/dashboard/articles/7/edit')?.label).toBe('admin.nav.articles');
    expect(activeAdminNavItem('/admin/dashboard/users/')?.label).toBe('admin.nav.users');
    expect(activeAdminNavItem('/admin/dashboard/unknown')).toBeUndefined();
  });
});
