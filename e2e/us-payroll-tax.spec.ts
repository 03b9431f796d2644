import { expect, test, type Page } from './support/app-test';
import { acceptCookies, queryOf, recordRequests } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// IRS Publication 15-T (2024), Worksheet 1A: single, $2,000 biweekly ($52,000 a year), no other W-4 entries →
// 1i 52,000 − 8,600 = 43,400; STANDARD row $17,600–$53,150: 1,160 + 12% × 25,800 = 4,256; / 26 = $163.69 a period.
// FICA (Pub. 15 section 9): 6.2% × 52,000 = 3,224 and 1.45% × 52,000 = 754 → $3,978 each for employee and employer;
// per paycheck 124 and 29, net 2,000 − 124 − 29 − 163.69 = $1,683.31. FUTA (Pub. 15 section 14): 0.6% × 7,000 = $42.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('US payroll tax page', () => {
  test('Pub. 15-T biweekly example: FICA, withholding, each paycheck, the employee/employer chart, and a share link that reopens it', async ({
    page,
    context,
  }) => {
    const errors = watchForErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/us/payroll-tax');
    await page.getByLabel('Annual wages from this employer').fill('52,000');
    await page.getByLabel('Pay frequency').selectOption('26');
    await page.getByLabel('Tax year').selectOption('2024');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(stat(page, 'Employee payroll taxes').getByTestId('stat-value')).toHaveText('US$3,978.00');
    await expect(stat(page, 'Federal income tax withheld per pay period').getByTestId('stat-value')).toHaveText('US$163.69');
    await expect(stat(page, 'Employer payroll taxes').getByTestId('stat-value')).toHaveText('US$4,020.00');
    const paycheck = page.getByTestId('payroll-per-period');
    await expect(paycheck).toContainText('US$2,000.00');
    await expect(paycheck.locator('.per-period-row').last()).toContainText('US$1,683.31');
    expect(queryOf(page)).toEqual({ wages: '52000', periods: '26', status: 'single', year: '2024' });

    const chart = page.getByTestId('chart-payroll-share');
    await expect(chart.getByRole('img')).toHaveAttribute(
      'aria-label',
      'Social Security (Employee): US$3,224.00, Social Security (Employer): US$3,224.00, Medicare (Employee): US$754.00, Medicare (Employer): US$754.00, FUTA (Employer): US$42.00',
    );
    await expect(chart.locator('canvas').first()).toBeVisible();

    await panel(page).getByRole('button', { name: 'Share' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = copied.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(page.url());
    const reopened = await context.newPage();
    await reopened.goto(link!);
    await expect(stat(reopened, 'Federal income tax withheld per pay period').getByTestId('stat-value')).toHaveText('US$163.69');
    await expect(reopened.getByLabel('Annual wages from this employer')).toHaveValue('52000');
    expect(errors).toEqual([]);
  });

  test('Form W-4 entries: Step 3 credits and Step 4(c) extra withholding lower the paycheck withholding to $96.77', async ({ page }) => {
    // Same worksheet: 3b 2,000 / 26 = 76.92; 163.69 − 76.92 + 10 = 96.77.
    await page.goto('/us/payroll-tax?wages=52000&periods=26&year=2024');
    await expect(stat(page, 'Federal income tax withheld per pay period').getByTestId('stat-value')).toHaveText('US$163.69');
    await page.getByLabel('W-4 Step 1(c) filing status').selectOption('single');
    await page.getByLabel('Step 3: dependents and other credits').fill('2000');
    await page.getByLabel('Step 4(c): extra withholding each pay period').fill('10');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(stat(page, 'Federal income tax withheld per pay period').getByTestId('stat-value')).toHaveText('US$96.77');
    expect(queryOf(page)).toMatchObject({ w4: 'single', w4dep: '2000', w4extra: '10' });
  });

  test('a negative wage is reported next to its field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/calculators\/us-payroll-tax$/);
    await page.goto('/us/payroll-tax');
    await page.getByLabel('Annual wages from this employer').fill('-5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#us-payroll-tax-wages-error')).toHaveText('Annual wages from this employer must be zero or more');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test('in German: the form, the figures and the explanation', async ({ page }) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto('/us/payroll-tax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner für US-Lohnabgaben (Payroll Tax)');
    await page.getByLabel('Jahreslohn von diesem Arbeitgeber').fill('52000');
    await page.getByLabel('Steuerjahr').selectOption('2024');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(stat(page, 'Lohnabgaben des Arbeitnehmers').getByTestId('stat-value')).toHaveText('US$3,978.00');
    await expect(page.getByTestId('payroll-per-period')).toContainText('Nettolohn');
    await expect(page.getByTestId('chart-payroll-share')).toContainText('Wer zahlt: Arbeitnehmer und Arbeitgeber');
    await expect(page.getByTestId('explainer')).toContainText('US$168,600');
    expect(errors).toEqual([]);
  });
});
