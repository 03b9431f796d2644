import { expect, test, type Page } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// Form 706 Part 2 (IRS Instructions for Form 706; 26 U.S.C. §2001(c)), 2025, basic exclusion $13,990,000
// (Rev. Proc. 2024-40 §3.41): gross estate 30,000,000 less marital 5,000,000, charitable 1,000,000 and debts 500,000
// → taxable estate 23,500,000; tentative tax 345,800 + 40% × 22,500,000 = 9,345,800; applicable credit 345,800 +
// 40% × 12,990,000 = 5,541,800; estate tax 3,804,000.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('US estate tax page', () => {
  test('from the gross estate: Form 706 figures, the rate chart, inputs in the URL, the same after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/estate-tax');
    await page.getByLabel('The amount you have').selectOption('gross');
    await page.getByLabel('Gross estate').fill('30,000,000');
    await page.getByLabel('Marital deduction').fill('5000000');
    await page.getByLabel('Charitable deduction').fill('1000000');
    await page.getByLabel('Debts, funeral and administration expenses').fill('500000');
    await page.getByLabel('Year of death').selectOption('2025');
    await page.getByLabel('State of residence').selectOption('MD');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(stat(page, 'Federal estate tax').getByTestId('stat-value')).toHaveText('US$3,804,000.00');
    await expect(stat(page, 'Tentative tax').getByTestId('stat-value')).toHaveText('US$9,345,800.00');
    await expect(stat(page, 'Applicable credit').getByTestId('stat-value')).toHaveText('US$5,541,800.00');
    expect(queryOf(page)).toEqual({
      kind: 'gross',
      estate: '30000000',
      marital: '5000000',
      charity: '1000000',
      debts: '500000',
      year: '2025',
      state: 'MD',
    });

    await panel(page).getByRole('tab', { name: 'Charts' }).click();
    await expect(panel(page).getByTestId('chart-bands').locator('canvas').first()).toBeVisible();

    await page.reload();
    await expect(stat(page, 'Federal estate tax').getByTestId('stat-value')).toHaveText('US$3,804,000.00');
    await expect(page.getByLabel('Gross estate')).toHaveValue('30000000');
    expect(errors).toEqual([]);
  });

  test('a deceased spouse’s unused exclusion raises the exclusion: $404,000 on $20m in 2025', async ({ page }) => {
    // 13,990,000 + 5,000,000 = 18,990,000; 40% × (20,000,000 − 18,990,000) = 404,000.
    await page.goto('/us/estate-tax?estate=20000000&dsue=5000000&year=2025');
    await expect(stat(page, 'Federal estate tax').getByTestId('stat-value')).toHaveText('US$404,000.00');
    await expect(stat(page, 'Applicable exclusion amount').getByTestId('stat-value')).toHaveText('US$18,990,000.00');
  });

  test('in German: the form, the figures and the explanation', async ({ page }) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto('/us/estate-tax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner für die US-Nachlasssteuer (Estate Tax)');
    await page.getByLabel('Steuerpflichtiger Nachlass', { exact: true }).fill('16000000');
    await page.getByLabel('Todesjahr').selectOption('2026');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    // P.L. 119-21: exclusion $15,000,000 for 2026; 40% × 1,000,000 = 400,000.
    await expect(stat(page, 'Bundes-Nachlasssteuer').getByTestId('stat-value')).toHaveText('US$400,000.00');
    await expect(page.getByTestId('explainer')).toContainText('US$15,000,000');
    expect(errors).toEqual([]);
  });
});
