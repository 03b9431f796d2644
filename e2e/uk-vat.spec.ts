import { expect, test, waitForApp, type Page } from './support/app-test';
import { acceptCookies, queryOf, recordRequests } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// The UK VAT page: inputs → the officially published figures, the facts and charts beside the panel, the URL as the
// share link that reopens the same result, the journey in German, a bad input reported under its field.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('UK VAT page', () => {
  test('GOV.UK’s Flat Rate Scheme example: £1,000 + £200 VAT; a photographer pays 11% of £1,200 = £132', async ({ page, context }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/vat');
    await page.getByLabel('Amount excluding VAT').fill('1,000');
    await page.getByLabel('Date of the supply').fill('2025-06-01');
    await page.getByText('Flat Rate Scheme (optional)').click();
    await page.getByLabel('Business sector').selectOption('photography');
    await page.getByLabel('Sales in the period, excluding VAT').fill('1000');
    await page.getByLabel('Relevant goods, including VAT').fill('1000');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(stat(page, 'VAT').getByTestId('stat-value')).toHaveText('£200.00');
    await expect(stat(page, 'Gross amount').getByTestId('stat-value')).toHaveText('£1,200.00');
    await expect(page.getByTestId('vat-thresholds')).toContainText('register above £90,000');
    // GOV.UK "VAT Flat Rate Scheme: how much you pay": 11% of £1,200 = £132; standard accounting £200 − £0.
    await expect(page.getByTestId('vat-flat-rate-vat')).toHaveText('£132.00');
    await expect(page.getByTestId('vat-standard-vat')).toContainText('£200.00');
    await expect(page.getByTestId('vat-flat-rate-saving')).toHaveText('£68.00');
    await expect(page.getByTestId('vat-flat-rate-chart').getByRole('listitem')).toHaveCount(2);
    expect(queryOf(page)).toEqual({
      amount: '1000',
      direction: 'add',
      rate: 'standard',
      date: '2025-06-01',
      frs: 'photography',
      frsturnover: '1000',
      frsgoods: '1000',
      frsmonths: '12',
      frsfirst: 'false',
    });

    // The breakdown cites the law on its line.
    await panel(page).getByRole('tab', { name: 'Breakdown' }).click();
    await expect(panel(page).getByTestId('breakdown-table-0')).toContainText('Standard rate (20%)');

    // The page's address is the share link: opened afresh it shows the same result.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await waitForApp(shared);
    await expect(stat(shared, 'VAT').getByTestId('stat-value')).toHaveText('£200.00');
    await expect(shared.getByTestId('vat-flat-rate-vat')).toHaveText('£132.00');
    await expect(shared.getByLabel('Business sector')).toHaveValue('photography');
    await shared.close();
    expect(errors).toEqual([]);
  });

  test('HMRC VATREG18300: over the threshold at the end of April → notify by 30 May, registered from 1 June', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/vat');
    await page.getByLabel('Amount excluding VAT').fill('100');
    await page.getByLabel('Date of the supply').fill('2025-04-22');
    await page.getByText('Registration check (optional)').click();
    // May 2024 – March 2025 at £7,500 = £82,500; April 2025 £8,000 → £90,500, over £90,000.
    for (const month of ['May 2024', 'June 2024', 'July 2024', 'August 2024', 'September 2024', 'October 2024', 'November 2024']) {
      await page.getByLabel(month, { exact: true }).fill('7500');
    }
    for (const month of ['December 2024', 'January 2025', 'February 2025', 'March 2025']) {
      await page.getByLabel(month, { exact: true }).fill('7,500');
    }
    await page.getByLabel('April 2025', { exact: true }).fill('8000');
    await page.getByRole('button', { name: 'Calculate' }).click();

    await expect(page.getByTestId('vat-registration-outcome')).toHaveText(
      'The 12-month total went over the threshold at the end of Apr 2025: tell HMRC by 30 May 2025; you are registered from 1 June 2025.',
    );
    await expect(page.getByTestId('vat-registration-chart').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByTestId('vat-registration').getByRole('row').last()).toContainText('£90,500.00');
    expect(queryOf(page).turnover).toBe('7500;7500;7500;7500;7500;7500;7500;7500;7500;7500;7500;8000');
    await page.reload();
    await expect(page.getByTestId('vat-registration-outcome')).toContainText('tell HMRC by 30 May 2025');
    expect(errors).toEqual([]);
  });

  test('invoice lines at different rates, each rounded to the penny (HMRC VATREC12030)', async ({ page }) => {
    const errors = watchForErrors(page);
    // £10.10 at 5% = 50.5p → 51p; £10.02 at 5% = 50.1p → 50p; £0.99 at 20% = 19.8p → 20p: VAT £1.21 on £21.11.
    await page.goto('/uk/vat');
    await page.getByLabel('Amount excluding VAT').fill('10.10');
    await page.getByLabel('VAT rate').selectOption('reduced');
    await page.getByLabel('Date of the supply').fill('2025-06-01');
    await page.getByTestId('vat-add-line').click();
    await page.getByLabel('Line 2 amount').fill('10.02');
    await page.getByLabel('Line 2 rate').selectOption('reduced');
    await page.getByTestId('vat-add-line').click();
    await page.getByLabel('Line 3 amount').fill('0.99');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(stat(page, 'VAT').getByTestId('stat-value')).toHaveText('£1.21');
    await expect(stat(page, 'Net amount').getByTestId('stat-value')).toHaveText('£21.11');
    expect(queryOf(page).lines).toBe('10.02:reduced;0.99:standard');
    expect(errors).toEqual([]);
  });

  test('in German: the page, the form and the result speak German', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await page.goto('/uk/vat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechner für die britische Mehrwertsteuer (VAT)');
    await page.getByLabel('Betrag mit Mehrwertsteuer').or(page.getByLabel('Betrag ohne Mehrwertsteuer')).fill('120');
    await page.getByLabel('Berechnung').selectOption('remove');
    await page.getByLabel('Datum der Leistung').fill('2025-06-01');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page.getByTestId('vat-rates')).toHaveText('Normalsatz 20 %, ermäßigt 5 %, Nullsatz 0 %');
    await expect(page.getByTestId('vat-thresholds')).toContainText('Registrierung über');
    await expect(panel(page).getByRole('tab', { name: 'Aufschlüsselung' })).toBeVisible();
    // The panel's own cards write money as the result's currency does (£20.00) in both languages.
    await expect(stat(page, 'Mehrwertsteuer').getByTestId('stat-value')).toHaveText('£20.00');
    expect(errors).toEqual([]);
  });

  test('a negative amount is reported under the field and nothing is calculated', async ({ page }) => {
    const errors = watchForErrors(page);
    const calls = recordRequests(page, /^\/api\/calculators\/uk-vat$/);
    await page.goto('/uk/vat');
    await page.getByLabel('Amount excluding VAT').fill('-100');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#uk-vat-amount-error')).toHaveText('Amount excluding VAT must be zero or more');
    await expect(panel(page)).toHaveCount(0);
    expect(calls).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
