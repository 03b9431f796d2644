import { submitLogin } from './support/account-helpers';
import { expect, test } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { startOwnServer } from './support/own-server';

// The 6th quick failed login from one address gets a 429; the login page says so and when to try again.
// On a server of its own (support/own-server.ts): the lock-out would otherwise hit every later login of the run.

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright passes worker info second, after the fixtures it reads from the first
test.beforeAll(async ({}, workerInfo) => {
  // One port per worker running at the same time: both viewports run this file, possibly together.
  server = await startOwnServer(60 + workerInfo.parallelIndex);
});

test.afterAll(async () => {
  await server?.stop();
});

test('the 6th quick failed login shows the rate-limit message with the time to wait', async ({ page }) => {
  test.setTimeout(60_000);
  await acceptCookies(page);
  await page.goto(`${server!.baseURL}/login`);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await submitLogin(page, `nobody-${attempt}@taxatlas.example`, 'not the right password');
    expect((await answer).status()).toBe(401);
    await expect(page.getByTestId('login-error')).toContainText('Invalid email or password');
  }
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await submitLogin(page, 'nobody-6@taxatlas.example', 'not the right password');
  const response = await answer;
  expect(response.status()).toBe(429);
  const minutes = Math.ceil(Number(response.headers()['retry-after']) / 60);
  await expect(page.getByTestId('login-error')).toContainText(`Too many attempts. Try again in ${minutes} minutes.`);
  await expect(page.locator('[data-form-alert]')).toBeFocused();
});
