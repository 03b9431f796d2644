// Browser-side figures for `npm run bench`: the JavaScript each page loads first (gzip) and Lighthouse scores.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps dialling Google's hosts, which this network refuses.
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every script a page loads until the network is idle (its route chunk included, nothing it loads only on a
 * click, such as the charts), with its gzip -9 size.
 */
export async function firstLoadJavaScript(baseUrl, pagePaths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  const results = {};
  try {
    for (const pagePath of pagePaths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => undefined);
        if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const totalBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      results[pagePath] = { gzipKB: Number((totalBytes / 1024).toFixed(1)), files: scripts.size };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Lighthouse category scores (0–100) per page, for the mobile default and the desktop preset. */
export async function lighthouseScores(baseUrl, pagePaths) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results = {};
  try {
    for (const pagePath of pagePaths) {
      results[pagePath] = {};
      for (const [formFactor, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        const runnerResult = await lighthouse(
          `${baseUrl}${pagePath}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          config,
        );
        const categories = runnerResult?.lhr.categories ?? {};
        results[pagePath][formFactor] = Object.fromEntries(
          Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
