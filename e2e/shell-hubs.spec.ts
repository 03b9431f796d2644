import { expect, test } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad, countryIds, fetchCalculators, isLive } from './support/shell-helpers';

// docs/product.md, "Country routes": the hubs and the coming-soon pages.

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeLoad(page);
});

test.describe('Country hubs', () => {
  for (const country of countryIds) {
    test(`/${country} lists its calculators with their true statuses (GET /api/calculators)`, async ({ page, request }) => {
      const errors = watchForErrors(page);
      const own = (await fetchCalculators(request)).filter((calculator) => calculator.country === country);
      expect(own.length).toBeGreaterThan(0);
      const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/calculators');
      await page.goto(`/${country}`);
      expect((await served).status()).toBe(200);
      const hub = page.getByTestId(`country-hub-${country}`);
      await expect(hub).toBeVisible();
      await expect(hub.getByText('Checking the latest status…')).toHaveCount(0);
      await expect(hub.getByText(/could not be loaded/)).toHaveCount(0);

      const tiles = hub.getByTestId('calculator-tile');
      await expect(tiles).toHaveCount(own.length);
      for (const calculator of own) {
        const tile = hub.locator(`[data-testid="calculator-tile"][data-calculator="${calculator.id}"]`);
        await expect(tile, calculator.id).toHaveAttribute('data-status', calculator.status);
        const pageLink = tile.locator(`a[href="${calculator.url}"]`);
        if (isLive(calculator)) {
          await expect(pageLink, `${calculator.id} links to its page`).toHaveCount(1);
          await expect(tile).toContainText(calculator.status === 'beta' ? 'Beta' : 'Available');
        } else {
          await expect(tile).toContainText('Coming Soon');
        }
      }
      expect(errors).toEqual([]);
    });
  }

  test('an available calculator on a hub links to its page', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const calculators = await fetchCalculators(request);
    for (const country of countryIds) {
      const live = calculators.filter((calculator) => calculator.country === country && isLive(calculator));
      for (const calculator of live) {
        await page.goto(`/${country}`);
        await page
          .locator(`[data-testid="calculator-tile"][data-calculator="${calculator.id}"]`)
          .locator(`a[href="${calculator.url}"]`)
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${calculator.url}$`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId(`country-hub-${country}`)).toHaveCount(0);
        await expect(page.getByTestId('not-found')).toHaveCount(0);
      }
    }
    expect(errors).toEqual([]);
  });
});

test.describe('Calculator pages and coming-soon pages', () => {
  // Driven by the catalogue the API answers: a live calculator's page shows its calculator and never says
  // "coming soon"; a calculator declared but not built yet has a page that says so and links to the live ones.
  test('every calculator of the catalogue has the page its status promises', async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = watchForErrors(page);
    const calculators = await fetchCalculators(request);
    expect(calculators.length).toBeGreaterThanOrEqual(20);
    for (const calculator of calculators) {
      await page.goto(calculator.url);
      await expect(page.getByRole('heading', { level: 1 }), calculator.id).toBeVisible();
      if (isLive(calculator)) {
        await expect(page.getByTestId('coming-soon'), calculator.id).toHaveCount(0);
        await expect(page.locator('main form').first(), calculator.id).toBeVisible();
        continue;
      }
      const comingSoon = page.getByTestId('coming-soon');
      await expect(comingSoon).toContainText('Not available yet');
      const live = calculators.filter((other) => other.country === calculator.country && isLive(other));
      const today = comingSoon.locator('section', { has: page.getByRole('heading', { name: 'Calculators you can use today' }) });
      for (const other of live) await expect(today.locator(`a[href="${other.url}"]`), other.id).toHaveCount(1);
      await expect(today.locator(`a[href="/${calculator.country}"]`)).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });
});
