import { expect, expectsCspViolation, test } from './support/app-test';
import { acceptCookies } from './support/calculator-helpers';
import { newAccount, openSignedIn, registerViaApi } from './support/account-helpers';
import { watchForErrors } from './support/page-checks';
import { cspViolations, logInAsAdmin, signInThroughStorage, watchCspViolations } from './support/sign-in';

// Every page and API response carries the security headers; the Content-Security-Policy stops an injected script
// while the app itself (pre-rendered pages, antd, the charts) runs without a single violation.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('pages, assets and API answers carry the security headers', async ({ page, request }) => {
  const pageResponse = await page.goto('/uk/income-tax');
  for (const response of [
    pageResponse!,
    await request.get('/api/health'),
    await request.get('/api/no-such-endpoint'),
    await request.post('/api/income-tax/calculate', { headers: { 'content-type': 'text/plain' }, data: 'x' }),
    await request.get('/favicon.svg'),
  ]) {
    const headers = response.headers();
    expect(headers['content-security-policy'], response.url()).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('an injected inline script or event handler does not run', async ({ page }) => {
  test.info().annotations.push({ type: expectsCspViolation, description: 'the injected script and handler must be refused' });
  await page.goto('/uk/income-tax');
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__handler = true');
    image.src = 'data:image/png;base64,broken';
    document.body.append(image);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
    return { injected: flags.__injected === true, handler: flags.__handler === true, violations };
  });
  expect(outcome.injected).toBe(false);
  expect(outcome.handler).toBe(false);
  expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem']));
});

test('the app runs under the policy: a calculation, its charts and the results panel without a violation', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/uk/income-tax?income=60000&year=2024-25&region=england&pension=0&loan=none');
  await expect(page.getByTestId('results-panel')).toBeVisible();
  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page.getByTestId('chart-split').locator('canvas').first()).toBeVisible();
  await page.goto('/blog');
  await page.goto('/us/state-tax?state=NY&income=80000');
  await expect(page.getByTestId('results-panel')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the admin screens run under the policy: users and site settings, signed in as an admin', async ({ page, request }) => {
  const errors = watchForErrors(page);
  await watchCspViolations(page);
  await signInThroughStorage(page, await logInAsAdmin(request));
  for (const path of ['/admin/dashboard', '/admin/dashboard/users', '/admin/dashboard/settings']) {
    await page.goto(path);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), path).toEqual([]);
  }
  await expect(page.getByTestId('settings-form')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the account pages run under the policy: /login, /signup, and /settings signed in', async ({ page, request }) => {
  const errors = watchForErrors(page);
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/signup');
  await expect(page.getByTestId('signup-form')).toBeVisible();
  expect(await violations()).toEqual([]);

  const account = newAccount('csp', { firstName: 'Content', lastName: 'Policy' });
  await openSignedIn(page, await registerViaApi(request, account), '/settings');
  await expect(page.getByTestId('settings-page')).toBeVisible();
  await expect(page.getByTestId('session-current')).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
