import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors so a test can assert that a page ran cleanly. The status of a
 * page's own document is left out: Chromium reports a 404 page (a made-up path, which the server answers with the
 * not-found page and 404 on purpose) as a failed resource, and a test checks that status through goto's response.
 */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  const documents = new Set<string>();
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) documents.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && documents.has(message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
