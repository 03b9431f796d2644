import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// 2025-26, taxable income £60,000 (no basic rate band left), two disposals:
// 1. HMRC CG64130 example 2 with 2025-26 figures: a £1,250,000 BADR gain, lifetime limit £1m: £1,000,000 at 14% =
//    £140,000; the £250,000 excess at the main rate, less the £3,000 annual exempt amount: £247,000 at 24% = £59,280.
//    https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg64130
// 2. UK residential property, £50,000 at 24% = £12,000, reported and paid within 60 days of completion: completion
//    1 June 2025 → 31 July 2025 (https://www.gov.uk/capital-gains-tax-on-property).
// Total £211,280.00.
const both =
  '/uk/capital-gains?income=60000&year=2025-26&gain1=1250000&type1=business-asset-disposal-relief&date1=2025-09-30' +
  '&gain2=50000&type2=residential-property&date2=2025-05-20&completion2=2025-06-01';

const panel = (page: Page) => page.getByTestId('results-panel');
const disposal = (page: Page, number: number) => page.getByTestId(`cgt-disposal-${number}`);
const tableRow = (page: Page, number: number) =>
  page
    .getByTestId('cgt-disposals')
    .locator('tbody tr')
    .nth(number - 1);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('UK Capital Gains Tax calculator journey', () => {
  test('two disposals typed in → tax, rates and due date per disposal → chart → the shared link reopens the same result', async ({
    page,
    browser,
  }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/capital-gains');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UK Capital Gains Tax Calculator');
    await page.getByLabel('Taxable income').fill('60,000');
    await page.getByLabel('Tax year').selectOption('2025-26');
    await disposal(page, 1).getByLabel('Gain (negative for a loss)').fill('1,250,000');
    await disposal(page, 1).getByLabel('Asset').selectOption('business-asset-disposal-relief');
    await disposal(page, 1).getByLabel('Date of disposal').fill('2025-09-30');
    await page.getByRole('button', { name: 'Add a disposal' }).click();
    await disposal(page, 2).getByLabel('Gain (negative for a loss)').fill('50000');
    await disposal(page, 2).getByLabel('Asset').selectOption('residential-property');
    await disposal(page, 2).getByLabel('Date of disposal').fill('2025-05-20');
    await disposal(page, 2).getByLabel('Completion date').fill('2025-06-01');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(panel(page).getByTestId('total-tax')).toHaveText('£211,280.00');
    // Every input is in the address, each disposal under its own numbered keys.
    expect(new URL(page.url()).search).toBe(`?${both.split('?')[1]}`);
    await expect(panel(page).getByTestId('stat-card').filter({ hasText: 'Annual exempt amount' })).toContainText('£3,000.00');
    await expect(tableRow(page, 1)).toContainText('14% + 18% / 24%');
    await expect(tableRow(page, 1)).toContainText('£199,280.00');
    await expect(tableRow(page, 2)).toContainText('18% / 24%');
    await expect(tableRow(page, 2)).toContainText('£12,000.00');
    await expect(tableRow(page, 2).getByTestId('cgt-due-date')).toHaveText('31 July 2025');

    await panel(page).getByRole('tab', { name: 'Breakdown' }).click();
    const bands = panel(page).getByTestId('breakdown-table-0');
    await expect(bands.getByRole('row').filter({ hasText: 'Business Asset Disposal Relief' })).toContainText('£140,000.00');

    await panel(page).getByRole('tab', { name: 'Charts' }).click();
    await expect(panel(page).getByTestId('chart-split').locator('canvas').first()).toBeVisible();

    const other = await browser.newPage();
    await acceptCookies(other);
    await other.goto(page.url());
    await expect(other.getByTestId('results-panel').getByTestId('total-tax')).toHaveText('£211,280.00');
    await expect(disposal(other, 2).getByLabel('Completion date')).toHaveValue('2025-06-01');
    await other.close();
    expect(errors).toEqual([]);
  });

  test('removing a disposal recalculates the rest: CG64130 example 2 alone is £199,280', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(both);
    await expect(panel(page).getByTestId('total-tax')).toHaveText('£211,280.00');
    await page.getByRole('button', { name: 'Remove disposal 2' }).click();
    await expect(disposal(page, 2)).toHaveCount(0);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).not.toHaveURL(/gain2=/);
    await expect(panel(page).getByTestId('total-tax')).toHaveText('£199,280.00');
    expect(errors).toEqual([]);
  });

  test('a bad date names the disposal’s own field', async ({ page }) => {
    await page.goto('/uk/capital-gains');
    await page.getByLabel('Taxable income').fill('30000');
    await disposal(page, 1).getByLabel('Gain (negative for a loss)').fill('abc');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#uk-capital-gains-gain-1-error')).toHaveText('Gain (negative for a loss) must be a number, e.g. 60000');
    await expect(page.locator('#uk-capital-gains-disposalDate-1-error')).toBeVisible();
    await expect(page).not.toHaveURL(/income=/);
  });

  test('in German: the form, the disposals and the due date', async ({ page }) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto(both);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner für die britische Capital Gains Tax');
    await expect(disposal(page, 2).getByLabel('Vermögenswert')).toHaveValue('residential-property');
    await expect(panel(page).getByTestId('total-tax')).toHaveText('£211,280.00');
    await expect(page.getByTestId('cgt-disposals')).toContainText('Die einzelnen Veräußerungen');
    await expect(tableRow(page, 2)).toContainText('Britische Wohnimmobilie');
    await expect(tableRow(page, 2).getByTestId('cgt-due-date')).toHaveText('31. Juli 2025');
    await expect(page.getByTestId('explainer')).toContainText('So wird die Capital Gains Tax berechnet');
    expect(errors).toEqual([]);
  });
});
