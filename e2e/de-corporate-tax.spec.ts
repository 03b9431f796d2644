import { expect, test } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { expectSharedLinkShows, expectSplitChart, resultsPanel, statCard, switchToGerman } from './support/german-calculators';
import { watchForErrors } from './support/page-checks';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('German corporate tax page, in German', () => {
  test('GmbH in München, 100.000 € Gewinn 2025: KSt, Soli und GewSt, Diagramm der Aufteilung, geteilter Link', async ({
    page,
  }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/corporate-tax');
    await switchToGerman(page, testInfo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Körperschaftsteuer- und Gewerbesteuerrechner');

    await page.getByLabel('Gewinn im Jahr').fill('100000');
    await page.getByLabel('Rechtsform').selectOption('corporation');
    await page.getByLabel('Steuerjahr').selectOption('2025');
    await page.getByLabel('Gemeinde').selectOption('München');
    await expect(page.getByLabel('Hebesatz (%)')).toHaveValue('490');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    // § 23 KStG 15 % = 15,000 € + Soli 5.5 % = 825 €; GewSt 100,000 × 3.5 % × 490 % = 17,150 €; total 32,975 €.
    await expect(statCard(page, 'Körperschaftsteuer und Solidaritätszuschlag').getByTestId('stat-value')).toHaveText('€15,825.00');
    await expect(statCard(page, 'Gewerbesteuer').getByTestId('stat-value')).toHaveText('€17,150.00');
    await expect(statCard(page, 'Steuern insgesamt').getByTestId('stat-value')).toHaveText('€32,975.00');
    expect(queryOf(page)).toEqual({ profit: '100000', form: 'corporation', city: 'München', hebesatz: '490', year: '2025' });

    await resultsPanel(page).getByRole('tab', { name: 'Aufschlüsselung' }).click();
    await expect(resultsPanel(page).getByTestId('breakdown-table-1')).toContainText('€17,150.00');
    await expectSplitChart(page);
    await expectSharedLinkShows(page, 'Gewerbesteuer', '€17,150.00');
    expect(errors).toEqual([]);
  });

  test('Einzelunternehmen mit eigenem Hebesatz: Freibetrag und Anrechnung nach § 35 EStG; ein Hebesatz unter 200 % wird abgelehnt', async ({
    page,
  }, testInfo) => {
    await page.goto('/germany/corporate-tax?profit=100000&form=sole-proprietor&hebesatz=400&year=2024');
    await switchToGerman(page, testInfo);
    // (100,000 − 24,500) × 3.5 % = 2,642.50 € × 400 % = 10,570 €; credit 4 × 2,642.50 € = 10,570 €.
    await expect(statCard(page, 'Gewerbesteuer').getByTestId('stat-value')).toHaveText('€10,570.00');
    await expect(statCard(page, 'Anrechnung auf die Einkommensteuer').getByTestId('stat-value')).toHaveText('€10,570.00');

    await page.getByLabel('Hebesatz (%)').fill('150');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page.locator('#de-corporate-tax-hebesatz-error')).toContainText('mindestens 200 %');
  });
});
