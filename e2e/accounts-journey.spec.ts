import { e2eAdmin } from './support/accounts';
import { chooseFromUserMenu, newAccount, openSignedIn, registerViaApi, submitLogin } from './support/account-helpers';
import { expect, test } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// The accounts journey: register → log out → log in with returnTo → change settings and password → bookmark an
// article → log out, both logout behaviours (docs/product.md, "Logout").

const ARTICLE = '/blog/uk-tax-guide-2024';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the visitor journey: sign up, log out, log in back to the article, bookmark it, settings and password, log out', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  const account = newAccount('journey', { firstName: 'Ada', lastName: 'Lovelace' });

  // Sign up (from the home page's Log In → Create an account, keeping returnTo).
  await page.goto(`/signup?returnTo=${encodeURIComponent('/about')}`);
  await expect(page.getByTestId('signup-page')).toBeVisible();
  // The client checks the form with the contracts' schema first: nothing is sent, the first bad field has the focus.
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await expect(page.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('First name (optional)').fill(account.firstName);
  await page.getByLabel('Last name (optional)').fill(account.lastName);
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId('user-initials')).toHaveText('AL');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // A plain user's menu: Settings and Log Out, no Dashboard.
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Settings', 'Log Out']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByTestId('user-menu-button')).toBeFocused();

  // Log out away from /admin: the toast, and the page reloads after 100 ms (the toast is shown again after it).
  const reloaded = page.waitForEvent('load');
  await chooseFromUserMenu(page, 'Log Out');
  await reloaded;
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId('toast')).toHaveText('You have been logged out successfully.');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 5_000 });

  // Signed out, the article's bookmark button leads to /login?returnTo=<the article>; logging in comes back to it.
  await page.goto(ARTICLE);
  await page.getByTestId('bookmark-login').click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === ARTICLE);
  const toSignup = new URL((await page.getByTestId('to-signup').getAttribute('href')) ?? '', 'http://x.invalid');
  expect(toSignup.pathname + '|' + toSignup.searchParams.get('returnTo')).toBe(`/signup|${ARTICLE}`);
  await submitLogin(page, account.username.toUpperCase(), account.password);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));

  // Bookmark it.
  const toggle = page.getByTestId('bookmark-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  // Settings: the bookmark is listed and links to the article.
  await chooseFromUserMenu(page, 'Settings');
  await expect(page).toHaveURL(/\/settings$/);
  const bookmarks = page.getByTestId('settings-bookmarks');
  await expect(bookmarks.getByRole('link', { name: title })).toHaveAttribute('href', ARTICLE);
  // This device is listed among the sessions, its User-Agent as text.
  await expect(page.getByTestId('session-current')).toHaveCount(1);

  // Profile: a new first name and German as the preferred language switch the site to German.
  const profile = page.getByTestId('settings-profile');
  await profile.getByLabel('First name').fill('Grace');
  await profile.getByLabel('Preferred language').selectOption('de');
  await page.getByTestId('profile-submit').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(page.getByTestId('profile-notice')).toHaveText('Ihr Profil wurde gespeichert.');
  await expect(page.getByTestId('user-initials')).toHaveText('GL');
  // And back to English.
  await profile.getByLabel('Bevorzugte Sprache').selectOption('en');
  await page.getByTestId('profile-submit').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

  // Password: the server's answer carries a new token, stored at once: this tab stays signed in after a reload.
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  const newPassword = `${account.password} changed`;
  const password = page.getByTestId('settings-password');
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Repeat the new password').fill(`${newPassword}x`);
  await page.getByTestId('password-submit').click();
  await expect(password.getByText('The two new passwords do not match.')).toBeVisible();
  await expect(password.getByLabel('Repeat the new password')).toBeFocused();
  await password.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-notice')).toBeVisible();
  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  await page.reload();
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await expect(page.getByTestId('user-initials')).toHaveText('GL');

  // Remove the bookmark from the settings list.
  await bookmarks.getByRole('button', { name: `Remove the bookmark of “${title}”` }).click();
  await expect(page.getByTestId('bookmarks-empty')).toBeVisible();

  // Log out on an /admin path: toast 'Logged Out', and the home page replaces the entry in the history.
  await page.goto('/admin');
  const historyLength = await page.evaluate(() => history.length);
  await chooseFromUserMenu(page, 'Log Out');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Logged Out');
  await expect(toast).toContainText('You have been logged out and redirected to the homepage.');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await expect(page.locator('header.site-header').getByTestId('user-menu')).toHaveCount(0);
  await expect(toast).toHaveCount(0, { timeout: 5_000 });

  // The new password is the one that works now.
  await page.goto('/login');
  await submitLogin(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-initials')).toHaveText('GL');
  expect(errors).toEqual([]);
});

test('admins and editors find Dashboard in the user menu; it leads to the dashboard', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(login.status()).toBe(200);
  await openSignedIn(page, (await login.json()) as { token: string; user: Record<string, unknown> }, '/');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Settings', 'Log Out']);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The dashboard's header has the same menu; logging out there returns to the home page with the /admin toast.
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await chooseFromUserMenu(page, 'Log Out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast')).toContainText('You have been logged out and redirected to the homepage.');
});

test('the user menu shows the first two letters of the username when a name is missing, and works from the keyboard', async ({
  page,
  request,
}) => {
  const account = newAccount('kb', { firstName: 'Solo' });
  const session = await registerViaApi(request, account);
  await openSignedIn(page, session, '/');
  await expect(page.getByTestId('user-initials')).toHaveText('KB');
  await page.getByTestId('user-menu-button').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});

test('signup shows the server’s field errors on their fields', async ({ page, request }) => {
  const taken = newAccount('taken');
  await registerViaApi(request, taken);
  await page.goto('/signup');
  await page.getByLabel('E-mail address').fill(taken.email);
  await page.getByLabel('Username').fill(taken.username);
  await page.getByLabel('Password').fill(newAccount('x').password);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('This e-mail address is already registered: log in, or use another address.')).toBeVisible();
  await expect(page.getByText('This username is already taken: choose another.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password on /login shows the API’s answer and moves the focus to it', async ({ page }) => {
  // One failed login (the address may fail 5 times in 15 minutes; the rate-limit spec uses its own server).
  await page.goto('/login');
  await submitLogin(page, 'nobody-here', 'not the password');
  const alert = page.getByTestId('login-error');
  await expect(alert).toContainText('Invalid email or password');
  await expect(page.locator('[data-form-alert]')).toBeFocused();
});
