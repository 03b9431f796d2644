// `npm start`: builds whatever is missing or older than its sources, then serves the website and the
// API on one port (PORT, default 3000) with SQLite in DATA_DIR (default ./data), seeding demo content.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'libs/tax-engine/src',
  'libs/tax-engine/params',
  'libs/contracts/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];
const outputs = ['libs/tax-engine/dist', 'libs/contracts/dist', 'apps/api/dist/main.js', 'apps/web/dist/index.html'];

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(full)) latest = Math.max(latest, newest(path.join(target, name)));
  return latest;
}

const missing = outputs.filter((output) => !existsSync(path.join(root, output)));
const builtAt = Math.min(...outputs.map((output) => (existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0)));
if (missing.length > 0 || sources.some((source) => newest(source) > builtAt)) {
  console.log(missing.length > 0 ? `Building (missing: ${missing.join(', ')})...` : 'Sources changed since the last build: rebuilding...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '3000', DATA_DIR: path.join(root, 'data'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
