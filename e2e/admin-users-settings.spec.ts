import { expect, test } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { openAdminNavItem } from './support/admin-nav';
import { watchForErrors } from './support/page-checks';
import { cspViolations, logIn, logInAsAdmin, registerUser, setRole, signInThroughStorage, watchCspViolations } from './support/sign-in';

// The admin's users and site-settings screens (/admin/dashboard/users, /admin/dashboard/settings), the public site
// reading the settings (footer, announcement banner), and what an editor may not reach. Sessions are stored the way
// the app keeps them (token and user in localStorage), so these tests do not depend on the /login screen.

const defaultSupportEmail = 'support@taxatlas.example';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await watchCspViolations(page);
});

// The settings are one per server: put them back for the tests that follow.
test.afterEach(async ({ request }) => {
  const admin = await logInAsAdmin(request);
  const response = await request.put('/api/admin/users/settings', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { supportEmail: defaultSupportEmail, announcement: '' },
  });
  expect(response.status()).toBe(200);
});

test('an admin changes a user’s role, then the support e-mail, and the footer shows it', async ({ page, request }) => {
  // Two screens and a public page: about 15 s alone, more when the machine is busy.
  test.setTimeout(60_000);
  const errors = watchForErrors(page);
  const admin = await logInAsAdmin(request);
  const member = await registerUser(request, 'e2e-role');
  await signInThroughStorage(page, admin);

  // Users: find the new account, make them an editor.
  await page.goto('/admin/dashboard');
  await openAdminNavItem(page, 'Users');
  await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
  const table = page.getByTestId('users-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('users-search').locator('input').fill(member.user.username);
  await expect(page).toHaveURL(new RegExp(`search=${member.user.username}`));
  const row = table.locator('tr', { hasText: member.user.email });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row).toContainText('Erin Example');
  await expect(row).toContainText('Active');

  // The admin's own row is locked.
  await page.getByTestId('users-search').locator('input').fill('');
  await page.getByTestId('users-search').locator('input').fill(admin.user.username);
  const own = table.locator('tr', { hasText: admin.user.email });
  await expect(own.getByTestId('user-self-locked')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Disable' })).toBeDisabled();
  await expect(own.getByRole('button', { name: 'Delete' })).toBeDisabled();

  await page.getByTestId('users-search').locator('input').fill(member.user.username);
  await expect(row).toHaveCount(1);
  await row.getByTestId(`user-role-${member.user.username}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Editor' }).click();
  await expect(page.getByText(`${member.user.email} is now Editor.`)).toBeVisible();

  const listed = await request.get(`/api/admin/users?search=${member.user.username}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const body = (await listed.json()) as { data: Array<{ id: string; role: string }> };
  expect(body.data).toEqual([expect.objectContaining({ id: member.user.id, role: 'editor' })]);

  // Settings: a new support e-mail address; a malformed one is refused first.
  await openAdminNavItem(page, 'Settings');
  const email = page.getByLabel('Support e-mail');
  await expect(email).toHaveValue(defaultSupportEmail);
  await email.fill('help@');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  const newEmail = `help-${Date.now().toString(36)}@taxatlas.example`;
  await email.fill(newEmail);
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('The site settings were saved.')).toBeVisible();
  const publicSettings = (await (await request.get('/api/settings')).json()) as { supportEmail: string };
  expect(publicSettings.supportEmail).toBe(newEmail);
  expect(await cspViolations(page)).toEqual([]);

  // Back to the site without a reload: the footer already has the new address. On a narrow screen the toast covers
  // the link until it has gone (3 s), as it would for a person.
  await expect(page.getByText('The site settings were saved.')).toBeHidden();
  await page.getByTestId('admin-back-to-site').click();
  await expect(page).toHaveURL(/\/$/);
  const mailto = page.getByTestId('site-footer').locator('a[href^="mailto:"]');
  await expect(mailto).toHaveText(newEmail);
  // A fresh visit to a pre-rendered page: the default in its HTML, then the address from GET /api/settings.
  await page.goto('/about');
  await expect(mailto).toHaveText(newEmail);
  await expect(mailto).toHaveAttribute('href', `mailto:${newEmail}`);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an editor sees no Users, Settings or Contact and gets the 403 screen at their URLs', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const admin = await logInAsAdmin(request);
  const member = await registerUser(request, 'e2e-editor');
  await setRole(request, admin.token, member.user.id, 'editor');
  const editor = await logIn(request, member.user.email, member.password);
  expect(editor.user.role).toBe('editor');
  await signInThroughStorage(page, editor);

  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByRole('link', { name: 'Articles' })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Contact/ })).toHaveCount(0);

  for (const path of ['/admin/dashboard/users', '/admin/dashboard/settings', '/admin/dashboard/contact']) {
    await page.goto(path);
    await expect(page.getByTestId('not-allowed')).toBeVisible();
    await expect(page.getByTestId('users-table')).toHaveCount(0);
    await expect(page.getByTestId('settings-form')).toHaveCount(0);
    await expect(page.getByTestId('contact-table')).toHaveCount(0);
  }
  // And the API refuses them the data anyway.
  for (const path of ['/api/admin/users', '/api/contact', '/api/contact/export.csv']) {
    const listed = await request.get(path, { headers: { Authorization: `Bearer ${editor.token}` } });
    expect(listed.status(), path).toBe(403);
  }
  expect(errors).toEqual([]);
});

test('an announcement shows above public pages until dismissed, and not in the admin area', async ({ page, request }) => {
  const admin = await logInAsAdmin(request);
  const text = `Maintenance tonight ${Date.now().toString(36)} <b>22:00</b>`;
  const saved = await request.put('/api/admin/users/settings', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { announcement: text },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/');
  const banner = page.getByTestId('announcement-banner');
  await expect(banner).toHaveText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(banner.locator('b')).toHaveCount(0);
  // It stays across a client-side navigation, and is gone once dismissed, also after a reload.
  await page.getByTestId('site-footer').locator('a[href="/about"]').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
  expect(await cspViolations(page)).toEqual([]);

  // The admin area has its own layout: no banner there, even before it is dismissed.
  await page.evaluate(() => window.localStorage.removeItem('announcementDismissed'));
  await signInThroughStorage(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
});
