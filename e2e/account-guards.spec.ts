import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { logInAsAdmin, signInThroughStorage } from './support/sign-in';

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

test('the article preview is outside the dashboard guard, and still only for editors and admins', async ({ page, request }) => {
  const { id } = (await (await request.get('/api/articles/uk-tax-guide-2024')).json()) as { id: string };
  const path = `/admin/blogs/preview/${id}`;
  // Anonymous: sent to sign in, and the article is never asked for.
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/articles/admin/')) asked.push(sent.url());
  });
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === path);
  expect(asked).toEqual([]);

  // An admin sees it on its own page, without the dashboard's layout.
  await signInThroughStorage(page, await logInAsAdmin(request));
  await page.goto(path);
  await expect(page.getByTestId('article-preview')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/uk/i);
  await expect(page.getByTestId('admin-layout')).toHaveCount(0);
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
