// The desktop app without Electron: its server side runs under Node exactly as the app starts it, and Chromium
// plays the window (desktop-renderer.ts). What only a machine with the Electron binary can check is listed in
// docs/desktop.md ("What is tested where").
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startTestDesktop, type DesktopServer } from '../../apps/desktop/test/support/desktop-harness';
import { e2eAdmin } from '../support/accounts';
import { submitLogin } from '../support/account-helpers';
import { openDesktopWindow, showPage, type DesktopWindow } from './desktop-renderer';

test.describe.configure({ mode: 'serial' });

let userDataDir = '';
const launched: { desktop: DesktopServer; window: DesktopWindow }[] = [];

async function launchApp(): Promise<{ desktop: DesktopServer; window: DesktopWindow }> {
  const desktop = await startTestDesktop(userDataDir);
  const window = await openDesktopWindow(desktop, userDataDir);
  const app = { desktop, window };
  launched.push(app);
  return app;
}

async function quitApp(app: { desktop: DesktopServer; window: DesktopWindow }): Promise<void> {
  expect(app.window.cspViolations, 'CSP violations in the desktop window').toEqual([]);
  await app.window.close();
  await app.desktop.close();
  launched.splice(launched.indexOf(app), 1);
}

test.beforeEach(() => {
  userDataDir = mkdtempSync(join(tmpdir(), 'taxatlas-desktop-e2e-'));
});

test.afterEach(async () => {
  for (const app of launched.splice(0)) {
    await app.window.close().catch(() => undefined);
    await app.desktop.close();
  }
  rmSync(userDataDir, { recursive: true, force: true });
});

test('the window keeps its origin and localStorage (cookie choice, language) from one launch to the next', async () => {
  const first = await launchApp();
  await showPage(first.window, first.desktop, '/');
  const { page } = first.window;
  await expect(page.getByTestId('connection-indicator')).toContainText('This computer');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept' }).click();
  await page.locator('header.site-header').getByRole('button', { name: 'DE – Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const origin = first.desktop.origin;
  await quitApp(first);

  const second = await launchApp();
  expect(second.desktop.origin).toBe(origin);
  await showPage(second.window, second.desktop, '/');
  await expect(second.window.page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(second.window.page.getByTestId('cookie-banner')).toHaveCount(0);
  expect(await second.window.page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))).toBe('true');
  await quitApp(second);
});

test('offline, a professional calculates, saves the calculation for a client, and reopens it after a restart', async () => {
  const first = await launchApp();
  const { page } = first.window;
  await showPage(first.window, first.desktop, '/uk/income-tax?income=60000&year=2026-27&region=england');
  const panel = page.getByTestId('results-panel');
  // gov.uk income tax rates 2026-27: £7,540 at 20% plus £3,892 at 40% on £60,000.
  await expect(panel.getByTestId('stat-card').filter({ hasText: 'Income Tax' }).first()).toContainText('£11,432.00');
  await panel.getByTestId('save-calculation').click();
  await page.getByTestId('save-calculation-client').fill('Smith & Co');
  await page.getByTestId('save-calculation-name').fill('Salary review April');
  await page.getByTestId('save-calculation-submit').click();
  await expect(page.getByText('Calculation saved')).toBeVisible();
  expect(first.window.offMachineRequests).toEqual([]);
  await quitApp(first);

  const second = await launchApp();
  await showPage(second.window, second.desktop, '/saved');
  const row = second.window.page.getByTestId('saved-calculation-row').filter({ hasText: 'Salary review April' });
  await expect(row).toBeVisible();
  await expect(second.window.page.getByTestId('saved-client-smith-co')).toContainText('Smith & Co');
  await row.getByTestId('saved-calculation-open').click();
  await expect(second.window.page).toHaveURL(/\/uk\/income-tax\?.*income=60000/);
  await expect(
    second.window.page.getByTestId('results-panel').getByTestId('stat-card').filter({ hasText: 'Income Tax' }).first(),
  ).toContainText('£11,432.00');
  expect(second.window.offMachineRequests).toEqual([]);
  await quitApp(second);
});

async function postContactMessage(request: APIRequestContext, subject: string): Promise<void> {
  const response = await request.post('/api/contact', {
    data: {
      name: 'Vera Visitor',
      email: 'vera@example.com',
      subject,
      message: `Is the ${subject} figure right for 2026-27?`,
      startedAt: Date.now() - 60_000,
    },
  });
  expect(response.status()).toBe(201);
}

test('connected to a hosted server, an admin reads a contact message there; the session is kept encrypted', async ({
  request,
  baseURL,
}) => {
  // The Playwright web server plays the hosted TaxAtlas server (it allows desktop clients: CORS_ALLOW_LOOPBACK_ORIGINS).
  const subject = `desktop-remote-${Date.now()}`;
  await postContactMessage(request, subject);
  const remoteUrl = baseURL!;

  const app = await launchApp();
  const { page } = app.window;
  await showPage(app.window, app.desktop, '/settings/server');
  await page.getByTestId('server-url').fill(remoteUrl);
  await page.getByTestId('server-check').click();
  await expect(page.getByText(/version/i)).toBeVisible();
  await page.getByTestId('server-connect').click();
  await expect(page.getByTestId('connection-indicator')).toContainText(`Server: ${new URL(remoteUrl).host}`);

  await showPage(app.window, app.desktop, '/login');
  await submitLogin(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await showPage(app.window, app.desktop, `/admin/dashboard/contact?search=${subject}`);
  const row = page.getByTestId('contact-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByTestId('contact-detail')).toContainText(`Is the ${subject} figure right for 2026-27?`);

  // The token is in the settings file only as keychain ciphertext, and not in the page's storage at all.
  const settings = readFileSync(join(userDataDir, 'desktop-settings.json'), 'utf8');
  expect(JSON.parse(settings)).toMatchObject({
    remote: { serverUrl: remoteUrl.replace(/\/$/, '') },
    sessions: { [remoteUrl.replace(/\/$/, '')]: expect.any(String) },
  });
  expect(settings).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // Back to this computer: the admin area no longer sees the hosted server's inbox.
  await showPage(app.window, app.desktop, '/settings/server');
  await page.getByTestId('server-use-local').click();
  await expect(page.getByTestId('connection-indicator')).toContainText('This computer');
  await quitApp(app);
});
