// Browser-side figures for `npm run bench`: the JavaScript each page loads first (gzip), the chart of tax across
// incomes (its lazy chunks, the time to compute one curve with the CPU throttled) and Lighthouse scores.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium-flags.mjs';

/** A lazy chunk of the chart of tax across incomes: one per calculator (apps/web/src/components/results-panel/income-curves/). */
const curveChunk = /-curve-[\w-]+\.js$/;

/** The chart library's chunk (apps/web/vite.config.ts, group `charts`): `charts-<hash>.js`, not `charts-tab-<hash>.js`. */
const chartLibraryChunk = /\/charts-[\w-]{8}\.js$/;

/**
 * The pages `npm run bench` measures the first load of: every path of the built app's route table
 * (dist/route-patterns.json, written by the web build from the router, so a page added to the router is measured
 * without being listed here) that has no parameter. Signed-in pages are visited signed out, as a first visit finds
 * them (the guard sends the visitor to /login).
 */
export function firstLoadPages(webDist) {
  const { patterns } = JSON.parse(readFileSync(path.join(webDist, 'route-patterns.json'), 'utf8'));
  return patterns.filter((pattern) => !/[:*]/.test(pattern));
}

/**
 * Waits until a page has settled: the network idle, then no new script for a second. Under load the main thread can
 * be busy long enough for the network to look idle before the app has asked for the page's route chunk.
 */
async function settle(page, scripts) {
  await page.waitForLoadState('networkidle');
  // The app has rendered: #root filled, and the pre-rendered markup (if any) replaced.
  await page
    .waitForFunction(
      () =>
        globalThis.document.querySelector('#root')?.hasChildNodes() && !globalThis.document.querySelector('#root > fieldset.prerendered'),
      null,
      {
        timeout: 60_000,
      },
    )
    .catch(() => undefined);
  for (let count = -1; count !== scripts.size || scripts.pending > 0;) {
    count = scripts.size;
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  }
}

/**
 * Every script a page loads until the network is idle (its route chunk included, nothing it loads only on a
 * click, such as the charts), with its gzip -9 size. `curveChunks` lists any chunk of the tax-across-incomes chart
 * among them, `chartLibraryChunks` the chart library's: there should be none. `landedOn` is the path the page ended on
 * (a signed-in page sends a first visitor to /login).
 */
