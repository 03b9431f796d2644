// Does a burst of big image uploads starve logins? After `npm run build`:
// `node benchmarks/upload-pressure.mjs` (BENCH_PORT, default 4460; BENCH_UPLOADS, default 16).
// Starts the built API on a throwaway SQLite folder, sends BENCH_UPLOADS parallel uploads of a 39.7-megapixel PNG and,
// while they run, signs in every half second; prints each login's time, the uploads' statuses and the server's RSS.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHealth } from './admin-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
const port = Number(process.env.BENCH_PORT ?? 4460);
const uploads = Number(process.env.BENCH_UPLOADS ?? 16);
const baseUrl = `http://127.0.0.1:${port}`;
const email = 'bench-uploads@example.com';
const password = 'bench uploads passphrase 2026';

/** The server's resident memory in MB (Linux). */
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

async function login() {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  return { status: response.status, ms: Math.round(performance.now() - started), token: body.token };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'taxatlas-upload-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: `bench-${Math.random().toString(36).repeat(4)}`,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT_PER_MINUTE: '0',
  LOGIN_FAILURES_PER_IP: '100000',
};
const created = spawnSync(
  process.execPath,
  [path.join(root, 'apps/api/dist/cli/create-admin.js'), '--email', email, '--username', 'benchuploads', '--password', password],
  { env, encoding: 'utf8' },
);
if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr || created.stdout}`);

// 7,700 × 5,160 = 39.7 megapixels, 530 KB of PNG: the red team's image size.
const image = await sharp({ create: { width: 7700, height: 5160, channels: 3, background: { r: 40, g: 110, b: 190 } } })
  .png()
  .toBuffer();
const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitForHealth(`${baseUrl}/api/health`, api);
  const { token } = await login();
  const idleLogin = (await login()).ms;
  const rssBefore = rssMb(api.pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(api.pid))), 100);
  const started = performance.now();
  const burst = Array.from({ length: uploads }, () => {
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'big.png');
    return fetch(`${baseUrl}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(
      (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after') }),
    );
  });
  let done = false;
  const settled = Promise.all(burst).finally(() => (done = true));
  const logins = [];
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!done) logins.push(await login());
  }
  const results = await settled;
  const burstSeconds = ((performance.now() - started) / 1000).toFixed(1);
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  console.log(
    JSON.stringify(
      {
        uploads,
        burstSeconds: Number(burstSeconds),
        statuses,
        idleLoginMs: idleLogin,
        loginsDuringBurst: logins.map(({ status, ms }) => `${status} in ${ms} ms`),
        slowestLoginMs: Math.max(0, ...logins.map(({ ms }) => ms)),
        rssMb: { before: rssBefore, peak: peakRss, fiveSecondsAfter: rssMb(api.pid) },
      },
      null,
      2,
    ),
  );
} finally {
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
