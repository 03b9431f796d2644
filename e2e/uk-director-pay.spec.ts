import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad } from './support/shell-helpers';

/**
 * 2025-26, £50,000 of profit, one director, no other income, no Employment Allowance: the best salary is the Primary
 * Threshold, £12,570 (employer NI (12,570 − 5,000) × 15% = £1,135.50; Corporation Tax 19% of £36,294.50 = £6,895.96;
 * dividend £29,398.54; dividend tax (29,398.54 − 500) × 8.75% = £2,528.62; take-home £39,439.92), worked from
 * gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026, gov.uk/corporation-tax-rates and gov.uk/tax-on-dividends.
 */
test.describe('UK director pay: salary or dividends', () => {
  // The fixed cookie banner would cover the results panel's tabs on a phone.
  test.beforeEach(({ page }) => acceptCookiesBeforeLoad(page));

  test('profit in, the best salary and the curve out, and the shared link gives the same answer', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/director-pay');
    await page.getByLabel('Company profit before your salary').fill('50,000');
    await page.getByLabel('Tax year').selectOption('2025-26');
    await page.getByRole('button', { name: 'Find the best salary' }).click();

    const panel = page.getByTestId('results-panel');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Best salary' })).toContainText('£12,570.00');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Take-home pay' })).toContainText('£39,439.92');
    await expect(page).toHaveURL(/profit=50000/);
    await expect(page).toHaveURL(/year=2025-26/);

    await panel.getByRole('tab', { name: 'Breakdown' }).click();
    await expect(panel).toContainText('£1,135.50');
    await expect(panel).toContainText('£6,895.96');
    await expect(panel).toContainText('£2,528.62');

    await panel.getByRole('tab', { name: 'Charts' }).click();
    const chart = panel.getByTestId('chart-director-pay');
    await expect(chart).toBeVisible();
    await expect(chart.locator('.chart-canvas')).toHaveAttribute('data-optimal-salary', '12570');
    await expect(chart.locator('canvas').first()).toBeVisible();
    const best = chart.getByTestId('director-pay-thresholds').locator('tr[data-best]');
    await expect(best.first()).toContainText('£12,570.00');
    await expect(best.first()).toContainText('£39,439.92');
    // The law behind each threshold is named beside it.
    await expect(chart.getByTestId('director-pay-thresholds').locator('tr[data-kind="secondary-threshold"]')).toContainText('£5,000.00');

    await page.reload();
    await expect(page.getByLabel('Company profit before your salary')).toHaveValue('50000');
    await expect(page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Best salary' })).toContainText('£12,570.00');
    expect(errors).toEqual([]);
  });

  test('in German the page and its answer read in German', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await page.goto('/uk/director-pay?profit=50000&year=2025-26&region=england&ea=false');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner Gehalt oder Dividende für Geschäftsführer');
    const panel = page.getByTestId('results-panel');
    await expect(panel.getByTestId('stat-card').filter({ hasText: 'Bestes Gehalt' })).toContainText('£12,570.00');
    await panel.getByRole('tab', { name: 'Diagramme' }).click();
    await expect(panel.getByTestId('chart-director-pay')).toContainText('Netto über alle Gehälter');
    expect(errors).toEqual([]);
  });
});
