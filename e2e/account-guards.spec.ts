import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';

// The signed-in branches of the router (apps/web/src/app/router.tsx): an anonymous visitor is sent to /login with
// the page they asked for in returnTo, and none of the admin area's code or messages reaches a public page.
const protectedPaths = ['/settings', '/admin/dashboard', '/admin/dashboard/users?page=2', '/admin/dashboard/articles/new'];

for (const path of protectedPaths) {
  test(`${path} sends an anonymous visitor to /login?returnTo=${path}`, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === path);
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a stored token the API refuses is cleared, and the visitor is sent to /login', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fdashboard$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('the article preview is outside the dashboard guard', async ({ page }) => {
  await page.goto('/admin/blogs/preview/uk-tax-guide-2024');
  await expect(page).toHaveURL(/\/admin\/blogs\/preview\/uk-tax-guide-2024$/);
  await expect(page.getByTestId('article-preview')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/uk/i);
});

test('the home page loads no admin or account code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((file) => /admin|settings-page|antd/.test(file))).toEqual([]);
});
