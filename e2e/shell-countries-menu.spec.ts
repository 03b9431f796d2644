import { expect, test, type Locator, type Page } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad, clickOutside, countryIds, fetchCalculators, isLive, isMobileProject } from './support/shell-helpers';

// docs/product.md, "Countries menu" and "Layout" (mobile hamburger menu).

const badgeText: Record<string, string> = { available: 'Available', 'coming-soon': 'Coming Soon', beta: 'Beta' };
const countryNames = { uk: 'United Kingdom', us: 'United States', germany: 'Germany' } as const;

async function openByClick(page: Page): Promise<Locator> {
  await page.getByTestId('countries-menu-button').click();
  const menu = page.getByTestId('countries-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('Countries mega-menu (desktop)', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo.project.name), 'The mega-menu is the desktop header; 375 px shows the hamburger menu.');
    await acceptCookiesBeforeLoad(page);
  });

  test('opens on hover, closes on an outside click', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const button = page.getByTestId('countries-menu-button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('countries-menu')).toHaveCount(0);

    await button.hover();
    await expect(page.getByTestId('countries-menu')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // docs/product.md, "Countries menu": 900 px wide on desktop.
    expect(Math.round((await page.getByTestId('countries-menu').boundingBox())?.width ?? 0)).toBe(900);

    await clickOutside(page);
    await expect(page.getByTestId('countries-menu')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('opens on click (and keyboard), closes on Escape', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const button = page.getByTestId('countries-menu-button');

    // Keyboard activation is a click without any hover.
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('countries-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('countries-search')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    // A pointer click (the pointer already rests on the button, so no hover opens it first).
    await button.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('arrow keys move between the country rows', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const menu = await openByClick(page);
    await expect(menu.getByTestId('countries-search')).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('country-row-uk')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('country-row-us')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('country-row-germany')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('country-row-uk')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByTestId('country-row-germany')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByTestId('country-row-us')).toBeFocused();
    // Moving focus does not select.
    for (const id of countryIds) await expect(menu.getByTestId(`country-row-${id}`)).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('clicking a country selects it and clicking again deselects; the empty state is "Select a Country"', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const menu = await openByClick(page);
    await expect(menu.getByText('Select a Country', { exact: true })).toBeVisible();

    const uk = menu.getByTestId('country-row-uk');
    const us = menu.getByTestId('country-row-us');
    // Each row: flag, name, Active / Coming Soon badge and description.
    for (const id of countryIds) {
      const row = menu.getByTestId(`country-row-${id}`);
      await expect(row.locator('svg.country-flag-svg')).toHaveCount(1);
      await expect(row.locator('.mega-country-name')).toContainText(countryNames[id]);
      await expect(row.locator('.badge')).toHaveText(/^(Active|Coming Soon)$/);
      await expect(row.locator('.mega-country-description')).not.toBeEmpty();
    }
    await expect(uk.locator('.badge')).toHaveText('Active');
    await uk.click();
    await expect(uk).toHaveAttribute('aria-pressed', 'true');
    await expect(us).toHaveAttribute('aria-pressed', 'false');
    await expect(menu.getByText('Select a Country', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('heading', { name: 'United Kingdom calculators' })).toBeVisible();

    // Selecting another country moves the selection.
    await us.click();
    await expect(us).toHaveAttribute('aria-pressed', 'true');
    await expect(uk).toHaveAttribute('aria-pressed', 'false');

    await us.click();
    await expect(us).toHaveAttribute('aria-pressed', 'false');
    await expect(menu.getByText('Select a Country', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the right column lists the selected country's calculators with Available / Coming Soon badges", async ({ page, request }) => {
    const errors = watchForErrors(page);
    const calculators = await fetchCalculators(request);
    await page.goto('/about');
    const menu = await openByClick(page);

    for (const country of countryIds) {
      await menu.getByTestId(`country-row-${country}`).click();
      await expect(menu.getByTestId(`country-row-${country}`)).toHaveAttribute('aria-pressed', 'true');
      const own = calculators.filter((calculator) => calculator.country === country);
      expect(own.length).toBeGreaterThan(0);
      await expect(menu.locator('[data-testid^="menu-calculator-"]')).toHaveCount(own.length);
      for (const calculator of own) {
        const link = menu.getByTestId(`menu-calculator-${calculator.id}`);
        await expect(link).toHaveAttribute('href', calculator.url);
        await expect(link.locator('.badge')).toHaveText(badgeText[calculator.status] ?? 'Unknown');
      }
    }
    // The badges count what the catalogue says: every UK calculator live, a planned one marked Coming Soon.
    await menu.getByTestId('country-row-uk').click();
    const uk = calculators.filter((calculator) => calculator.country === 'uk');
    const badges = menu.locator('[data-testid^="menu-calculator-"] .badge');
    await expect(badges.filter({ hasText: /^Available$/ })).toHaveCount(
      uk.filter((calculator) => calculator.status === 'available').length,
    );
    await expect(badges.filter({ hasText: /^Coming Soon$/ })).toHaveCount(
      uk.filter((calculator) => calculator.status === 'coming-soon').length,
    );
    expect(errors).toEqual([]);
  });

  test('a calculator link in the right column navigates to its page and closes the menu', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const menu = await openByClick(page);
    await menu.getByTestId('country-row-uk').click();
    await menu.getByTestId('menu-calculator-uk-stamp-duty').click();
    await expect(page).toHaveURL(/\/uk\/stamp-duty$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/stamp duty/i);
    await expect(page.getByTestId('countries-menu')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the search box filters countries and calculators, shows the counts found, and its clear button resets', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const menu = await openByClick(page);
    const search = menu.getByTestId('countries-search');
    await expect(search).toHaveAttribute('placeholder', 'Search countries or calculators...');
    await expect(menu.getByTestId('countries-search-counts')).toHaveCount(0);

    // Part of a calculator name: each country keeps only its matching calculators (UK Corporation Tax, German Corporate Tax).
    await search.fill('corporat');
    await expect(menu.getByTestId('countries-search-counts')).toHaveText('2 countries and 2 calculators found');
    await expect(menu.getByTestId('country-row-us')).toHaveCount(0);
    await menu.getByTestId('country-row-germany').click();
    await expect(menu.locator('[data-testid^="menu-calculator-"]')).toHaveCount(1);
    await expect(menu.getByTestId('menu-calculator-de-corporate-tax')).toBeVisible();

    // A country name (case-insensitive): the country with all its calculators.
    await search.fill('UNITED STATES');
    await expect(menu.getByTestId('countries-search-counts')).toHaveText('1 country and 8 calculators found');
    await expect(menu.getByTestId('country-row-us')).toBeVisible();
    await expect(menu.getByTestId('country-row-uk')).toHaveCount(0);
    await expect(menu.getByTestId('country-row-germany')).toHaveCount(0);
    await expect(menu.getByText('No Germany calculators match “UNITED STATES”.')).toBeVisible();
    await menu.getByTestId('country-row-us').click();
    await expect(menu.locator('[data-testid^="menu-calculator-"]')).toHaveCount(8);

    // The clear button empties the box and brings every country back.
    await menu.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(menu.getByTestId('countries-search-counts')).toHaveCount(0);
    for (const id of countryIds) await expect(menu.getByTestId(`country-row-${id}`)).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('no-match messages: no country or calculator, and no calculator of the selected country', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const menu = await openByClick(page);
    const search = menu.getByTestId('countries-search');

    await search.fill('zzqx');
    await expect(menu.getByTestId('countries-search-counts')).toHaveText('0 countries and 0 calculators found');
    await expect(menu.getByText('No countries or calculators match “zzqx”.')).toBeVisible();
    await expect(menu.locator('[data-testid^="country-row-"]')).toHaveCount(0);

    await search.fill('');
    await menu.getByTestId('country-row-uk').click();
    await search.fill('federal');
    await expect(menu.getByText('No United Kingdom calculators match “federal”.')).toBeVisible();
    await expect(menu.locator('[data-testid^="menu-calculator-"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the bottom strip shows Most Popular, Coming Soon and Key Features', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const menu = await openByClick(page);

    const popular = menu.getByRole('region', { name: 'Most Popular' });
    const popularLinks = popular.getByRole('link');
    await expect(popularLinks).toHaveText(['UK Income Tax', 'US Federal Income Tax', 'UK Stamp Duty']);
    await expect(popularLinks.nth(0)).toHaveAttribute('href', '/uk/income-tax');
    await expect(popularLinks.nth(1)).toHaveAttribute('href', '/us/federal-income-tax');
    await expect(popularLinks.nth(2)).toHaveAttribute('href', '/uk/stamp-duty');

    const comingSoon = menu.getByRole('region', { name: 'Coming Soon' }).getByRole('listitem');
    // Every calculator of the three countries is live: what is coming is other countries.
    await expect(comingSoon).toHaveCount(2);
    await expect(comingSoon.nth(0)).toContainText(/Canadian/);
    await expect(comingSoon.nth(1)).toContainText(/Australian/);

    // Key Features: a default set with nothing selected, else the selected country's first three features.
    const features = menu.getByTestId('countries-key-features').getByRole('listitem');
    await expect(features).toHaveText(['Official rates, dated and cited', 'Step-by-step breakdowns', 'Free, with no account needed']);
    await menu.getByTestId('country-row-uk').click();
    await expect(features).toHaveText([
      'HMRC rates and thresholds for each tax year',
      'Scottish income tax bands',
      'SDLT, LBTT and LTT on property',
    ]);
    await menu.getByTestId('country-row-us').click();
    await expect(features).toHaveText(['All 50 states and DC', 'Every IRS filing status', 'Short- and long-term capital gains']);
    await menu.getByTestId('country-row-germany').click();
    await expect(features).toHaveText(['Income tax from 14% to 45%', 'All six tax classes', 'Church tax at 8% or 9%']);
    await menu.getByTestId('country-row-germany').click();
    await expect(features).toHaveText(['Official rates, dated and cited', 'Step-by-step breakdowns', 'Free, with no account needed']);

    await popularLinks.nth(1).click();
    await expect(page).toHaveURL(/\/us\/federal-income-tax$/);
    expect(errors).toEqual([]);
  });
});

test.describe('Countries menu, mobile variant (375 px)', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo.project.name), 'The hamburger menu replaces the mega-menu only on narrow screens.');
    await acceptCookiesBeforeLoad(page);
  });

  test('the country list links to each country with counts', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const calculators = await fetchCalculators(request);
    await page.goto('/about');
    await expect(page.getByTestId('countries-menu-button')).toHaveCount(0);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();

    // Counts computed from the catalogue: spec "2 Active, 1 Coming Soon, 12+ Calculators" when Germany had no live calculator.
    const active = countryIds.filter((id) => calculators.some((calculator) => calculator.country === id && isLive(calculator))).length;
    const comingSoon = countryIds.length - active;
    expect(calculators.length).toBeGreaterThanOrEqual(12);
    await expect(menu.getByTestId('mobile-countries-summary')).toHaveText(
      `${active} active ${active === 1 ? 'country' : 'countries'} · ${comingSoon} coming soon · ${calculators.length} calculators`,
    );

    for (const id of countryIds) {
      const own = calculators.filter((calculator) => calculator.country === id);
      const link = menu.getByTestId(`mobile-country-${id}`);
      await expect(link).toHaveAttribute('href', `/${id}`);
      await expect(link).toContainText(countryNames[id]);
      await expect(link).toContainText(`${own.filter(isLive).length} of ${own.length} calculators available`);
      await expect(link).toContainText(own.some(isLive) ? 'Active' : 'Coming Soon');
    }

    await menu.getByTestId('mobile-country-us').click();
    await expect(page).toHaveURL(/\/us$/);
    await expect(page.getByTestId('country-hub-us')).toBeVisible();
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the hamburger menu lists the UK, US and Germany calculators, Blog and About', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const calculators = await fetchCalculators(request);
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    for (const id of countryIds) {
      const live = calculators.filter((calculator) => calculator.country === id && isLive(calculator));
      expect(live.length, `${id} has a live calculator to list`).toBeGreaterThan(0);
      for (const calculator of live) await expect(menu.locator(`a[href="${calculator.url}"]`)).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');

    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').locator('a[href="/uk/income-tax"]').click();
    await expect(page).toHaveURL(/\/uk\/income-tax$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/income tax/i);
    expect(errors).toEqual([]);
  });
});
