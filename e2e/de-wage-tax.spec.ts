import { expect, test, type Page } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// The wage tax, gross to net, on /germany/income-tax, in German. BMF Lohnsteuer calculator 2026
// (https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml): LZZ 2, RE4 500000, STKL 1, KVZ 2.50, PVZ 1 →
// Lohnsteuer 785.83 €, Soli 0. Contributions: pension 9.3 % = 465.00, unemployment 1.3 % = 65.00,
// health (7.3 + 1.25) % = 427.50, care (1.8 + 0.6) % = 120.00: 1,077.50; net 5,000 − 785.83 − 1,077.50 = 3,136.67.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await storeLanguageBeforeLoad(page, 'de');
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('Lohnsteuer-Rechner (Brutto-Netto)', () => {
  test('5.000 € im Monat, Klasse I, 2026: Lohnsteuer und Netto des BMF, Diagramm, Link öffnet dasselbe Ergebnis', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/germany/income-tax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lohnsteuer-Rechner: Brutto-Netto');
    await expect(page.getByTestId('mode-switch').getByRole('link', { name: 'Brutto-Netto (Lohnsteuer)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel('Bruttolohn').fill('5000');
    await page.getByLabel('Zeitraum').selectOption('month');
    await page.getByLabel('Steuerklasse').selectOption('1');
    await page.getByLabel('Steuerjahr').selectOption('2026');
    await page.getByLabel('Bundesland').selectOption('NW');
    await page.getByLabel('Zusatzbeitrag Krankenkasse (%)').fill('2.5');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    await expect(stat(page, 'Lohnsteuer').getByTestId('stat-value')).toHaveText('€785.83');
    await expect(stat(page, 'Sozialabgaben').getByTestId('stat-value')).toHaveText('€1,077.50');
    await expect(stat(page, 'Nettolohn').getByTestId('stat-value')).toHaveText('€3,136.67');
    expect(queryOf(page)).toMatchObject({ gross: '5000', period: 'month', class: '1', state: 'NW', addon: '2.5', year: '2026' });

    await panel(page).getByRole('tab', { name: 'Aufschlüsselung' }).click();
    const social = panel(page).getByTestId('breakdown-table-1');
    await expect(social.getByRole('row').filter({ hasText: 'Rentenversicherung' })).toContainText('€465.00');
    await expect(social.getByRole('row').filter({ hasText: 'Krankenversicherung' })).toContainText('€427.50');

    await panel(page).getByRole('tab', { name: 'Diagramme' }).click();
    const split = panel(page).getByTestId('chart-split');
    await expect(split).toBeVisible();
    await expect(split.getByRole('img')).toHaveAttribute(
      'aria-label',
      /Lohnsteuer und Zuschläge: €785\.83, Sozialversicherung \(Arbeitnehmer\): €1,077\.50/,
    );

    const shared = page.url();
    await page.goto('/germany');
    await page.goto(shared);
    await expect(stat(page, 'Nettolohn').getByTestId('stat-value')).toHaveText('€3,136.67');
    await expect(page.getByLabel('Bruttolohn')).toHaveValue('5000');
    expect(errors).toEqual([]);
  });

  test('Klasse IV mit Faktor, Kirchensteuer nach Bundesland und der Wechsel zur Einkommensteuer (zvE)', async ({ page }) => {
    const errors = watchForErrors(page);
    // BMF: LZZ 1, RE4 5,000,000, STKL 4 → 7,109.00 €; with factor 0.9: 7,109 × 0.9 = 6,398.1 → 6,398.00 (§ 39f EStG).
    await page.goto('/germany/income-tax?gross=50000&period=year&class=4&factor=0.9&addon=0&care=1&year=2026');
    await expect(stat(page, 'Lohnsteuer').getByTestId('stat-value')).toHaveText('€6,398.00');
    await expect(page.getByLabel('Faktor (Klasse IV)')).toHaveValue('0.9');

    await page.getByLabel('Bundesland').selectOption('BY');
    await expect(page.getByLabel('Kirchensteuer').locator('option[value="yes"]')).toHaveText('Kirchenmitglied (8 % in Bayern)');

    await page.getByTestId('mode-switch').getByRole('link', { name: 'Einkommensteuer (zvE)' }).click();
    await expect(page).toHaveURL(/mode=zve/);
    await expect(page.getByLabel('Zu versteuerndes Jahreseinkommen (zvE)')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('ein Bruttolohn, der keine Zahl ist, steht unter dem Feld, und nichts wird berechnet', async ({ page }) => {
    await page.goto('/germany/income-tax');
    await page.getByLabel('Bruttolohn').fill('fünftausend');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page.locator('#de-wage-tax-gross-error')).toHaveText('Bruttolohn muss eine Zahl sein, z. B. 60000');
    await expect(panel(page)).toHaveCount(0);
  });
});
