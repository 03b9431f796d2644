import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// The results panel's "compared with the previous year" card (docs/product.md, "Results panel"), on real pages: the
// page has no code for it, the panel asks POST <endpoint>/previous-year with the page's request.
// GOV.UK "Income Tax rates and Personal Allowances" and HMRC "Rates and thresholds for employers": 2025-26 and 2026-27
// both have the £12,570 allowance, 20% (tax) and 8% (NI) to £50,270, so £50,000 pays 7,486.00 + 2,994.40 = £10,480.40
// in both years.
const UK_50K = '/uk/income-tax?income=50000&year=2026-27&region=england&pension=0&loan=none';
// GOV.UK "Stamp Duty Land Tax: residential property rates": £300,000 completed 1 June 2025 pays 2% of 125,000 + 5% of
// 50,000 = £5,000; a year earlier (nil band £250,000 until 31 March 2025) 5% of 50,000 = £2,500.
const SDLT_300K = '/uk/stamp-duty?price=300000&region=england&buyer=standard&nonresident=false&date=2025-06-01';

const card = (page: Page) => page.getByTestId('results-panel').getByTestId('year-comparison-card');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('compared with the previous year', () => {
  test('UK income tax £50,000 in 2026-27: 2025-26 beside it, no change, and the shared link shows the same', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(UK_50K);
    await expect(page.getByTestId('results-panel').getByTestId('total-tax')).toHaveText('£10,480.40');
    await expect(card(page).getByRole('heading', { name: '2026-27 compared with 2025-26' })).toBeVisible();
    const total = card(page).getByTestId('year-comparison-total-tax');
    await expect(total).toContainText('£10,480.40');
    await expect(total).toContainText('No change');
    await page.reload();
    await expect(card(page).getByTestId('year-comparison-total-tax')).toContainText('No change');
    expect(errors).toEqual([]);
  });

  test('the first year the calculator has says there is no earlier one', async ({ page }) => {
    await page.goto('/uk/income-tax?income=50000&year=2023-24&region=england&pension=0&loan=none');
    await expect(card(page).getByTestId('year-comparison-none')).toContainText('2023-24 is the earliest year');
  });

  test('stamp duty compares the same completion date a year earlier: £2,500 more', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(SDLT_300K);
    const total = card(page).getByTestId('year-comparison-total-tax');
    await expect(total).toContainText('£2,500.00');
    await expect(total).toContainText('£5,000.00');
    await expect(total.getByTestId('year-change')).toHaveText('+£2,500.00 (worse for you)');
    expect(errors).toEqual([]);
  });

  test('in German', async ({ page }) => {
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto(SDLT_300K);
    await expect(card(page).getByRole('heading', { name: /im Vergleich zu/ })).toBeVisible();
    await expect(card(page).getByTestId('year-comparison-total-tax').getByTestId('year-change')).toHaveText(
      '+£2,500.00 (ungünstiger für Sie)',
    );
    await page.goto(UK_50K);
    await expect(card(page).getByRole('heading', { name: '2026-27 im Vergleich zu 2025-26' })).toBeVisible();
    await expect(card(page).getByTestId('year-comparison-total-tax')).toContainText('Keine Änderung');
  });
});
