import { expect, test, type Page } from './support/app-test';
import { acceptCookies, queryOf, recordRequests } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// Each calculator page: inputs → the officially published figure; the URL carries every input; reloading that URL
// shows the same result; an invalid input is reported next to its field and nothing is calculated.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('UK income tax page', () => {
  test('£110,000 in 2024-25 (England): published tax and NI, inputs in the URL, same result after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/income-tax');
    await page.getByLabel('Gross annual income').fill('110,000');
    await page.getByLabel('Tax year').selectOption('2024-25');
    await page.getByLabel('Region').selectOption('england');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // GOV.UK "Income Tax rates and Personal Allowances" 2024-25: the £12,570 allowance falls £1 for every £2 above
    // £100,000 → 12,570 − 10,000 / 2 = £7,570. Taxable 110,000 − 7,570 = 102,430:
    // 37,700 × 20% = 7,540 + 64,730 × 40% = 25,892 → £33,432.00.
    // NI (HMRC 2024-25 employee Class 1): 37,700 × 8% = 3,016 + 59,730 × 2% = 1,194.60 → £4,210.60.
    await expect(stat(page, 'Income Tax').getByTestId('stat-value')).toHaveText('£33,432.00');
    await expect(stat(page, 'National Insurance').getByTestId('stat-value')).toHaveText('£4,210.60');
    await expect(stat(page, 'Personal Allowance').getByTestId('stat-value')).toHaveText('£7,570.00');
    expect(queryOf(page)).toEqual({ income: '110000', year: '2024-25', region: 'england', pension: '0', loan: 'none' });

    await page.reload();
    await expect(stat(page, 'Income Tax').getByTestId('stat-value')).toHaveText('£33,432.00');
    await expect(page.getByLabel('Gross annual income')).toHaveValue('110000');
    await expect(page.getByLabel('Tax year')).toHaveValue('2024-25');
    expect(errors).toEqual([]);
  });

  test('an income that is not a number is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/income-tax\/calculate$/);
    await page.goto('/uk/income-tax');
    await page.getByLabel('Gross annual income').fill('sixty thousand');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#uk-income-tax-income-error')).toHaveText('Gross annual income must be a number, e.g. 60000');
    await expect(page.getByLabel('Gross annual income')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel(page)).toHaveCount(0);
    expect(queryOf(page)).toEqual({});
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

test.describe('UK stamp duty page', () => {
  test('£295,000 completing 1 April 2025, standard buyer in England: £4,750, inputs in the URL, same after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/stamp-duty');
    await page.getByLabel('Purchase price').fill('295000');
    await page.getByLabel('Property location').selectOption('england');
    await page.getByLabel('Buyer type').selectOption('standard');
    await page.getByLabel('Completion date').fill('2025-04-01');
    await expect(page.getByLabel('Non-UK resident buyer')).not.toBeChecked();
    await page.getByRole('button', { name: 'Calculate' }).click();

    // GOV.UK "Stamp Duty Land Tax: residential property rates" worked example, from 1 April 2025:
    // 0% on the first £125,000 = 0; 2% on the next £125,000 = 2,500; 5% on the final £45,000 = 2,250 → £4,750.
    await expect(stat(page, 'SDLT due').getByTestId('stat-value')).toHaveText('£4,750.00');
    await expect(page.getByTestId('rates-period')).toHaveText('SDLT residential rates from 1 April 2025');
    await expect(page.getByTestId('surcharges')).toBeVisible();
    expect(queryOf(page)).toEqual({ price: '295000', region: 'england', buyer: 'standard', nonresident: 'false', date: '2025-04-01' });

    await page.reload();
    await expect(stat(page, 'SDLT due').getByTestId('stat-value')).toHaveText('£4,750.00');
    await expect(page.getByLabel('Purchase price')).toHaveValue('295000');
    await expect(page.getByLabel('Completion date')).toHaveValue('2025-04-01');
    expect(errors).toEqual([]);
  });

  test('a negative purchase price is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/calculators\/uk-stamp-duty$/);
    await page.goto('/uk/stamp-duty');
    await page.getByLabel('Purchase price').fill('-295000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#uk-stamp-duty-price-error')).toHaveText('Purchase price must be zero or more');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

test.describe('US federal income tax page', () => {
  test('$60,000 single in 2024: $5,216, inputs in the URL, same result after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/federal-income-tax');
    await page.getByLabel('Gross income').fill('60000');
    await page.getByLabel('Filing status').selectOption('single');
    await page.getByLabel('Tax year').selectOption('2024');
    // Below the $14,600 standard deduction, so the standard deduction still applies.
    await page.getByLabel('Itemized deductions (optional)').fill('10000');
    await page.getByLabel('People aged 65 or older').selectOption('0');
    await page.getByLabel('People who are blind').selectOption('0');
    await page.getByLabel('Method').selectOption('exact');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Rev. Proc. 2023-34 (tax year 2024, single): standard deduction $14,600 → taxable 60,000 − 14,600 = 45,400;
    // 10% of 11,600 = 1,160 + 12% × (45,400 − 11,600 = 33,800) = 4,056 → $5,216.
    await expect(stat(page, 'Federal income tax').getByTestId('stat-value')).toHaveText('US$5,216.00');
    await expect(stat(page, 'Taxable income').getByTestId('stat-value')).toHaveText('US$45,400.00');
    expect(queryOf(page)).toEqual({
      income: '60000',
      status: 'single',
      year: '2024',
      itemized: '10000',
      age65: '0',
      blind: '0',
      method: 'exact',
    });

    await page.reload();
    await expect(stat(page, 'Federal income tax').getByTestId('stat-value')).toHaveText('US$5,216.00');
    await expect(page.getByLabel('Gross income')).toHaveValue('60000');
    await expect(page.getByLabel('Itemized deductions (optional)')).toHaveValue('10000');
    expect(errors).toEqual([]);
  });

  test('a married couple with 2 children and $60,000 in 2025: the credits take the tax to a $2,385 refund', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/federal-income-tax');
    await page.getByLabel('Gross income').fill('60000');
    await page.getByLabel('Filing status').selectOption('married-joint');
    await page.getByLabel('Tax year').selectOption('2025');
    await page.getByLabel('Children under 17', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Taxable 60,000 − 31,500 = 28,500 → tax 2,943 (P.L. 119-21 §70102, Rev. Proc. 2024-40). Child Tax Credit 2 ×
    // $2,200 (P.L. 119-21 §70104): 2,943 against the tax, 1,457 refundable (Schedule 8812 Part II-A). EIC Table row
    // $60,000-60,050, 2 children, joint: 7,152 − 21.06% × (60,025 − 30,470) = 927.72 → $928 (Rev. Proc. 2024-40).
    await expect(stat(page, 'Federal income tax').getByTestId('stat-value')).toHaveText('US$0.00');
    await expect(stat(page, 'Refund from credits').getByTestId('stat-value')).toHaveText('US$2,385.00');
    expect(queryOf(page)).toMatchObject({ income: '60000', status: 'married-joint', year: '2025', children: '2' });

    await page.reload();
    await expect(stat(page, 'Refund from credits').getByTestId('stat-value')).toHaveText('US$2,385.00');
    await expect(page.getByLabel('Children under 17', { exact: true })).toHaveValue('2');
    expect(errors).toEqual([]);
  });

  test('a gross income that is not a number is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/calculators\/us-federal-tax$/);
    await page.goto('/us/federal-income-tax');
    await page.getByLabel('Gross income').fill('abc');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#us-federal-income-error')).toHaveText('Gross income must be a number, e.g. 60000');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

test.describe('US capital gains page', () => {
  test('$60,000 income and a $10,000 long-term gain, single, 2024: $1,256.25, inputs in the URL, same after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/capital-gains');
    await page.getByLabel('Annual income').fill('60000');
    await page.getByLabel('Short-term gain').fill('0');
    await page.getByLabel('Long-term gain').fill('10000');
    await page.getByLabel('Filing status').selectOption('single');
    await page.getByLabel('Tax year').selectOption('2024');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Rev. Proc. 2023-34 §3.03 (2024, single): 0% on long-term gains while taxable income ≤ $47,025, 15% above.
    // Ordinary taxable income 60,000 − 14,600 = 45,400, so 47,025 − 45,400 = 1,625 of the gain at 0% and the other
    // 8,375 at 15% = $1,256.25.
    await expect(stat(page, 'Capital gains tax').getByTestId('stat-value')).toHaveText('US$1,256.25');
    await expect(stat(page, 'Long-term gains tax').getByTestId('stat-value')).toHaveText('US$1,256.25');
    expect(queryOf(page)).toEqual({ income: '60000', short: '0', long: '10000', status: 'single', year: '2024' });

    await page.reload();
    await expect(stat(page, 'Capital gains tax').getByTestId('stat-value')).toHaveText('US$1,256.25');
    await expect(page.getByLabel('Long-term gain')).toHaveValue('10000');
    expect(errors).toEqual([]);
  });

  test('a negative long-term gain is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/us-capital-gains\/calculate$/);
    await page.goto('/us/capital-gains');
    await page.getByLabel('Annual income').fill('60000');
    await page.getByLabel('Long-term gain').fill('-10000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#us-capital-gains-longTerm-error')).toHaveText('Long-term gain must be zero or more');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

test.describe('US take-home pay page', () => {
  test('$60,000 single in Texas, 2024: $50,194 take-home, inputs in the URL, same after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/take-home');
    await page.getByLabel('Gross annual salary').fill('60000');
    await page.getByLabel('Filing status').selectOption('single');
    await page.getByLabel('Tax year').selectOption('2024');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Federal income tax $5,216 (Rev. Proc. 2023-34, see the federal test); Social Security 6.2% × 60,000 = 3,720
    // (SSA 2024 wage base $168,600); Medicare 1.45% × 60,000 = 870; Texas has no income tax (Tex. Const. art. 8 §24-a).
    // 60,000 − 5,216 − 3,720 − 870 = $50,194.
    await expect(stat(page, 'Take-home pay').getByTestId('stat-value')).toHaveText('US$50,194.00');
    await expect(stat(page, 'Federal income tax').getByTestId('stat-value')).toHaveText('US$5,216.00');
    await expect(stat(page, 'Social Security and Medicare').getByTestId('stat-value')).toHaveText('US$4,590.00');
    expect(queryOf(page)).toEqual({ income: '60000', status: 'single', year: '2024', state: 'TX' });

    await page.reload();
    await expect(stat(page, 'Take-home pay').getByTestId('stat-value')).toHaveText('US$50,194.00');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('TX');
    expect(errors).toEqual([]);
  });

  test('$100,000 single in Washington, 2026: WA Cares and Paid Leave lines in the breakdown, $77,792.84 take-home', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/take-home?income=100000&status=single&year=2026&state=WA');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Federal 100,000 − 16,100 = 83,900 → $13,170 (Rev. Proc. 2025-32); FICA 6,200 + 1,450; no Washington income tax.
    // WA Cares 0.58% × 100,000 = $580 (wacaresfund.wa.gov/employers); Paid Leave 1.13% × 100,000 × 71.43% = $807.16
    // (paidleave.wa.gov/updates, 2026). 100,000 − 13,170 − 7,650 − 1,387.16 = $77,792.84.
    await expect(stat(page, 'Take-home pay').getByTestId('stat-value')).toHaveText('US$77,792.84');
    await panel(page).getByRole('tab', { name: 'Breakdown' }).click();
    const table = panel(page)
      .getByTestId(/^breakdown-table-/)
      .filter({ hasText: 'WA Cares Fund' });
    await expect(table.getByRole('row').filter({ hasText: 'WA Cares Fund (long-term care)' })).toContainText('US$580.00');
    await expect(table.getByRole('row').filter({ hasText: 'Washington Paid Family and Medical Leave (employee share)' })).toContainText(
      'US$807.16',
    );
    await expect(table.getByTestId('breakdown-total')).toHaveText('US$1,387.16');
    expect(errors).toEqual([]);
  });

  test('a married couple with 2 children and $60,000 in 2025, no state: the credits add to take-home pay', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/us/take-home');
    await page.getByLabel('Gross annual salary').fill('60000');
    await page.getByLabel('Filing status').selectOption('married-joint');
    await page.getByLabel('Tax year').selectOption('2025');
    await page.getByLabel('Children under 17', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Federal: a $2,385 refund from the credits (see the federal page's test); Social Security and Medicare
    // 7.65% × 60,000 = 4,590. 60,000 − 4,590 + 2,385 = $57,795.
    await expect(stat(page, 'Take-home pay').getByTestId('stat-value')).toHaveText('US$57,795.00');
    await expect(stat(page, 'Federal income tax').getByTestId('stat-value')).toHaveText('-US$2,385.00');
    expect(queryOf(page)).toMatchObject({ income: '60000', status: 'married-joint', year: '2025', children: '2' });
    expect(errors).toEqual([]);
  });

  test('a salary that is not a number is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/us-income-tax\/calculate$/);
    await page.goto('/us/take-home');
    await page.getByLabel('Gross annual salary').fill('lots');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#us-take-home-income-error')).toHaveText('Gross annual salary must be a number, e.g. 60000');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});

test.describe('Germany income tax page', () => {
  test('zvE €50,000, class I, no church tax, 2025: €10,691 income tax, inputs in the URL, same after reload', async ({ page }) => {
    const errors = watchForErrors(page);
    // The page opens on the wage tax (gross to net); the zvE assessment is its second mode.
    await page.goto('/germany/income-tax?mode=zve');
    await page.getByLabel('Annual taxable income (zvE)').fill('50000');
    await page.getByLabel('Tax class').selectOption('1');
    await page.getByLabel('Tax year').selectOption('2025');
    await page.getByLabel('Church tax').selectOption('none');
    await page.getByLabel('Assessment').selectOption('single');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // §32a Abs. 1 Nr. 3 EStG (2025): zvE 17,444–68,480 → (176.64 × z + 2,397) × z + 1,015.13 with
    // z = (50,000 − 17,443) / 10,000 = 3.2557 → (575.09 + 2,397) × 3.2557 + 1,015.13 = 10,691.46 → €10,691 (rounded down).
    // Soli: 10,691 is below the €19,950 exemption limit (§3 SolZG 2025) → €0.
    await expect(stat(page, 'Income Tax').getByTestId('stat-value')).toHaveText('€10,691.00');
    await expect(stat(page, 'Solidarity surcharge').getByTestId('stat-value')).toHaveText('€0.00');
    await expect(page.getByTestId('tax-class-note')).toBeVisible();
    expect(queryOf(page)).toEqual({ income: '50000', class: '1', church: 'none', assessment: 'single', year: '2025', mode: 'zve' });

    await page.reload();
    await expect(stat(page, 'Income Tax').getByTestId('stat-value')).toHaveText('€10,691.00');
    await expect(page.getByLabel('Annual taxable income (zvE)')).toHaveValue('50000');
    expect(errors).toEqual([]);
  });

  test('a zvE that is not a number is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/calculators\/de-income-tax$/);
    await page.goto('/germany/income-tax?mode=zve');
    await page.getByLabel('Annual taxable income (zvE)').fill('fünfzigtausend');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#de-income-tax-income-error')).toHaveText('Annual taxable income (zvE) must be a number, e.g. 60000');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
