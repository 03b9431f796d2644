import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// docs/tax-parameters.md, "US property tax": New Jersey's median effective rate 2.23 % (Tax Foundation, ACS 2023):
// $427,600 × 2.23 % = $9,535.48.
test.describe('US property tax calculator journey', () => {
  test("a New Jersey home at the state's median rate, the state chart, and the link reopens it", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/property-tax');
    await page.getByLabel('Home value').fill('427600');
    await page.getByLabel('State').selectOption('NJ');
    await page.getByRole('button', { name: 'Calculate' }).click();

    const panel = page.getByTestId('results-panel');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Property tax a year' })).toContainText('$9,535.48');
    const chart = page.getByTestId('property-tax-state-chart');
    await expect(chart).toBeVisible();
    await expect(chart.getByTestId('property-tax-chart-yours')).toContainText('New Jersey (yours)');

    await panel.getByRole('tab', { name: 'Breakdown' }).click();
    await expect(
      panel.getByTestId('breakdown-table-0').getByRole('row').filter({ hasText: 'New Jersey median effective rate' }),
    ).toContainText('$9,535.48');

    await expect(page).toHaveURL(/value=427600/);
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Property tax a year' })).toContainText(
      '$9,535.48',
    );
    expect(errors).toEqual([]);
  });

  test('an own rate, assessment ratio and homestead exemption', async ({ page }) => {
    // $300,000 × 40 % − $25,000 = $95,000 × 1.8 % = $1,710.
    await page.goto('/us/property-tax?value=300000&state=TX&rate=1.8&ratio=40&exemption=25000');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Property tax a year' })).toContainText(
      '$1,710.00',
    );
  });

  test('the page in German', async ({ page }) => {
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto('/us/property-tax?value=427600&state=NJ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('US-Property-Tax-Rechner');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Grundsteuer im Jahr' })).toContainText(
      '9,535.48',
    );
    await expect(page.getByTestId('property-tax-chart-yours')).toContainText('New Jersey (Ihrer)');
  });
});
