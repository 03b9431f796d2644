import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/page-checks';

// The server answers the site's pages with HTML the build pre-rendered (apps/web/scripts/prerender.mjs), so a page
// is readable before its JavaScript has arrived; the app then takes over (apps/web/src/main.tsx).

/** Keeps the app from starting, leaving the page as the server sent it. */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

test.describe('Pre-rendered pages', () => {
  test('a calculator page is readable before its JavaScript runs, with its own title; its controls wait for the app', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/uk/income-tax');
    await expect(page).toHaveTitle('UK Income Tax Calculator | TaxAtlas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UK Income Tax Calculator');
    // Typing into markup that the app is about to replace would be lost: the form is disabled until then.
    await expect(page.locator('#uk-income-tax-income')).toBeVisible();
    await expect(page.locator('#uk-income-tax-income')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });

  test('the app replaces the pre-rendered markup with the same page, ready to use', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/income-tax');
    await expect(page.locator('.prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UK Income Tax Calculator');
    await page.locator('#uk-income-tax-income').fill('60000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('results-panel')).toContainText('£11,432.00');
    expect(errors).toEqual([]);
  });

  test('a page whose inputs are in the URL starts from the pre-rendered page and shows the result of those inputs', async ({ page }) => {
    await page.goto('/uk/income-tax?income=60000&year=2024-25&region=england&pension=0&loan=none');
    await expect(page.locator('#uk-income-tax-income')).toHaveValue('60000');
    await expect(page.getByTestId('results-panel')).toContainText('£11,432.00');
  });

  test('a visitor who reads German is not shown the English pre-rendered page', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await withoutTheApp(page);
    await page.goto('/uk/income-tax');
    await expect(page.locator('.prerendered')).toBeHidden();
  });

  test('a visitor who accepted cookies is not shown the pre-rendered cookie banner', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/about');
    await expect(page.locator('.prerendered [data-testid="cookie-banner"]')).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.prerendered [data-testid="cookie-banner"]')).toBeHidden();
  });

  test('pages without pre-rendered HTML (blog articles, not found) are rendered by the app', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
