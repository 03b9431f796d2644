import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad } from './support/shell-helpers';

// docs/product.md, "Public routes": /test, /login with returnTo, and the not-found page.

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test('the system status page (/test) shows the API status ok, the version of GET /api/health and the database up', async ({
  page,
  request,
}) => {
  const errors = watchForErrors(page);
  const healthResponse = await request.get('/api/health');
  expect(healthResponse.status()).toBe(200);
  const health = (await healthResponse.json()) as { status: string; database: string; version: string };
  expect(health.status).toBe('ok');
  expect(health.version).toMatch(/\S/);

  await page.goto('/test');
  await expect(page.getByTestId('system-status-page')).toBeVisible();
  await expect(page.getByTestId('system-status-api-status')).toHaveText('OK');
  await expect(page.getByTestId('system-status-version')).toHaveText(health.version);
  await expect(page.getByTestId('system-status-database')).toHaveText('Up');
  await expect(page.getByTestId('system-status-language')).toHaveText('English (en)');
  expect(errors).toEqual([]);
});

test('/login keeps returnTo', async ({ page }) => {
  const errors = watchForErrors(page);
  const returnTo = '/uk/income-tax?income=60000';
  const returnToOf = (href: string | null) => new URL(href ?? '', 'http://localhost').searchParams.get('returnTo');
  await page.goto(`/login?${new URLSearchParams({ returnTo }).toString()}`);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  await expect(page.getByLabel('E-mail address or username')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');

  // The way to /signup carries it on, and /signup's way back to /login keeps it as well.
  const signup = page.getByRole('link', { name: 'Create an account' });
  expect(returnToOf(await signup.getAttribute('href'))).toBe(returnTo);
  await signup.click();
  await expect(page).toHaveURL(/\/signup\?returnTo=/);
  expect(returnToOf(await page.getByTestId('to-login').getAttribute('href'))).toBe(returnTo);

  // A returnTo pointing off the site is not carried on.
  await page.goto('/login?returnTo=//evil.example/');
  await expect(page.getByTestId('to-signup')).toHaveAttribute('href', '/signup');
  expect(errors).toEqual([]);
});

test('not-found page for an unknown path, with a link home', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/no/such/page');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(notFound).toContainText('/no/such/page');
  const home = notFound.getByRole('link', { name: 'Go to the home page' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
