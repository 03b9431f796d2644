import { expect, test, type Page } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad, isMobileProject, storeLanguageBeforeLoad } from './support/shell-helpers';

// docs/product.md, "Language" and "Validation rules" (only en or de accepted).

const year = new Date().getFullYear();

async function expectEnglish(page: Page, mobile: boolean): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toContainText('Trusted by 2,500+ professionals');
  await expect(footer).toContainText(`© ${year} TaxAtlas. All rights reserved.`);
  if (mobile) {
    await expect(page.getByTestId('mobile-menu-button')).toHaveAccessibleName('Open menu');
  } else {
    await expect(page.getByTestId('countries-menu-button')).toHaveText('Countries');
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  }
}

async function expectGerman(page: Page, mobile: boolean): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toContainText('Über 2.500 Fachleute vertrauen uns');
  await expect(footer).toContainText('Fragen oder Feedback?');
  await expect(footer.getByRole('heading', { name: 'Rechtliches' })).toBeVisible();
  await expect(footer).toContainText(`© ${year} TaxAtlas. Alle Rechte vorbehalten.`);
  await expect(footer).not.toContainText('Trusted by');
  if (mobile) {
    await expect(page.getByTestId('mobile-menu-button')).toHaveAccessibleName('Menü öffnen');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link', { name: 'Über uns', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  } else {
    const header = page.locator('header.site-header');
    await expect(page.getByTestId('countries-menu-button')).toHaveText('Länder');
    await expect(header.getByRole('link', { name: 'Über uns', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
  }
}

test.describe('Languages', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeLoad(page);
  });

  test('switching to German sets <html lang="de">, stores the preference, translates header and footer, and survives reload', async ({
    page,
  }, testInfo) => {
    const errors = watchForErrors(page);
    const mobile = isMobileProject(testInfo.project.name);
    await page.goto('/about');
    await expectEnglish(page, mobile);
    expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toBeNull();

    if (mobile) {
      await page.getByTestId('mobile-menu-button').click();
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'DE – Deutsch' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
    } else {
      await page.locator('header.site-header').getByRole('button', { name: 'DE – Deutsch' }).click();
      await expect(page.locator('header.site-header').getByRole('button', { name: 'DE – Deutsch' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await expectGerman(page, mobile);
    expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toBe('de');

    await page.reload();
    await expectGerman(page, mobile);
    await page.goto('/uk');
    await expectGerman(page, mobile);

    // And back to English.
    if (mobile) {
      await page.getByTestId('mobile-menu-button').click();
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'EN – English' }).click();
      await page.keyboard.press('Escape');
    } else {
      await page.locator('header.site-header').getByRole('button', { name: 'EN – English' }).click();
    }
    await expectEnglish(page, mobile);
    expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toBe('en');
    expect(errors).toEqual([]);
  });

  test('an invalid stored language falls back to the browser language (English browser)', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'fr');
    await page.goto('/about');
    expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
    await expectEnglish(page, isMobileProject(testInfo.project.name));
    expect(errors).toEqual([]);
  });

  test('alternate-language link tags: hreflang en on every page; de and x-default on /germany paths', async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    const alternates = () =>
      page.evaluate(() =>
        Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))
          .map((link) => `${link.hreflang} ${link.href}`)
          .sort(),
      );
    for (const path of ['/', '/uk', '/us/state-tax', '/blog', '/about', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.poll(alternates, { message: path }).toEqual([`en ${new URL(path, baseURL).href}`]);
    }
    for (const path of ['/germany', '/germany/income-tax', '/germany/vat']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const href = new URL(path, baseURL).href;
      await expect.poll(alternates, { message: path }).toEqual([`de ${href}`, `en ${href}`, `x-default ${href}`]);
    }
    // Client-side navigation updates them.
    await page.getByTestId('site-footer').locator('a[href="/about"]').click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(alternates).toEqual([`en ${new URL('/about', baseURL).href}`]);
    expect(errors).toEqual([]);
  });
});

test.describe('Languages, German browser (locale de-DE)', () => {
  test.use({ locale: 'de-DE' });

  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeLoad(page);
  });

  test('a browser with locale de-DE and no stored preference starts in German', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
    expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toBeNull();
    await expectGerman(page, isMobileProject(testInfo.project.name));
    expect(errors).toEqual([]);
  });

  test('an invalid stored language falls back to the browser language (German browser)', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'fr');
    await page.goto('/about');
    await expectGerman(page, isMobileProject(testInfo.project.name));
    expect(errors).toEqual([]);
  });

  test('a stored English preference wins over the German browser language', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await storeLanguageBeforeLoad(page, 'en');
    await page.goto('/about');
    await expectEnglish(page, isMobileProject(testInfo.project.name));
    expect(errors).toEqual([]);
  });
});
