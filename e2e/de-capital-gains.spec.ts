import { expect, test } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { expectSharedLinkShows, expectSplitChart, resultsPanel, statCard, switchToGerman } from './support/german-calculators';
import { watchForErrors } from './support/page-checks';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('German capital gains page, in German', () => {
  test('11.000 € mit 9 % Kirchensteuer 2025: Abgeltungsteuer nach § 32d EStG, Diagramm, geteilter Link', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/capital-gains');
    await switchToGerman(page, testInfo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abgeltungsteuerrechner Deutschland');

    await page.getByLabel('Kapitalerträge im Jahr').fill('11000');
    await page.getByLabel('Veranlagung').selectOption('single');
    await page.getByLabel('Kirchensteuer').selectOption('9');
    await page.getByLabel('Art der Erträge').selectOption('none');
    await page.getByLabel('Steuerjahr').selectOption('2025');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // 11,000 − 1,000 € Sparer-Pauschbetrag = 10,000 €; § 32d Abs. 1 Satz 4 EStG: 10,000 ÷ (4 + 0.09) = 2,444.98 €;
    // + 9 % church tax 220.04 € + 5.5 % Soli 134.47 € = 2,799.49 €.
    await expect(statCard(page, 'Abgeltungsteuer').getByTestId('stat-value')).toHaveText('€2,444.98');
    await expect(statCard(page, 'Steuern auf Kapitalerträge insgesamt').getByTestId('stat-value')).toHaveText('€2,799.49');
    expect(queryOf(page)).toEqual({ income: '11000', assessment: 'single', church: '9', fund: 'none', year: '2025' });

    await resultsPanel(page).getByRole('tab', { name: 'Aufschlüsselung' }).click();
    const table = resultsPanel(page).getByTestId('breakdown-table-0');
    await expect(table.getByRole('row').filter({ hasText: 'Sparer-Pauschbetrag' })).toContainText('€1,000.00');
    await expect(table.getByRole('row').filter({ hasText: 'Solidaritätszuschlag' })).toContainText('€134.47');
    await expectSplitChart(page);
    await expectSharedLinkShows(page, 'Abgeltungsteuer', '€2,444.98');
    expect(errors).toEqual([]);
  });

  test('Aktienfonds: 30 % Teilfreistellung vor dem Pauschbetrag', async ({ page }, testInfo) => {
    await page.goto('/germany/capital-gains?income=10000&fund=equity&year=2024');
    await switchToGerman(page, testInfo);
    // § 20 Abs. 1 InvStG: 10,000 − 30 % = 7,000 − 1,000 = 6,000 € × 25 % = 1,500 €.
    await expect(statCard(page, 'Abgeltungsteuer').getByTestId('stat-value')).toHaveText('€1,500.00');
    await expect(statCard(page, 'Steuerpflichtige Kapitalerträge').getByTestId('stat-value')).toHaveText('€6,000.00');
  });

  test('weitere Angaben: Aktienverluste nur gegen Aktiengewinne, dann die Günstigerprüfung', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/capital-gains');
    await switchToGerman(page, testInfo);
    await page.getByLabel('Kapitalerträge im Jahr').fill('3000');
    await page.getByLabel('Steuerjahr').selectOption('2025');
    await page.getByTestId('de-capital-gains-more').getByText('Aktiengewinne, Verluste und persönlicher Steuersatz').click();
    await page.getByLabel('Gewinne aus Aktienverkäufen').fill('2000');
    await page.getByLabel('Verluste aus Aktienverkäufen').fill('5000');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // § 20 Abs. 6 Satz 4 EStG: the 5,000 € share loss absorbs only the 2,000 € share gain, 3,000 € are carried forward;
    // the interest 3,000 − 1,000 € Pauschbetrag = 2,000 € × 25 % = 500 €.
    await expect(statCard(page, 'Abgeltungsteuer').getByTestId('stat-value')).toHaveText('€500.00');
    await expect(statCard(page, 'Verlustvortrag').getByTestId('stat-value')).toHaveText('€3,000.00');
    expect(queryOf(page)).toEqual({
      income: '3000',
      assessment: 'single',
      church: 'none',
      fund: 'none',
      year: '2025',
      sharegains: '2000',
      sharelosses: '5000',
    });

    // § 32d Abs. 6 EStG, 2025 tariff: 6,000 − 1,000 = 5,000 € on a zvE of 10,000 €: T(15,000) = 485 € < 1,250 €.
    await page.goto('/germany/capital-gains?income=6000&year=2025&zve=10000');
    await switchToGerman(page, testInfo);
    await expect(page.getByLabel('Zu versteuerndes Einkommen ohne Kapitalerträge (optional)')).toHaveValue('10000');
    await expect(statCard(page, 'Einkommensteuer zum persönlichen Steuersatz').getByTestId('stat-value')).toHaveText('€485.00');
    await expect(statCard(page, 'Steuern auf Kapitalerträge insgesamt').getByTestId('stat-value')).toHaveText('€485.00');
    expect(errors).toEqual([]);
  });
});
