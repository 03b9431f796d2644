import { expect, test } from './support/app-test';
import { publicRoutes } from './support/public-routes';

// The server tells pages from made-up paths with the route patterns the web build writes (apps/web/dist/
// route-patterns.json): a page answers 200, anything else 404 with the app's not-found page, never a "soft 404".
test.describe('page status codes', () => {
  test('every public page answers 200 and a made-up path 404', async ({ request }) => {
    for (const route of publicRoutes) {
      const expected = /page not found/i.test(route.heading.source) ? 404 : 200;
      const response = await request.get(route.path);
      expect({ path: route.path, status: response.status() }).toEqual({ path: route.path, status: expected });
    }
    for (const path of ['/.git/config', '/definitely-not-a-page', '/uk/nope', '/blog/a/b']) {
      const response = await request.get(path);
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(response.headers()['content-type']).toContain('text/html');
    }
  });

  test('a 404 page is the app’s not-found page', async ({ page }) => {
    const response = await page.goto('/.git/config');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
