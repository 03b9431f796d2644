import { expect, test, type Page } from './support/app-test';
import { acceptCookies, queryOf } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// /blog against the seeded blog (apps/api/src/modules/articles/seed-content): 8 published articles, 6 a page.
const FEATURED = ['german-tax-system', 'uk-tax-guide-2024', 'us-tax-deductions'];
const ALL_SLUGS = [
  'german-tax-system',
  'investment-tax-basics',
  'tax-planning-tips',
  'income-tax-calculations',
  'small-business-taxes',
  'vat-explained',
  'uk-tax-guide-2024',
  'us-tax-deductions',
];

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const cards = (page: Page) => page.getByTestId('blog-card');
const slugsShown = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-slug')));

test.describe('blog list', () => {
  test('lists the 8 seeded articles, newest first, 6 a page, with Next and Previous', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax blog');
    await expect(page.getByTestId('blog-count')).toHaveText('8 articles');
    await expect(cards(page)).toHaveCount(6);
    const firstPage = await slugsShown(page);
    expect(firstPage).toEqual(ALL_SLUGS.slice(0, 6));
    await expect(page.getByTestId('blog-previous-page')).toBeDisabled();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByTestId('blog-next-page').click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards(page)).toHaveCount(2);
    expect(await slugsShown(page)).toEqual(ALL_SLUGS.slice(6));
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByTestId('blog-next-page')).toBeDisabled();

    await page.getByTestId('blog-previous-page').click();
    await expect(cards(page)).toHaveCount(6);
    expect(queryOf(page).page).toBeUndefined();
    expect(await slugsShown(page)).toEqual(firstPage);
    expect(errors).toEqual([]);
  });

  test('the category filter narrows the list and is kept in the URL', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(6);
    const filter = page.getByTestId('blog-category-filter');
    await expect(filter).toHaveValue('');
    await filter.selectOption('vat');
    await expect(page).toHaveURL(/[?&]category=vat\b/);
    await expect(page.getByTestId('blog-count')).toHaveText('2 articles');
    // vat-explained has VAT as its category; small-business-taxes lists VAT among its categories.
    expect((await slugsShown(page)).sort()).toEqual(['small-business-taxes', 'vat-explained']);
    await expect(page.getByTestId('blog-next-page')).toHaveCount(0);

    await page.reload();
    await expect(filter).toHaveValue('vat');
    await expect(page.getByTestId('blog-count')).toHaveText('2 articles');
    await expect(cards(page)).toHaveCount(2);

    await filter.selectOption('');
    await expect(page.getByTestId('blog-count')).toHaveText('8 articles');
    expect(queryOf(page).category).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test("searching for 'VAT' narrows the list and is kept in the URL", async ({ page, request }) => {
    const errors = watchForErrors(page);
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(6);
    await page.getByTestId('blog-search').fill('VAT');
    await expect(page).toHaveURL(/[?&]search=VAT\b/);
    // The server searches title, excerpt and content; the page shows exactly what it returns.
    const expected = (await (await request.get('/api/articles?search=VAT&limit=50')).json()) as { total: number; data: { slug: string }[] };
    expect(expected.total).toBeLessThan(8);
    await expect(page.getByTestId('blog-count')).toHaveText(`${expected.total} articles`);
    await expect(cards(page)).toHaveCount(expected.total);
    expect(await slugsShown(page)).toEqual(expected.data.map((article) => article.slug));
    expect(await slugsShown(page)).toContain('vat-explained');
    expect(await slugsShown(page)).not.toContain('german-tax-system');

    await page.getByTestId('blog-search').fill('no article talks about this xyzzy');
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('blog-count')).toHaveText('8 articles');
    expect(errors).toEqual([]);
  });

  test('featured articles are marked', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(6);
    for (const pageNumber of [1, 2]) {
      if (pageNumber === 2) {
        await page.getByTestId('blog-next-page').click();
        await expect(cards(page)).toHaveCount(2);
      }
      for (const card of await cards(page).all()) {
        const slug = (await card.getAttribute('data-slug')) ?? '';
        if (FEATURED.includes(slug)) {
          await expect(card, slug).toContainText('Featured');
          await expect(card, slug).toHaveClass(/blog-card-featured/);
        } else {
          await expect(card, slug).not.toContainText('Featured');
          await expect(card, slug).not.toHaveClass(/blog-card-featured/);
        }
      }
    }
    expect(errors).toEqual([]);
  });
});
