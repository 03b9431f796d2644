import { expect, test, type Locator, type Page } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { acceptCookiesBeforeLoad, clickOutside, isMobileProject, storeLanguageBeforeLoad } from './support/shell-helpers';
import { logInAsAdmin } from './support/sign-in';

// docs/product.md, "Site search" and "Constants and limits" (2 characters, 150 ms).

const SEARCH_DELAY_MS = 150;

/** The search field, opening the compact dropdown first on a narrow screen. */
async function openSearch(page: Page): Promise<Locator> {
  const toggle = page.getByTestId('site-search-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const input = page.getByTestId('site-search-input');
  await expect(input).toBeVisible();
  return input;
}

async function resultTitles(page: Page, query: string): Promise<string[]> {
  const input = await openSearch(page);
  await input.fill(query);
  await expect(page.getByTestId('site-search-results')).toBeVisible();
  await expect(page.getByTestId('site-search-results').getByText('Searching...')).toHaveCount(0);
  return page.getByTestId('site-search-result').locator('.search-result-title').allTextContents();
}

test.describe('Site search', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeLoad(page);
  });

  test('is a full-width field on desktop and a compact icon opening a dropdown on mobile', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const input = page.getByTestId('site-search-input');
    const toggle = page.getByTestId('site-search-toggle');
    if (isMobileProject(testInfo.project.name)) {
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveCount(0);
      await toggle.click();
      await expect(input).toBeVisible();
      await expect(input).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The icon closes the dropdown again.
      await toggle.click();
      await expect(input).toHaveCount(0);
    } else {
      await expect(toggle).toHaveCount(0);
      await expect(input).toBeVisible();
      const box = await input.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(150);
    }
    expect(errors).toEqual([]);
  });

  test('placeholder "Search calculators, articles..." in English', async ({ page }) => {
    await page.goto('/');
    await expect(await openSearch(page)).toHaveAttribute('placeholder', 'Search calculators, articles...');
  });

  test('placeholder "Suchen..." in German', async ({ page }) => {
    await storeLanguageBeforeLoad(page, 'de');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(await openSearch(page)).toHaveAttribute('placeholder', 'Suchen...');
  });

  test('shows nothing before 2 characters', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const input = await openSearch(page);
    await input.fill('v');
    await page.waitForTimeout(SEARCH_DELAY_MS * 3);
    await expect(page.getByTestId('site-search-results')).toHaveCount(0);
    // Blanks do not count as characters.
    await input.fill(' v ');
    await page.waitForTimeout(SEARCH_DELAY_MS * 3);
    await expect(page.getByTestId('site-search-results')).toHaveCount(0);
    await input.fill('va');
    await expect(page.getByTestId('site-search-result').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('results appear only after the 150 ms filtering delay ("Searching..." before)', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const input = await openSearch(page);
    await input.focus();
    // Types in the page and times, with the page's own clock, how long the first result takes to show.
    const timing = await page.evaluate(async () => {
      const field = document.querySelector<HTMLInputElement>('[data-testid="site-search-input"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const resultShown = () => document.querySelector('[data-testid="site-search-result"]') !== null;
      const start = performance.now();
      setValue.call(field, 'vat');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const afterFrame = {
        elapsed: performance.now() - start,
        results: document.querySelectorAll('[data-testid="site-search-result"]').length,
        text: document.querySelector('[data-testid="site-search-results"]')?.textContent ?? null,
      };
      const shownAfter = await new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (resultShown()) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        if (resultShown()) resolve(performance.now() - start);
        setTimeout(() => reject(new Error('no result within 5 s')), 5000);
      });
      return { afterFrame, shownAfter };
    });
    // Only meaningful if the first frame came before the delay ended (it does on any sane machine).
    if (timing.afterFrame.elapsed < SEARCH_DELAY_MS) {
      expect(timing.afterFrame.results).toBe(0);
      expect(timing.afterFrame.text).toBe('Searching...');
    }
    expect(timing.shownAfter).toBeGreaterThanOrEqual(SEARCH_DELAY_MS - 1);
    await expect(page.getByTestId('site-search-result').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('matches case-insensitively on title, description, category and country', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');

    // Category "VAT" (and titles holding VAT), whatever the case.
    const vatUpper = await resultTitles(page, 'VAT');
    expect(vatUpper).toEqual(expect.arrayContaining(['German VAT Calculator', 'VAT Explained']));
    expect(await resultTitles(page, 'vat')).toEqual(vatUpper);

    // Country: "germany" appears in no title or description, only as the country of the German calculators.
    const germany = await resultTitles(page, 'germany');
    expect(germany).toEqual([
      'German Income Tax Calculator',
      'German VAT Calculator',
      'German Corporate Tax Calculator',
      'German Social Security Calculator',
      'German Capital Gains Tax Calculator',
      'German Inheritance Tax Calculator',
    ]);
    expect(await resultTitles(page, 'United Kingdom')).toEqual([
      'UK Income Tax Calculator',
      'UK Stamp Duty Calculator',
      'UK VAT Calculator',
      'UK Capital Gains Tax Calculator',
      'UK National Insurance Calculator',
      'UK Corporation Tax Calculator',
      'Director Salary or Dividends Calculator',
    ]);

    // Title and category.
    const incomeTax = await resultTitles(page, 'income tax');
    expect(incomeTax).toEqual(
      expect.arrayContaining(['UK Income Tax Calculator', 'US Federal Income Tax Calculator', 'How Income Tax Is Calculated']),
    );
    expect(await resultTitles(page, 'INCOME TAX')).toEqual(incomeTax);

    // Category only: "Educational" is in neither the titles nor the descriptions.
    expect(await resultTitles(page, 'educational')).toEqual(['The German Tax System Explained', 'How Income Tax Is Calculated']);

    // Description only: "solidarity" is in the descriptions of the German income and corporate tax calculators and
    // of an article.
    expect(await resultTitles(page, 'SOLIDARITY')).toEqual([
      'German Income Tax Calculator',
      'German Corporate Tax Calculator',
      'The German Tax System Explained',
    ]);
    expect(errors).toEqual([]);
  });

  test('result cards show title, description, category badge and a country flag (none for blog results)', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    // "income" matches calculators and articles.
    await resultTitles(page, 'income');
    const results = page.getByTestId('site-search-result');

    const calculator = results.filter({ hasText: 'UK Income Tax Calculator' });
    await expect(calculator.locator('.search-result-title')).toHaveText('UK Income Tax Calculator');
    await expect(calculator.locator('.search-result-description')).toHaveText(
      'Income Tax, National Insurance and take-home pay for each tax year.',
    );
    await expect(calculator.locator('.badge')).toHaveText('Income Tax');
    await expect(calculator.locator('svg.country-flag-svg')).toHaveCount(1);
    await expect(calculator).toHaveAttribute('href', '/uk/income-tax');

    const article = results.filter({ hasText: 'How Income Tax Is Calculated' });
    await expect(article.locator('.search-result-description')).toHaveText('Allowances, bands and marginal rates, step by step.');
    await expect(article.locator('.badge')).toHaveText('Educational');
    await expect(article.locator('svg.country-flag-svg')).toHaveCount(0);
    await expect(article).toHaveAttribute('href', '/blog/income-tax-calculations');

    // Every card has the four parts; exactly the calculator cards carry a flag.
    const count = await results.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const card = results.nth(index);
      await expect(card.locator('.search-result-title')).not.toBeEmpty();
      await expect(card.locator('.search-result-description')).not.toBeEmpty();
      await expect(card.locator('.badge')).not.toBeEmpty();
      const href = await card.getAttribute('href');
      await expect(card.locator('svg.country-flag-svg')).toHaveCount(href?.startsWith('/blog/') ? 0 : 1);
    }
    expect(errors).toEqual([]);
  });

  test('a result links to its page', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    await resultTitles(page, 'stamp');
    await page.getByTestId('site-search-result').filter({ hasText: 'UK Stamp Duty Calculator' }).click();
    await expect(page).toHaveURL(/\/uk\/stamp-duty$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/stamp duty/i);
    await expect(page.getByTestId('site-search-results')).toHaveCount(0);

    await resultTitles(page, 'vat explained');
    await page.getByTestId('site-search-result').first().click();
    await expect(page).toHaveURL(/\/blog\/vat-explained$/);
    expect(errors).toEqual([]);
  });

  // An article an editor publishes appears in the site search (GET /api/articles?search=…).
  test('finds an article just published through the API, as a blog result linking to its page', async ({ page, request }, testInfo) => {
    const errors = watchForErrors(page);
    const admin = await logInAsAdmin(request);
    // A word no other page holds, different for each run and project.
    const word = `quillwort${Date.now().toString(36)}${testInfo.project.name.replace(/[^a-z0-9]/gi, '')}`;
    const title = `Filing Early: the ${word} Method`;
    const created = await request.post('/api/articles', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        title,
        excerpt: 'Why filing in spring saves time.',
        content: '<p>File early, keep receipts, and check your allowances.</p>',
        category: 'tax-tips',
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const { slug, id } = (await created.json()) as { slug: string; id: string };
    // Other tests count the blog's articles: this one goes when the test ends, pass or fail.
    try {
      // The page load asks nothing of the article search; searching does.
      const articleRequests: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname === '/api/articles') articleRequests.push(url.search);
      });
      await page.goto('/about');
      expect(articleRequests).toEqual([]);

      expect(await resultTitles(page, word.toUpperCase())).toEqual([title]);
      expect(articleRequests).toHaveLength(1);
      const card = page.getByTestId('site-search-result').filter({ hasText: title });
      await expect(card.locator('.search-result-description')).toHaveText('Why filing in spring saves time.');
      await expect(card.locator('.badge')).toHaveText('Tax Tips');
      await expect(card.locator('svg.country-flag-svg')).toHaveCount(0);
      await expect(card).toHaveAttribute('href', `/blog/${slug}`);

      // A seeded article the API also finds is listed once, as the built-in entry.
      const vat = await resultTitles(page, 'vat explained');
      expect(vat).toEqual(['VAT Explained']);

      await resultTitles(page, word);
      await page.getByTestId('site-search-result').filter({ hasText: title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(errors).toEqual([]);
    } finally {
      await request.delete(`/api/articles/${id}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    }
  });

  test('"No results found" when nothing matches', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    const titles = await resultTitles(page, 'xyzzy');
    expect(titles).toEqual([]);
    await expect(page.getByTestId('site-search-results')).toContainText('No results found');
    expect(errors).toEqual([]);
  });

  test('Escape closes the results and clears the text', async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    await resultTitles(page, 'vat');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('site-search-results')).toHaveCount(0);
    if (isMobileProject(testInfo.project.name)) {
      // The dropdown closes; opened again, the field is empty.
      await expect(page.getByTestId('site-search-input')).toHaveCount(0);
      await expect(page.getByTestId('site-search-toggle')).toBeFocused();
      await expect(await openSearch(page)).toHaveValue('');
    } else {
      await expect(page.getByTestId('site-search-input')).toHaveValue('');
    }
    await expect(page.getByTestId('site-search-results')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an outside click closes the results', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/about');
    await resultTitles(page, 'vat');
    await clickOutside(page);
    await expect(page.getByTestId('site-search-results')).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
    expect(errors).toEqual([]);
  });
});
