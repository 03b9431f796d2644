import { chooseFromUserMenu, newAccount, registerViaApi, submitLogin } from './support/account-helpers';
import { expect, test } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';

// docs/product.md, "Sessions": a change of token or user in another tab triggers a re-sync (the
// `storage` event). Two pages of one browser context share localStorage, as two tabs do.

test('two tabs follow each other when one logs in and when one logs out', async ({ context, page, request }) => {
  const account = newAccount('tabs', { firstName: 'Tab', lastName: 'Sync' });
  await registerViaApi(request, account);
  await acceptCookies(page);
  const other = await context.newPage();

  await page.goto('/about');
  await other.goto('/uk');
  await expect(other.getByTestId('user-menu')).toHaveCount(0);

  // Log in in the first tab: the second shows the user menu without a reload.
  await page.goto('/login?returnTo=%2Fsettings');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(other.getByTestId('user-initials')).toHaveText('TS');
  await expect(other).toHaveURL(/\/uk$/);

  // A /login page open in another tab moves on once that tab is signed in.
  const third = await context.newPage();
  await third.goto('/login?returnTo=%2Fabout');
  await expect(third).toHaveURL(/\/about$/);
  await third.close();

  // Log out in the second tab (not /admin: it reloads): the first, on /settings, is sent to /login with returnTo.
  const reloaded = other.waitForEvent('load');
  await chooseFromUserMenu(other, 'Log Out');
  await reloaded;
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/settings');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(other.getByTestId('toast')).toHaveText('You have been logged out successfully.');
});