export async function firstLoadJavaScript(baseUrl, pagePaths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  const results = {};
  try {
    for (const pagePath of pagePaths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await settle(page, scripts);
      results[pagePath] = {
        ...sizeOf(scripts),
        landedOn: new URL(page.url()).pathname,
        curveChunks: [...scripts.keys()].filter((file) => curveChunk.test(file)),
        chartLibraryChunks: [...scripts.keys()].filter((file) => chartLibraryChunk.test(file)),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Scripts a page downloads, by path, with their gzip -9 size. A body the browser no longer holds (the script of a
 * document that redirected, as a guarded page does to /login) is fetched again to be measured.
 */
function recordScripts(page) {
  const scripts = new Map();
  // Bodies still being read: the page has not settled while any is.
  scripts.pending = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.pending += 1;
    const body = await response
      .body()
      .catch(() =>
        page
          .context()
          .request.get(response.url())
          .then((again) => again.body()),
      )
      .catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    scripts.pending -= 1;
  });
  return scripts;
}

function sizeOf(scripts, files = [...scripts.keys()]) {
  const totalBytes = files.reduce((sum, file) => sum + (scripts.get(file) ?? 0), 0);
  return { gzipKB: Number((totalBytes / 1024).toFixed(1)), files: files.length };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The chart of tax across incomes on each calculator page (a URL with an income): the scripts the Charts tab brings
 * (checked absent before it opens) and the time to compute one curve in Chromium with the CPU throttled
 * `cpuThrottling` times (CDP Emulation.setCPUThrottlingRate). The time is the `taxatlas:tax-curve` User Timing entry
 * the chart leaves around its computation: the first curve (engine code not yet optimised, as a visitor meets it),
 * then the median of `runs` more after new incomes are submitted with the tab open.
 */
export async function incomeCurveMetrics(baseUrl, pageUrls, { cpuThrottling = 4, runs = 10 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  const results = {};
  try {
    for (const pageUrl of pageUrls) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // The cookie banner is fixed to the bottom of a phone's viewport; accepted up front so it covers nothing.
      await context.addInitScript(() => globalThis.localStorage.setItem('cookiesAccepted', 'true'));
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${baseUrl}${pageUrl}`, { waitUntil: 'networkidle' });
      const panel = page.getByTestId('results-panel');
      await panel.waitFor();
      await page.waitForLoadState('networkidle');
      const beforeTab = new Set(scripts.keys());

      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
      const curveTimes = () =>
        page.evaluate(() => performance.getEntriesByName('taxatlas:tax-curve').map((entry) => [entry.duration, entry.detail]));
      await panel.getByRole('tab', { name: 'Charts' }).click();
      const figure = panel.getByTestId('chart-income-curve');
      await figure.getByRole('img').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const [[first, detail]] = await curveTimes();

      const income = Number(new URL(pageUrl, baseUrl).searchParams.get('income'));
      for (let run = 1; run <= runs; run += 1) {
        const count = (await curveTimes()).length;
        await page.locator('input[name="income"]').fill(String(Math.round(income * (1 + run / 10))));
        await page.locator('form.calculator-form button[type="submit"]').click();
        await page.waitForFunction((expected) => performance.getEntriesByName('taxatlas:tax-curve').length > expected, count, {
          timeout: 60_000,
        });
      }
      const later = (await curveTimes()).slice(1).map(([duration]) => duration);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const tabFiles = [...scripts.keys()].filter((file) => !beforeTab.has(file));
      const engineFiles = tabFiles.filter((file) => !/\/(charts|charts-tab|helpers)-[\w-]+\.js$/.test(file));
      results[pageUrl.split('?')[0]] = {
        calculationType: detail.calculationType,
        points: detail.points,
        cpuThrottling,
        firstCurveMs: Number(first.toFixed(1)),
        medianCurveMs: Number(median(later).toFixed(1)),
        runs: later.length,
        chartsTab: sizeOf(scripts, tabFiles),
        curveEngine: { ...sizeOf(scripts, engineFiles), names: engineFiles.map((file) => file.split('/').pop()) },
        curveChunkBeforeTab: [...beforeTab].some((file) => curveChunk.test(file)),
        curveChunkWithTab: tabFiles.some((file) => curveChunk.test(file)),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Lighthouse category scores (0–100) per page, for the mobile default and the desktop preset: the median of `runs`
 * runs of each, since one run on a shared machine moves by several points. `metrics` holds the mobile runs' median
 * first contentful paint, largest contentful paint and total blocking time (ms), and every run's performance score.
 */
export async function lighthouseScores(baseUrl, pagePaths, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  const results = {};
  try {
    for (const pagePath of pagePaths) {
      results[pagePath] = {};
      for (const [formFactor, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        const reports = [];
        for (let run = 0; run < runs; run += 1) {
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
          if (runnerResult) reports.push(runnerResult.lhr);
        }
        const categoryIds = Object.keys(reports[0]?.categories ?? {});
        results[pagePath][formFactor] = Object.fromEntries(
          categoryIds.map((id) => [id, median(reports.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100)))]),
        );
        if (formFactor === 'mobile') {
          const audit = (id) => Math.round(median(reports.map((report) => report.audits[id]?.numericValue ?? 0)));
          results[pagePath].metrics = {
            runs: reports.length,
            performanceRuns: reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100)),
            firstContentfulPaintMs: audit('first-contentful-paint'),
            largestContentfulPaintMs: audit('largest-contentful-paint'),
            totalBlockingTimeMs: audit('total-blocking-time'),
          };
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
