import { expect, test } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';
import { storeLanguageBeforeLoad } from './support/shell-helpers';

// The couple mode of /germany/income-tax, in German, at 1280 and 375 px (both projects run this file). The figures
// are the worked example of libs/tax-engine/test/germany/tax-class-settlement.test.ts: 2026, 5,000 € and 2,500 € a
// month, no Zusatzbeitrag, one child for care. Withheld a month (BMF reference calculator 2026, LZZ 2): III/V
// 428.50 + 487.16, IV/IV 817.41 + 200.50; a year III/V 10,987.92 €, IV/IV 12,214.92 €. Assessed by hand (§ 9a, § 10,
// § 10c, § 32a Abs. 5 EStG): zvE 71,170 €, income tax 11,690 €. Settlement III/V +702.08 € (Nachzahlung), IV/IV −524.92 €.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await storeLanguageBeforeLoad(page, 'de');
});

test.describe('Steuerklassen für Ehepaare', () => {
  test('beide Löhne eingeben, die Tabelle mit Netto und Jahresausgleich sehen, der geteilte Link öffnet sie wieder', async ({
    page,
    context,
  }) => {
    const errors = watchForErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/germany/income-tax');
    await page.getByTestId('mode-switch').getByRole('link', { name: 'Steuerklassen für Ehepaare vergleichen' }).click();
    await expect(page).toHaveURL(/mode=couple/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steuerklassen für Ehepaare: III/V, IV/IV oder IV/IV mit Faktor');

    await page.getByLabel('Bruttolohn Partner A').fill('5000');
    await page.getByLabel('Bruttolohn Partner B').fill('2500');
    await page.getByLabel('Zusatzbeitrag A (%)').fill('0');
    await page.getByLabel('Zusatzbeitrag B (%)').fill('0');
    await page.getByLabel('Kinder (Pflegeversicherung)').selectOption('1');
    await page.getByLabel('Steuerjahr').selectOption('2026');
    await page.getByRole('button', { name: 'Berechnen' }).click();

    const table = page.getByRole('table', { name: /Steuerklassen im Vergleich/ });
    const threeFive = table.getByTestId('couple-row-III-V');
    await expect(threeFive).toContainText('€10,987.92');
    await expect(threeFive).toContainText('€11,690.00');
    await expect(threeFive).toContainText('+€702.08 Nachzahlung');
    await expect(table.getByTestId('couple-row-IV-IV')).toContainText('-€524.92 Erstattung');
    await expect(table.getByTestId('couple-row-IV-IV-with-factor')).toContainText('IV / IV mit Faktor');
    await expect(page.getByTestId('couple-bars')).toBeVisible();
    expect(queryOf(page)).toMatchObject({ mode: 'couple', a: '5000', b: '2500', ha: '0', hb: '0', care: '1', year: '2026' });

    await page.getByTestId('results-panel').getByRole('button', { name: 'Teilen' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = copied.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(page.url());
    const reopened = await context.newPage();
    await reopened.goto(link!);
    await expect(reopened.getByTestId('couple-row-III-V')).toContainText('+€702.08 Nachzahlung');
    await expect(reopened.getByLabel('Bruttolohn Partner B')).toHaveValue('2500');
    expect(errors).toEqual([]);
  });

  test('ohne Lohn für Partner B wird nichts berechnet und das Feld nennt den Fehler', async ({ page }) => {
    await page.goto('/germany/income-tax?mode=couple');
    await page.getByLabel('Bruttolohn Partner A').fill('5000');
    await page.getByRole('button', { name: 'Berechnen' }).click();
    await expect(page.locator('#de-couple-grossB-error')).toBeVisible();
    await expect(page.getByTestId('couple-comparison')).toHaveCount(0);
  });
});
