export { chromiumFlags, testBrowserPath } from './chromium-flags.mjs';
