import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin, e2eRegisterLimitPerHour } from './e2e/support/accounts';
import { chromiumFlags, chromiumPath } from './e2e/support/chromium';

// Browser tests run against the production build, served exactly as `npm start` serves it, with a fresh
// SQLite database each run. Debian's Chromium is used: Playwright's own browser download cannot work here.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'taxatlas-e2e-'));
const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop-1280',
      testIgnore: /desktop-app\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile-375',
      testIgnore: /desktop-app\//,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
    },
    // The desktop app's window: its own server side and persistent browser profile per test (e2e/desktop-app).
    { name: 'desktop-app', testMatch: /desktop-app\/.*\.spec\.ts/, use: { launchOptions } },
  ],
  // E2E_API_ENTRY and E2E_WEB_ROOT let a test run use builds kept elsewhere (e.g. two people testing at once).
  webServer: {
    command: `node ${process.env.E2E_API_ENTRY ?? 'apps/api/dist/main.js'}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      REGISTER_PER_IP_PER_HOUR: String(e2eRegisterLimitPerHour),
      // Every message of both projects comes from 127.0.0.1; the limit itself is tested in contact.int-spec.ts.
      CONTACT_PER_IP_PER_HOUR: '1000',
      // It also plays the hosted server the desktop app connects to (e2e/desktop-app).
      CORS_ALLOW_LOOPBACK_ORIGINS: 'true',
      // PUT /api/test/clock: the editor journey watches a scheduled article go live without waiting for it.
      TEST_CLOCK: 'enabled',
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    },
  },
});
