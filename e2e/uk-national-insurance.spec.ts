import { expect, test, type Page } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// HMRC NIM01299 example 2 (employees under 21, 2025-26 rates): category M, £5,000 a month. Employee
// (4,189 − 1,048) × 8% + (5,000 − 4,189) × 2% = £267.50; employer 0% to the UST £4,189, then 811 × 15% = £121.65.
// https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01299

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) => panel(page).getByTestId('stat-card').filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('UK National Insurance calculator journey', () => {
  test('NIM01299 example 2: inputs → employee and employer NICs → chart → a shared link reopens the same result', async ({
    page,
    browser,
  }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/national-insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UK National Insurance Calculator');
    await page.getByLabel('Earnings in the pay period').fill('5,000');
    await page.getByLabel('Earnings period', { exact: true }).selectOption('monthly');
    await page.getByLabel('Tax year').selectOption('2025-26');
    await page.getByLabel('Category letter').selectOption('M');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(page).toHaveURL(/earnings=5000&period=monthly&category=M&year=2025-26/);
    await expect(stat(page, 'Employee NICs')).toContainText('£267.50');
    await expect(stat(page, 'Employer NICs')).toContainText('£121.65');
    await expect(panel(page).getByTestId('total-tax')).toHaveText('£389.15');

    await panel(page).getByRole('tab', { name: 'Breakdown' }).click();
    const employee = panel(page).getByTestId('breakdown-table-0');
    await expect(employee.getByRole('row').filter({ hasText: 'Main rate' })).toContainText('£251.28');
    await expect(employee.getByRole('row').filter({ hasText: 'Above Upper Earnings Limit' })).toContainText('£16.22');
    const employer = panel(page).getByTestId('breakdown-table-1');
    await expect(employer.getByRole('row').filter({ hasText: 'under-21 upper secondary threshold' })).toContainText('0%');
    await expect(employer.getByRole('row').filter({ hasText: 'Secondary rate' })).toContainText('£121.65');

    await panel(page).getByRole('tab', { name: 'Charts' }).click();
    const split = panel(page).getByTestId('chart-split');
    await expect(split.locator('canvas').first()).toBeVisible();
    await expect(split.getByRole('img')).toHaveAttribute('aria-label', /Employer Class 1 NICs: £121\.65/);

    // The address holds every input: opened elsewhere, it shows the same result.
    const shared = page.url();
    const other = await browser.newPage();
    await acceptCookies(other);
    await other.goto(shared);
    await expect(other.getByTestId('results-panel').getByTestId('total-tax')).toHaveText('£389.15');
    await expect(other.getByLabel('Category letter')).toHaveValue('M');
    await other.close();
    expect(errors).toEqual([]);
  });

  test('a director, the Employment Allowance and the self-employed classes', async ({ page }) => {
    const errors = watchForErrors(page);
    // NIM01625: a director's 2023-24 annual earnings period bears the blended 11.5%: £60,000 → £4,530.10.
    await page.goto('/uk/national-insurance?earnings=60000&year=2023-24&director=true');
    await expect(stat(page, 'Employee NICs')).toContainText('£4,530.10');
    await expect(page.getByLabel('Earnings period', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Company director (annual earnings period)')).toBeChecked();

    // HMRC rates and thresholds for employers 2024 to 2025: (60,000 − 9,100) × 13.8% = £7,024.20 less the £5,000 allowance.
    await page.goto('/uk/national-insurance?earnings=60000&year=2024-25');
    await page.getByLabel(/Employment Allowance/).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(stat(page, 'Employer NICs')).toContainText('£2,024.20');

    // HMRC NI rates 2025-26: Class 4 on £75,000 = 37,700 × 6% + 24,730 × 2% = £2,756.60.
    await page.goto('/uk/national-insurance?earnings=0&profits=75000&year=2025-26');
    await expect(stat(page, 'Self-employed NICs')).toContainText('£2,756.60');
    expect(errors).toEqual([]);
  });

  test('bad input names the field and nothing is calculated', async ({ page }) => {
    await page.goto('/uk/national-insurance');
    await page.getByLabel('Earnings in the pay period').fill('1000');
    await page.getByLabel('Weeks of voluntary Class 3').fill('60');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#uk-national-insurance-class3Weeks-error')).toHaveText(
      'Weeks of voluntary Class 3 must be a whole number from 0 to 53',
    );
    await expect(page).not.toHaveURL(/earnings=/);
  });

  test('in German: the form, the result and the explanation', async ({ page }) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto('/uk/national-insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner für die britische National Insurance');
    await page.getByLabel('Entgelt im Lohnzeitraum').fill('5000');
    await page.getByLabel('Lohnzeitraum', { exact: true }).selectOption('monthly');
    await page.getByLabel('Steuerjahr').selectOption('2025-26');
    await page.getByLabel('Kategoriebuchstabe').selectOption('M');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(stat(page, 'Arbeitnehmerbeiträge')).toContainText('£267.50');
    await expect(stat(page, 'Arbeitgeberbeiträge')).toContainText('£121.65');
    await expect(page.getByTestId('explainer')).toContainText('So wird die National Insurance berechnet');
    expect(errors).toEqual([]);
  });
});
