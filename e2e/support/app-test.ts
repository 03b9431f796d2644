import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the app has taken over from the page's pre-rendered HTML (apps/web/src/main.tsx). That HTML is
 * inert: keys pressed or focus moved before the takeover go nowhere, as they would for a person pressing keys then.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root > .prerendered').waitFor({ state: 'detached' });
}

/**
 * Playwright's `test` whose `page` waits for the app after every `goto` and `reload`, so each test starts on the
 * running app. e2e/prerendered-pages.spec.ts tests the moments before, with the plain `test`.
 */
/** Annotation type for a test that provokes a CSP violation on purpose (an injected script must be refused). */
export const expectsCspViolation = 'expects-csp-violation';

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    // Every test doubles as a CSP check (no violation on any route, docs/security.md). The browser's
    // securitypolicyviolation event sees what the console can miss, e.g. an eval probe a library catches.
    const cspViolations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => {
      cspViolations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => Promise<void> }).__reportCspViolation;
        void report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
    if (!testInfo.annotations.some((annotation) => annotation.type === expectsCspViolation))
      expect(cspViolations, `CSP violations on ${page.url()}`).toEqual([]);
  },
});
