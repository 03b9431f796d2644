import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors so a test can assert that a page ran cleanly. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
