import type { Page, Request } from '@playwright/test';

/**
 * Accepts the cookie banner before the app starts (the banner is fixed to the bottom of the viewport and would
 * otherwise cover buttons on the 375 px phone). The banner itself is covered by the shell specs.
 */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
}

/** Chromium logs a failed fetch as "Failed to load resource: the server responded with a status of N (...)". */
export function withoutExpectedHttpErrors(errors: readonly string[], statuses: readonly number[]): string[] {
  return errors.filter(
    (error) => !statuses.some((status) => error.startsWith(`Failed to load resource: the server responded with a status of ${status}`)),
  );
}

/** Records the requests whose URL path matches `pattern` (e.g. the calculation POSTs), in order. */
export function recordRequests(page: Page, pattern: RegExp, method?: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname) && (method === undefined || request.method() === method)) requests.push(request);
  });
  return requests;
}

/** Today as YYYY-MM-DD in the browser's (and this machine's) local time, as the export file name uses it. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The page URL's query string as a plain object, to compare with the inputs a calculator should carry. */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams.entries());
}
