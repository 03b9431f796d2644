import { expect, test, type APIRequestContext, type Page } from './support/app-test';
import { watchForErrors } from './support/page-checks';
import { publicRoutes } from './support/public-routes';
import { acceptCookiesBeforeLoad, pngSize } from './support/shell-helpers';

// docs/product.md, "Search metadata" (160 characters,
// 10 keywords, social image 1200x630).

const SITE_NAME = 'TaxAtlas';
const NOT_FOUND = '/no/such/page';
/** Pages that are not for search engines: the not-found page (spec), and the account screens and the system status page (product choice). */
const noIndexPaths = new Set([NOT_FOUND, '/login', '/signup', '/test']);

interface HeadSnapshot {
  readonly title: string;
  readonly descriptions: string[];
  readonly canonicals: string[];
  readonly ogImages: string[];
  readonly ogImageWidth: string | null;
  readonly ogImageHeight: string | null;
  readonly robots: string[];
  readonly keywords: string[];
  readonly alternates: string[];
}

function readHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const contents = (selector: string) =>
      Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector)).map((element) => element.content);
    return {
      title: document.title,
      descriptions: contents('meta[name="description"]'),
      canonicals: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((link) => link.href),
      ogImages: contents('meta[property="og:image"]'),
      ogImageWidth: document.head.querySelector<HTMLMetaElement>('meta[property="og:image:width"]')?.content ?? null,
      ogImageHeight: document.head.querySelector<HTMLMetaElement>('meta[property="og:image:height"]')?.content ?? null,
      robots: contents('meta[name="robots"]'),
      keywords: contents('meta[name="keywords"]'),
      alternates: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))
        .map((link) => `${link.hreflang} ${link.href}`)
        .sort(),
    };
  });
}

const imageSizes = new Map<string, { width: number; height: number }>();

async function imageSize(request: APIRequestContext, url: string): Promise<{ width: number; height: number }> {
  const known = imageSizes.get(url);
  if (known) return known;
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/png/);
  const size = pngSize(await response.body());
  imageSizes.set(url, size);
  return size;
}

test.describe('Search-engine metadata', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesBeforeLoad(page);
  });

  for (const route of publicRoutes) {
    test(`${route.path}: title, description ≤ 160, canonical, hreflang, og:image 1200×630, robots, ≤ 10 keywords`, async ({
      page,
      request,
      baseURL,
    }) => {
      const errors = watchForErrors(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(route.heading);
      const canonical = new URL(route.path, baseURL).href;
      // The page's own tags are written right after it renders.
      await expect.poll(async () => (await readHead(page)).canonicals).toEqual([canonical]);
      await expect(page).not.toHaveTitle(/^TaxAtlas – /); // the static title of index.html has been replaced
      const head = await readHead(page);

      // Title: the site name, or "<page> | TaxAtlas".
      expect(head.title === SITE_NAME || head.title.endsWith(` | ${SITE_NAME}`), `title "${head.title}"`).toBe(true);
      expect(head.title.replace(` | ${SITE_NAME}`, '').trim()).not.toBe('');

      expect(head.descriptions).toHaveLength(1);
      const description = head.descriptions[0]!;
      expect(description.trim()).not.toBe('');
      expect(description.length, description).toBeLessThanOrEqual(160);

      expect(head.ogImages).toHaveLength(1);
      const image = head.ogImages[0]!;
      expect(image).toMatch(/^https?:\/\//);
      expect(head.ogImageWidth).toBe('1200');
      expect(head.ogImageHeight).toBe('630');
      expect(await imageSize(request, image)).toEqual({ width: 1200, height: 630 });

      // Alternate languages: English everywhere; German and the default as well on /germany paths.
      const germany = route.path === '/germany' || route.path.startsWith('/germany/');
      expect(head.alternates).toEqual(germany ? [`de ${canonical}`, `en ${canonical}`, `x-default ${canonical}`] : [`en ${canonical}`]);

      expect(head.robots).toEqual([noIndexPaths.has(route.path) ? 'noindex' : 'index, follow']);

      expect(head.keywords.length).toBeLessThanOrEqual(1);
      if (head.keywords.length === 1) {
        const keywords = head.keywords[0]!.split(',').map((keyword) => keyword.trim());
        expect(keywords.length, head.keywords[0]).toBeLessThanOrEqual(10);
        expect(keywords.length).toBeGreaterThan(0);
        for (const keyword of keywords) expect(keyword, head.keywords[0]).not.toBe('');
      }
      expect(errors).toEqual([]);
    });
  }

  test('the not-found page is noindex', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /\bnoindex\b/);
    await expect(page).toHaveTitle(`Page not found | ${SITE_NAME}`);
    // Leaving it for a normal page makes the page indexable again.
    await page.getByTestId('not-found').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(errors).toEqual([]);
  });

  test('the canonical link names the page without its query string', async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk/income-tax?income=60000&year=2024-25');
    await expect(page.getByTestId('results-panel')).toBeVisible();
    await expect.poll(async () => (await readHead(page)).canonicals).toEqual([new URL('/uk/income-tax', baseURL).href]);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL('/uk/income-tax', baseURL).href);
    expect(errors).toEqual([]);
  });

  test('client-side navigation replaces the title, description and canonical link', async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    await page.goto('/uk');
    await expect(page.getByTestId('country-hub-uk')).toBeVisible();
    await expect(page).toHaveTitle(`UK tax calculators | ${SITE_NAME}`);
    const before = await readHead(page);
    await page.getByTestId('site-footer').locator('a[href="/privacy"]').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).not.toHaveTitle(before.title);
    await expect.poll(async () => (await readHead(page)).canonicals).toEqual([new URL('/privacy', baseURL).href]);
    const after = await readHead(page);
    expect(after.title).toMatch(/ \| TaxAtlas$/);
    expect(after.descriptions).toHaveLength(1);
    expect(after.descriptions[0]).not.toBe(before.descriptions[0]);
    expect(errors).toEqual([]);
  });
});
