import { expect, test, type Page } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// German social insurance, in German. 2025, 3,000 € a month, childless, the average Zusatzbeitrag of 2.5 %:
// pension 9.3 % = 279.00 (§ 158 SGB VI), unemployment 1.3 % = 39.00 (§ 341 SGB III), health (7.3 + 1.25) % = 256.50
// (§§ 241, 242 SGB V), care employee (1.8 + 0.6) % = 72.00, employer 1.8 % = 54.00 (§§ 55, 58 SGB XI): employee 646.50,
// employer 628.50; levies U1 1.1 % = 33.00, U2 0.22 % = 6.60 (Minijob-Zentrale 2025), insolvency 0.15 % = 4.50
// (§ 360 SGB III): 44.10, so the employer pays 628.50 + 44.10 = 672.60.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await storeLanguageBeforeLoad(page, 'de');
});

const panel = (page: Page) => page.getByTestId('results-panel');
const stat = (page: Page, title: string) =>
  panel(page)
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('Sozialversicherung: 3.000 € im Monat 2025, Arbeitnehmer und Arbeitgeber, Diagramm, Link öffnet dasselbe Ergebnis', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/germany/social-security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sozialversicherungsrechner Deutschland');
  await page.getByLabel('Bruttolohn').fill('3000');
  await page.getByLabel('Bundesland').selectOption('NW');
  await page.getByLabel('Steuerjahr').selectOption('2025');
  await page.getByRole('button', { name: 'Berechnen' }).click();

  await expect(stat(page, 'Beiträge Arbeitnehmer').getByTestId('stat-value')).toHaveText('€646.50');
  await expect(stat(page, 'Beiträge Arbeitgeber').getByTestId('stat-value')).toHaveText('€628.50');
  const table = page.getByTestId('contributions-table');
  await expect(table.getByRole('row').filter({ hasText: 'Pflegeversicherung' })).toHaveText(/€72\.00\s*€54\.00/);
  await expect(table.getByRole('row').filter({ hasText: 'Umlagen' })).toContainText('€44.10');
  expect(queryOf(page)).toMatchObject({ gross: '3000', state: 'NW', year: '2025' });

  await panel(page).getByRole('tab', { name: 'Diagramme' }).click();
  const split = panel(page).getByTestId('chart-split');
  await expect(split).toBeVisible();
  await expect(split.getByRole('img')).toHaveAttribute(
    'aria-label',
    /Beiträge des Arbeitnehmers: €646\.50, Beiträge und Umlagen des Arbeitgebers: €672\.60/,
  );

  const shared = page.url();
  await page.goto('/germany');
  await page.goto(shared);
  await expect(stat(page, 'Beiträge Arbeitnehmer').getByTestId('stat-value')).toHaveText('€646.50');
  await expect(page.getByLabel('Bruttolohn')).toHaveValue('3000');
  expect(errors).toEqual([]);
});
