// Playwright in Debian's Chromium (its headless shell when installed) against the production build (built first when missing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { testBrowserPath } from '../e2e/support/chromium-flags.mjs';

if (!existsSync(testBrowserPath)) {
  console.error(
    `Chromium is missing at ${testBrowserPath}: install it with apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/api/dist/main.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
