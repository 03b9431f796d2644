import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { logInAsAdmin, registerUser, setRole, logIn, signInThroughStorage } from './support/sign-in';

// The dashboard's figures and the analytics screen: an editor sees a view and a calculation counted, and the charts
// draw under the site's Content-Security-Policy (app-test fails the test on any violation) while the chart library
// loads with the analytics screen only.

/** Path names of the scripts a page downloads from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}
const chartLibrary = (file: string) => /\/assets\/charts-[\w-]{8}\.js$/.test(file);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('an editor sees today’s view and calculation on the dashboard, then the analytics charts', async ({ page, request }) => {
  const errors = watchForErrors(page);
  const admin = await logInAsAdmin(request);
  const member = await registerUser(request, 'e2e-analytics');
  await setRole(request, admin.token, member.user.id, 'editor');
  const editor = await logIn(request, member.user.email, member.password);

  const before = (await (await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${editor.token}` } })).json()) as {
    viewsLast30Days: number;
    calculationsLast30Days: number;
  };
  // A reader's view of an article (a browser's User-Agent of its own, so it is a new visitor) and one calculation.
  const articles = (await (await request.get('/api/articles?limit=1')).json()) as { data: { slug: string }[] };
  const view = await request.post(`/api/articles/${articles.data[0]!.slug}/track-view`, {
    headers: { 'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36 e2e-${Date.now()}` },
  });
  expect(view.status()).toBe(200);
  expect((await request.post('/api/income-tax/calculate', { data: { grossIncome: 42_000 } })).status()).toBe(200);

  await signInThroughStorage(page, editor);
  const scripts = recordScripts(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('stat-views')).toContainText(String(before.viewsLast30Days + 1));
  await expect(page.getByTestId('stat-calculations')).toContainText(String(before.calculationsLast30Days + 1));
  await expect(page.getByTestId('dashboard-recent').getByRole('link').first()).toHaveAttribute(
    'href',
    /\/admin\/dashboard\/articles\/.+\/edit$/,
  );
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(chartLibrary), 'the chart library is no part of the dashboard').toEqual([]);

  await page.getByTestId('dashboard-to-analytics').click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/analytics$/);
  await expect(page.getByTestId('analytics-total-views')).toBeVisible();
  await expect(page.getByTestId('analytics-views-chart').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('analytics-calculations-chart').locator('canvas')).toBeVisible();
  expect(scripts.filter(chartLibrary)).toHaveLength(1);

  await page.getByTestId('analytics-period').getByText('7 days').click();
  await expect(page).toHaveURL(/period=7/);
  await expect(page.getByTestId('analytics-views-chart')).toHaveAttribute('aria-label', /views from .+ to .+/);
  await expect(page.getByTestId('analytics-top-articles').locator('tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
});
