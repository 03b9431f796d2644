// Debian's Chromium (Playwright's own browser download cannot work here), with the flags every run uses: the
// browser tests (playwright.config.ts, e2e/desktop-app) and the browser benchmarks (benchmarks/web-metrics.mjs). Without the
// background-networking flags Chromium keeps dialling Google's hosts, which this network refuses.
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse measures pages in it (benchmarks/web-metrics.mjs). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';
/**
 * Debian's chromium-headless-shell (the "old" headless mode, the one Playwright itself runs headless tests in) when it
 * is installed: the same Blink and V8 without the full browser's UI layer, so each page costs a fifth less CPU on
 * the two-core CI machine. The full browser otherwise.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
