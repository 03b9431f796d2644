import { expect, test } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { expectSharedLinkShows, expectSplitChart, resultsPanel, statCard, switchToGerman } from './support/german-calculators';
import { watchForErrors } from './support/page-checks';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('German VAT page, in German', () => {
  test('1.000 € netto zu 19 %: 190 € Umsatzsteuer, Kleinunternehmer-Prüfung, Diagramm, geteilter Link', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/vat');
    await switchToGerman(page, testInfo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Umsatzsteuerrechner Deutschland');

    await page.getByLabel('Betrag').fill('1000');
    await page.getByLabel('Berechnung').selectOption('add');
    await page.getByLabel('Steuersatz').selectOption('standard');
    await page.getByLabel('Tag der Leistung').fill('2025-06-01');
    await page.getByLabel('Umsatz im Vorjahr').fill('20000');
    await page.getByLabel('Umsatz im laufenden Jahr').fill('30000');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // § 12 Abs. 1 UStG: 19 % of the net 1,000 € = 190 €; gross 1,190 €.
    await expect(statCard(page, 'Umsatzsteuer').getByTestId('stat-value')).toHaveText('€190.00');
    await expect(statCard(page, 'Bruttobetrag').getByTestId('stat-value')).toHaveText('€1,190.00');
    // § 19 Abs. 1 UStG (2025): 20,000 € ≤ 25,000 € last year, 30,000 € ≤ 100,000 € this year.
    const check = page.getByTestId('small-business-check');
    await expect(check).toHaveAttribute('data-outcome', 'eligible');
    await expect(check).toContainText('Kleinunternehmerregelung (§ 19 UStG) 2025');
    expect(queryOf(page)).toEqual({
      amount: '1000',
      direction: 'add',
      rate: 'standard',
      date: '2025-06-01',
      prev: '20000',
      current: '30000',
    });

    await resultsPanel(page).getByRole('tab', { name: 'Aufschlüsselung' }).click();
    await expect(resultsPanel(page).getByTestId('breakdown-table-0')).toContainText('€190.00');
    await expectSplitChart(page);
    await expectSharedLinkShows(page, 'Umsatzsteuer', '€190.00');
    expect(errors).toEqual([]);
  });

  test('herausrechnen zu 7 % aus 107 € brutto, und ein Vorjahresumsatz über der Grenze', async ({ page }, testInfo) => {
    await page.goto('/germany/vat?amount=107&direction=remove&rate=reduced&date=2024-03-01&prev=23000');
    await switchToGerman(page, testInfo);
    // § 12 Abs. 2 UStG: 107 × 7/107 = 7 €; § 19 Abs. 1 UStG (2024): 23,000 € is above the 22,000 € limit.
    await expect(statCard(page, 'Umsatzsteuer').getByTestId('stat-value')).toHaveText('€7.00');
    await expect(statCard(page, 'Nettobetrag').getByTestId('stat-value')).toHaveText('€100.00');
    await expect(page.getByTestId('small-business-check')).toHaveAttribute('data-outcome', 'previous-year-exceeded');
    await expect(page.getByTestId('small-business-check')).toContainText('€22,000');
  });
});
