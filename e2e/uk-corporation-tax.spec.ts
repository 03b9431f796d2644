import { expect, test, waitForApp, type Page } from './support/app-test';
import { acceptCookies, queryOf, recordRequests } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// The UK Corporation Tax page: HMRC's worked example through the form, the split across financial years, the chart,
// the URL as the share link that reopens the same result, the journey in German, a bad input under its field.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('UK Corporation Tax page', () => {
  test('HMRC CTM03925: £90,000 profits, £98,000 augmented, year to 30 September 2026 → £20,406.12', async ({ page, context }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/corporation-tax');
    await page.getByLabel('Taxable total profits').fill('90,000');
    await page.getByLabel('Augmented profits (optional)').fill('98000');
    await page.getByLabel('Accounting period starts').fill('2025-10-01');
    await page.getByLabel('Accounting period ends').fill('2026-09-30');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // 25% × £90,000 = £22,500 less 3/200 × (£250,000 − £98,000) × 90,000/98,000 = £2,093.88.
    await expect(stat(page, 'Corporation Tax').getByTestId('stat-value')).toHaveText('£20,406.12');
    await expect(stat(page, 'Marginal relief').getByTestId('stat-value')).toHaveText('£2,093.88');
    const years = page.getByTestId('ct-years');
    await expect(years.getByRole('row')).toHaveCount(3);
    await expect(years.getByRole('row').nth(1)).toContainText('FY2025');
    await expect(years.getByRole('row').nth(2)).toContainText('FY2026');
    await expect(page.getByTestId('ct-due-date')).toContainText('1 Jul 2027');
    await expect(page.getByTestId('ct-rate-chart').locator('polyline')).toHaveCount(1);
    expect(queryOf(page)).toEqual({ profits: '90000', augmented: '98000', associated: '0', start: '2025-10-01', end: '2026-09-30' });

    await panel(page).getByRole('tab', { name: 'Breakdown' }).click();
    await expect(panel(page).getByTestId('breakdown-table-0')).toContainText('marginal relief');

    const shared = await context.newPage();
    await shared.goto(page.url());
    await waitForApp(shared);
    await expect(stat(shared, 'Corporation Tax').getByTestId('stat-value')).toHaveText('£20,406.12');
    await expect(shared.getByLabel('Augmented profits (optional)')).toHaveValue('98000');
    await shared.close();
    expect(errors).toEqual([]);
  });

  test('a large company pays by quarterly instalments (HMRC CTM92570)', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/corporation-tax?profits=2000000&associated=0&start=2025-04-01&end=2026-03-31');
    await expect(stat(page, 'Corporation Tax').getByTestId('stat-value')).toHaveText('£500,000.00');
    const instalments = page.getByTestId('ct-instalments');
    await expect(instalments.getByRole('row')).toHaveCount(5);
    await expect(instalments.getByRole('row').nth(1)).toContainText('14 Oct 2025');
    await expect(instalments.getByRole('row').nth(4)).toContainText('£125,000.00');
    expect(errors).toEqual([]);
  });

  test('in German: the page, the form and the result speak German', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await page.goto('/uk/corporation-tax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner für die britische Körperschaftsteuer (Corporation Tax)');
    await page.getByLabel('Steuerpflichtiger Gesamtgewinn').fill('40000');
    await page.getByLabel('Verbundene Unternehmen').fill('3');
    await page.getByLabel('Beginn des Wirtschaftsjahres').fill('2025-04-01');
    await page.getByLabel('Ende des Wirtschaftsjahres').fill('2026-03-31');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    // GOV.UK: 3 associated companies, limits £12,500 and £62,500: £10,000 − £337.50 = £9,662.50.
    await expect(stat(page, 'Körperschaftsteuer').getByTestId('stat-value')).toHaveText('£9,662.50');
    await expect(page.getByTestId('ct-years')).toContainText('Regelsatz 25 % abzüglich Marginal Relief');
    expect(errors).toEqual([]);
  });

  test('a period longer than 12 months is reported under the end date and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/calculators\/uk-corporation-tax$/);
    await page.goto('/uk/corporation-tax');
    await page.getByLabel('Taxable total profits').fill('100000');
    await page.getByLabel('Accounting period starts').fill('2025-04-01');
    await page.getByLabel('Accounting period ends').fill('2026-04-01');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#uk-corporation-tax-periodEnd-error')).toContainText('within 12 months');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
