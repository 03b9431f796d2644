import { expect, test, type Page } from './support/app-test';
import { acceptCookies, recordRequests, withoutExpectedHttpErrors } from './support/calculator-helpers';
import { watchForErrors } from './support/page-checks';

// /blog/:slug against the seeded article vat-explained (apps/api/src/modules/articles/seed-content/vat-explained.ts).
const SLUG = 'vat-explained';
const TITLE = 'VAT Explained: Rates, Registration and How to Calculate It (UK and Germany)';
const TRACK_VIEW = /^\/api\/articles\/[^/]+\/track-view$/;
const LOG_TIME = /^\/api\/articles\/[^/]+\/log-time$/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe('blog article', () => {
  test('shows its title, category, read time and content with h2 sections', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(`/blog/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const category = page.locator('.blog-article-header').getByRole('link', { name: 'VAT', exact: true });
    await expect(category).toHaveAttribute('href', '/blog?category=vat');
    await expect(page.getByRole('list', { name: 'Article details' })).toContainText('4 min read');
    await expect(page.getByRole('list', { name: 'Article details' })).toContainText('By TaxAtlas Editorial Team');
    const content = page.getByTestId('article-content');
    await expect(content.locator('h2')).toHaveText([
      'UK VAT rates',
      'When you must register',
      'How to add and remove VAT',
      'VAT in Germany: Umsatzsteuer',
      'Selling across borders',
    ]);
    await expect(content).toContainText('20%');
    await expect(page.getByTestId('article-related-calculator').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opening it POSTs track-view once; the same visitor’s revisit adds no view, another visitor’s adds one', async ({
    browser,
    page,
  }) => {
    // A User-Agent of this test's own makes it a visitor no other test has been (a visitor is address + User-Agent).
    const visitorAgent = `${await page.evaluate(() => navigator.userAgent)} e2e-reader-${test.info().testId}-${Date.now()}`;
    const reader = await browser.newContext({ userAgent: visitorAgent, baseURL: test.info().project.use.baseURL });
    const readerPage = await reader.newPage();
    await acceptCookies(readerPage);
    const errors = watchForErrors(readerPage);
    const trackViews = recordRequests(readerPage, TRACK_VIEW, 'POST');
    const nextTrackView = (target: Page) => target.waitForResponse((response) => TRACK_VIEW.test(new URL(response.url()).pathname));

    const firstView = nextTrackView(readerPage);
    await readerPage.goto(`/blog/${SLUG}`);
    const first = (await (await firstView).json()) as { views: number; counted: boolean };
    expect(first.counted).toBe(true);
    await expect(readerPage.getByTestId('article-views')).toHaveText(first.views === 1 ? '1 view' : `${first.views} views`);
    await readerPage.waitForTimeout(1000);
    expect(trackViews).toHaveLength(1);

    // The same reader comes back within the window: the page reports the visit, the server does not count it again.
    const revisit = nextTrackView(readerPage);
    await readerPage.goto('/blog');
    await readerPage.goto(`/blog/${SLUG}`);
    const again = (await (await revisit).json()) as { views: number; counted: boolean };
    expect(again.counted).toBe(false);
    expect(trackViews).toHaveLength(2);
    await expect(readerPage.getByTestId('article-views')).toHaveText(`${again.views} views`);

    // Another browser is another reader: counted.
    const other = await browser.newContext({ userAgent: `${visitorAgent}-second`, baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await acceptCookies(otherPage);
    const otherView = nextTrackView(otherPage);
    await otherPage.goto(`/blog/${SLUG}`);
    const second = (await (await otherView).json()) as { views: number; counted: boolean };
    expect(second.counted).toBe(true);
    expect(second.views).toBeGreaterThan(again.views);
    await expect(otherPage.getByTestId('article-views')).toHaveText(`${second.views} views`);
    expect(errors).toEqual([]);
    await other.close();
    await reader.close();
  });

  test('leaving the article POSTs log-time with the seconds spent reading', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(`/blog/${SLUG}`);
    await expect(page.getByTestId('article-content')).toBeVisible();
    await page.waitForTimeout(2500);
    const logTime = page.waitForRequest((request) => LOG_TIME.test(new URL(request.url()).pathname) && request.method() === 'POST');
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    const request = await logTime;
    const body = request.postDataJSON() as { timeSpent: number };
    expect(Object.keys(body)).toEqual(['timeSpent']);
    expect(Number.isInteger(body.timeSpent)).toBe(true);
    expect(body.timeSpent).toBeGreaterThanOrEqual(2);
    expect(body.timeSpent).toBeLessThan(30);
    await expect(page).toHaveURL(/\/blog$/);
    expect(errors).toEqual([]);
  });

  test('in German the article shows the German summary', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('preferred-language', 'de'));
    await page.goto(`/blog/${SLUG}`);
    const summary = page.getByTestId('article-summary-de');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAttribute('lang', 'de');
    await expect(summary.getByRole('heading')).toHaveText('Zusammenfassung auf Deutsch');
    await expect(summary).toContainText('Die Mehrwertsteuer (im Vereinigten Königreich VAT, in Deutschland Umsatzsteuer)');
    await expect(summary).toContainText('Der vollständige Artikel unten ist auf Englisch.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mehrwertsteuer erklärt: Sätze, Registrierung und Berechnung (Großbritannien und Deutschland)',
    );
    expect(errors).toEqual([]);
  });

  test('in English there is no German summary', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto(`/blog/${SLUG}`);
    await expect(page.getByTestId('article-content')).toBeVisible();
    await expect(page.getByTestId('article-summary-de')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an unknown slug shows the not-found text', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/blog/there-is-no-such-article');
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(notFound).toContainText('There is no published article at this address.');
    await expect(notFound).toContainText('/blog/there-is-no-such-article');
    await expect(notFound.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blog');
    // The only console message is Chromium's note about the API's 404 for the unknown slug.
    expect(withoutExpectedHttpErrors(errors, [404])).toEqual([]);
  });

  test('article HTML has no <script>', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const list = (await (await request.get('/api/articles?limit=50')).json()) as { data: { slug: string }[] };
    expect(list.data.length).toBeGreaterThanOrEqual(8);
    for (const { slug } of list.data) {
      const article = (await (await request.get(`/api/articles/${slug}`)).json()) as { content: string };
      expect(article.content, slug).not.toMatch(/<script/i);
      expect(article.content, slug).not.toMatch(/\son[a-z]+\s*=/i);
    }
    await page.goto(`/blog/${SLUG}`);
    await expect(page.getByTestId('article-content').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('article-content').locator('script')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
