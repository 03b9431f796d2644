import { screen, within } from '@testing-library/react';
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

beforeEach(() => localStorage.clear());

describe('AdminLayout', () => {
  it('shows an editor the content screens only, with the way back to the site and no site footer', async () => {
    signIn('editor');
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    await within(nav).findByRole('link', { name: 'Contact' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Analytics', 'Articles', 'Categories', 'Media', 'Contact']);
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

describe('admin navigation rules', () => {
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
