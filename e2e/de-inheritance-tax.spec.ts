import { expect, test } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { expectSharedLinkShows, expectSplitChart, resultsPanel, statCard, switchToGerman } from './support/german-calculators';
import { watchForErrors } from './support/page-checks';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('German inheritance tax page, in German', () => {
  test('ein Kind erbt 710.000 € (2025): Freibetrag, 15 % mit Härteausgleich, Diagramm, geteilter Link', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/inheritance-tax');
    await switchToGerman(page, testInfo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erbschaft- und Schenkungsteuerrechner');

    await page.getByLabel('Wert des Erwerbs').fill('710000');
    await page.getByLabel('Verhältnis zum Erblasser oder Schenker').selectOption('child');
    await expect(page.getByText('Steuerklasse I.', { exact: true })).toBeVisible();
    await page.getByLabel('Erwerb durch').selectOption('inheritance');
    await page.getByLabel('Steuerjahr').selectOption('2025');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // § 16 ErbStG: 710,000 − 400,000 = 310,000 €; § 19 Abs. 1: 15 % = 46,500 €; § 19 Abs. 3 (Härteausgleich):
    // 11 % of 300,000 € + half of the 10,000 € excess = 38,000 €.
    await expect(statCard(page, 'Erbschaftsteuer').getByTestId('stat-value')).toHaveText('€38,000.00');
    await expect(statCard(page, 'Steuerpflichtiger Erwerb').getByTestId('stat-value')).toHaveText('€310,000.00');
    expect(queryOf(page)).toEqual({ amount: '710000', relationship: 'child', transfer: 'inheritance', year: '2025' });

    await resultsPanel(page).getByRole('tab', { name: 'Aufschlüsselung' }).click();
    const table = resultsPanel(page).getByTestId('breakdown-table-0');
    await expect(table.getByRole('row').filter({ hasText: 'Härteausgleich' })).toContainText('€8,500.00');
    await expectSplitChart(page);
    await expectSharedLinkShows(page, 'Erbschaftsteuer', '€38,000.00');
    expect(errors).toEqual([]);
  });

  test('Schenkung mit früherer Schenkung innerhalb von zehn Jahren (§ 14 ErbStG)', async ({ page }, testInfo) => {
    await page.goto('/germany/inheritance-tax?amount=300000&relationship=child&transfer=gift&prior=300000&year=2024');
    await switchToGerman(page, testInfo);
    // 300,000 + 300,000 − 400,000 = 200,000 € × 11 % = 22,000 €.
    await expect(statCard(page, 'Schenkungsteuer').getByTestId('stat-value')).toHaveText('€22,000.00');
  });

  test('weitere Angaben: Familienheim über 200 m² (§ 13 Abs. 1 Nr. 4c) und Versorgungsfreibetrag (§ 17 ErbStG)', async ({
    page,
  }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/inheritance-tax');
    await switchToGerman(page, testInfo);
    await page.getByLabel('Wert des Erwerbs').fill('300000');
    await page.getByLabel('Verhältnis zum Erblasser oder Schenker').selectOption('child');
    await page.getByLabel('Steuerjahr').selectOption('2025');
    await page.getByTestId('de-inheritance-tax-more').getByText('Familienheim und Versorgungsfreibetrag').click();
    await page.getByLabel('Wert des Familienheims').fill('800000');
    await page.getByLabel('Wohnfläche').fill('250');
    await page.getByLabel('Versorgungsfreibetrag beantragen (§ 17 ErbStG)').check();
    await page.getByLabel('Alter des Kindes beim Erbfall').fill('12');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // § 13 Abs. 1 Nr. 4c: 800,000 × 200/250 = 640,000 € exempt; § 17 Abs. 2 (age 12): 30,700 €;
    // 300,000 + 160,000 − 400,000 − 30,700 = 29,300 € × 7 % = 2,051 €.
    await expect(statCard(page, 'Erbschaftsteuer').getByTestId('stat-value')).toHaveText('€2,051.00');
    await expect(statCard(page, 'Steuerfrei').getByTestId('stat-value')).toHaveText('€670,700.00');
    expect(queryOf(page)).toEqual({
      amount: '300000',
      relationship: 'child',
      transfer: 'inheritance',
      year: '2025',
      home: '800000',
      area: '250',
      pension: 'true',
      age: '12',
    });
    await resultsPanel(page).getByRole('tab', { name: 'Aufschlüsselung' }).click();
    const table = resultsPanel(page).getByTestId('breakdown-table-0');
    await expect(table.getByRole('row').filter({ hasText: 'Steuerbefreiung Familienheim' })).toContainText('€640,000.00');
    expect(errors).toEqual([]);
  });
});
