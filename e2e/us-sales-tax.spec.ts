import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// docs/tax-parameters.md, "US sales tax": Louisiana 5 % from 1 January 2025 plus its Tax Foundation average local rate
// of 5.12 % (combined 10.12 %) → $10.12 on $100.
test.describe('US sales tax calculator journey', () => {
  test("$100 in Louisiana adds the state rate and the state's average local rate, and the link reopens it", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/sales-tax');
    await page.getByLabel('Price', { exact: true }).fill('100');
    await page.getByLabel('State').selectOption('LA');
    await page.getByLabel('Date of the sale').fill('2025-03-01');
    await page.getByRole('button', { name: 'Calculate' }).click();

    const panel = page.getByTestId('results-panel');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Sales tax' })).toContainText('$10.12');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Total with tax' })).toContainText('$110.12');
    await expect(page.getByTestId('sales-tax-rates')).toContainText('5% + local 5.12% = 10.12%');

    await panel.getByRole('tab', { name: 'Breakdown' }).click();
    const table = panel.getByTestId('breakdown-table-0');
    await expect(table.getByRole('row').filter({ hasText: 'Louisiana state rate' })).toContainText('$5.00');
    await expect(table.getByRole('row').filter({ hasText: 'Average local rate' })).toContainText('$5.12');

    await expect(page).toHaveURL(/price=100/);
    await expect(page).toHaveURL(/state=LA/);
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Sales tax' })).toContainText('$10.12');
    expect(errors).toEqual([]);
  });

  test('a local rate typed in replaces the average; a state without sales tax charges nothing', async ({ page }) => {
    await page.goto('/us/sales-tax?price=100&state=TX&local=2&date=2025-06-01');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Sales tax' })).toContainText('$8.25');
    await page.goto('/us/sales-tax?price=100&state=OR&date=2025-06-01');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Sales tax' })).toContainText('$0.00');
  });

  test('the page in German', async ({ page }) => {
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto('/us/sales-tax?price=100&state=LA&date=2025-03-01');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('US-Sales-Tax-Rechner');
    await expect(page.getByLabel('Bundesstaat')).toHaveValue('LA');
    await expect(page.getByTestId('sales-tax-local-source')).toContainText('Durchschnittlicher lokaler Satz');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Gesamt mit Steuer' })).toContainText(
      '110.12',
    );
  });
});
