import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin, e2eRegisterLimitPerHour } from './e2e/support/accounts';
import { chromiumFlags, testBrowserPath } from './e2e/support/chromium-flags.mjs';

// Browser tests run against the production build, served exactly as `npm start` serves it, with a fresh
// SQLite database each run. Debian's Chromium is used (its headless shell when installed): Playwright's own browser
// download cannot work here.
//
// Each project has a server and a database of its own, so one project's articles, accounts and rate limits never
// reach the other's tests. Files run one at a time: two workers were tried and were no faster on two cores (the
// browser, not the runner, is the bottleneck) while every page took twice as long to load.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'taxatlas-e2e-'));
const launchOptions = { executablePath: testBrowserPath, args: chromiumFlags };
const projectNames = ['desktop-1280', 'mobile-375', 'desktop-app'] as const;
const serverOf = (project: (typeof projectNames)[number]) => {
  const port = basePort + projectNames.indexOf(project);
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: path.join(dataRoot, project) };
};

export default defineConfig({
  testDir: 'e2e',
  // Generous for a loaded two-core CI machine; a healthy page loads in about a second.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop-1280',
      testIgnore: /desktop-app\//,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        baseURL: serverOf('desktop-1280').baseURL,
      },
    },
    {
      name: 'mobile-375',
      // What the server sends (status codes, security headers, the <head>'s search metadata) does not depend on the
      // window's width: those files run once, in the desktop project. Every page still renders and passes axe here.
      testIgnore: [/desktop-app\//, /page-status\.spec\.ts$/, /security-headers\.spec\.ts$/, /shell-seo\.spec\.ts$/],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions, baseURL: serverOf('mobile-375').baseURL },
    },
    // The desktop app's window: its own server side and persistent browser profile per test (e2e/desktop-app); its
    // project's server plays the hosted site the app connects to.
    {
      name: 'desktop-app',
      testMatch: /desktop-app\/.*\.spec\.ts/,
      use: { launchOptions, baseURL: serverOf('desktop-app').baseURL },
    },
  ],
  // E2E_API_ENTRY and E2E_WEB_ROOT let a test run use builds kept elsewhere (e.g. two people testing at once).
  webServer: projectNames.map((project) => {
    const { port, baseURL, dataDir } = serverOf(project);
    return {
      name: project,
      command: `node ${process.env.E2E_API_ENTRY ?? 'apps/api/dist/main.js'}`,
      url: `${baseURL}/api/health`,
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
        // Every message comes from 127.0.0.1; the limit itself is tested in contact.int-spec.ts.
        CONTACT_PER_IP_PER_HOUR: '1000',
        // The desktop app connects to the desktop-app project's server as to a hosted one (e2e/desktop-app).
        CORS_ALLOW_LOOPBACK_ORIGINS: 'true',
        // PUT /api/test/clock: the editor journey watches a scheduled article go live without waiting for it.
        TEST_CLOCK: 'enabled',
        ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
      },
    };
  }),
});
