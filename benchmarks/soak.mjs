// Mixed traffic against the built API on 127.0.0.1 for a bounded time: anonymous readers (list, article,
// search), calculations, an editor saving an article again and again, image uploads (PNGs of a few MB made by sharp)
// and logins (right ones, and wrong ones from distinct X-Forwarded-For addresses, which TRUST_PROXY=loopback believes).
// Prints the count of 5xx (must be 0), p99 per kind and the server's RSS before and after; exits non-zero on any 5xx
// or failed request. Run by `npm run bench -- --only=soak`, or alone after `npm run build`: `node benchmarks/soak.mjs`.
// Parameters: BENCH_SOAK_SECONDS (60), BENCH_SOAK_READERS (8 concurrent readers), BENCH_SOAK_CALCULATORS (2),
// BENCH_SOAK_UPLOAD_MB (3), BENCH_SOAK_EDITOR_PAUSE_MS (250), BENCH_SOAK_UPLOAD_PAUSE_MS (1000),
// BENCH_SOAK_LOGIN_PAUSE_MS (500), BENCH_SOAK_WRONG_LOGINS (every n-th login is wrong: 4).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { throwawayDatabase, waitForHealth } from './admin-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/api/package.json'));
const adminEmail = 'soak-admin@example.com';
const adminPassword = 'soak correct horse battery staple';
const searchWords = ['tax', 'allowance', 'vat', 'pension', 'grundfreibetrag', 'capital gains', '%', 'nothing-matches-this'];

/** Resident set size of a process in MB (Linux /proc; undefined elsewhere). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** A PNG of about `megabytes` MB: random pixels do not compress. */
async function noisyPng(megabytes) {
  const sharp = require('sharp');
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

class Tally {
  constructor() {
    this.kinds = new Map();
  }

  record(kind, status, ms) {
    const entry = this.kinds.get(kind) ?? { times: [], statuses: {} };
    entry.times.push(ms);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    this.kinds.set(kind, entry);
  }

  summary() {
    return Object.fromEntries(
      [...this.kinds].map(([kind, { times, statuses }]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const at = (share) => Number(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)].toFixed(1));
        return [kind, { requests: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Number(sorted.at(-1).toFixed(1)), statuses }];
      }),
    );
  }
}

export async function soakBenchmark({
  port = 3201,
  seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60),
  readers = Number(process.env.BENCH_SOAK_READERS ?? 8),
  calculators = Number(process.env.BENCH_SOAK_CALCULATORS ?? 2),
  uploadMegabytes = Number(process.env.BENCH_SOAK_UPLOAD_MB ?? 3),
  editorPauseMs = Number(process.env.BENCH_SOAK_EDITOR_PAUSE_MS ?? 250),
  uploadPauseMs = Number(process.env.BENCH_SOAK_UPLOAD_PAUSE_MS ?? 1000),
  loginPauseMs = Number(process.env.BENCH_SOAK_LOGIN_PAUSE_MS ?? 500),
  wrongLoginEvery = Number(process.env.BENCH_SOAK_WRONG_LOGINS ?? 4),
} = {}) {
  console.log(
    `\nSoak: ${seconds} s of mixed traffic on 127.0.0.1 (SQLite, demo content): ${readers} readers, ${calculators} calculators, ` +
      `1 editor saving every ${editorPauseMs} ms, 1 uploader (${uploadMegabytes} MB PNG every ${uploadPauseMs} ms), ` +
      `1 login every ${loginPauseMs} ms (every ${wrongLoginEvery}th wrong, from its own address); goal: no 5xx`,
  );
  const database = await throwawayDatabase('sqlite');
  const env = {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    JWT_SECRET: `bench-${Math.random().toString(36).repeat(4)}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    // The global limit is off for throughput; the login limits stay (per address and per account).
    RATE_LIMIT_PER_MINUTE: '0',
    TRUST_PROXY: 'loopback',
  };
  let api;
  try {
    const created = spawnSync(
      process.execPath,
      [path.join(root, 'apps/api/dist/cli/create-admin.js'), '--email', adminEmail, '--username', 'soakadmin', '--password', adminPassword],
      { env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr || created.stdout}`);
    api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, api);
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const bearer = { authorization: `Bearer ${(await login.json()).token}` };
    const slugs = ((await (await fetch(`${baseUrl}/api/articles?limit=50`)).json()).data ?? []).map((article) => article.slug);
    const draft = await fetch(`${baseUrl}/api/articles`, {
      method: 'POST',
      headers: { ...json, ...bearer },
      body: JSON.stringify({
        title: 'Soak test article',
        excerpt: 'Saved again and again.',
        content: '<p>Version 0</p>',
        status: 'published',
      }),
    });
    if (!draft.ok) throw new Error(`creating the editor's article failed: ${draft.status} ${await draft.text()}`);
    let edited = await draft.json();
    const png = await noisyPng(uploadMegabytes);

    const tally = new Tally();
    const rssBefore = rssMb(api.pid);
    let rssPeak = rssBefore ?? 0;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(api.pid) ?? 0)), 500);
    const stopAt = Date.now() + seconds * 1000;
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    let failures = 0;
    const call = async (kind, url, init = {}) => {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${url}`, init);
        const body = await response.arrayBuffer();
        tally.record(kind, response.status, performance.now() - started);
        return { status: response.status, body };
      } catch (error) {
        failures += 1;
        tally.record(kind, 'failed', performance.now() - started);
        return { status: 0, error };
      }
    };
    const loop = async (step) => {
      for (let turn = 0; Date.now() < stopAt; turn += 1) await step(turn);
    };

    const reader = (offset) =>
      loop(async (turn) => {
        const n = turn + offset;
        if (n % 3 === 0) await call('reader: list', `/api/articles?page=${1 + (n % 2)}`);
        else if (n % 3 === 1) await call('reader: article', `/api/articles/${slugs[n % slugs.length]}`);
        else await call('reader: search', `/api/articles?search=${encodeURIComponent(searchWords[n % searchWords.length])}`);
      });
    const calculator = () =>
      loop((turn) =>
        call('calculation', '/api/income-tax/calculate', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ grossIncome: 20_000 + (turn % 200) * 1_000 }),
        }),
      );
    const editor = () =>
      loop(async (turn) => {
        const saved = await call('editor: save', `/api/articles/${edited.id}`, {
          method: 'PUT',
          headers: { ...json, ...bearer },
          body: JSON.stringify({
            title: 'Soak test article',
            excerpt: 'Saved again and again.',
            content: `<p>Version ${turn + 1}</p>`,
            status: 'published',
            version: edited.version,
          }),
        });
        if (saved.status === 200) edited = JSON.parse(Buffer.from(saved.body).toString('utf8'));
        await sleep(editorPauseMs);
      });
    const uploader = () =>
      loop(async (turn) => {
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), `soak-${turn}.png`);
        form.append('alt', `Soak upload ${turn}`);
        await call('upload', '/api/media', { method: 'POST', headers: bearer, body: form });
        await sleep(uploadPauseMs);
      });
    const loginLoop = () =>
      loop(async (turn) => {
        const wrong = wrongLoginEvery > 0 && turn % wrongLoginEvery === wrongLoginEvery - 1;
        // A wrong password for an address of its own and an unknown account: no limit is reached, as for real visitors.
        const address = `198.18.${(turn >> 8) & 255}.${turn & 255}`;
        await call(wrong ? 'login: wrong' : 'login: right', '/api/auth/login', {
          method: 'POST',
          headers: { ...json, ...(wrong ? { 'x-forwarded-for': address } : {}) },
          body: JSON.stringify(
            wrong ? { email: `nobody-${turn}@example.com`, password: 'not the password' } : { email: adminEmail, password: adminPassword },
          ),
        });
        await sleep(loginPauseMs);
      });

    await Promise.all([
      ...Array.from({ length: readers }, (_, index) => reader(index)),
      ...Array.from({ length: calculators }, () => calculator()),
      editor(),
      uploader(),
      loginLoop(),
    ]);
    clearInterval(sampler);
    const rssAfter = rssMb(api.pid);
    const kinds = tally.summary();
    const serverErrors = Object.values(kinds).reduce(
      (sum, kind) => sum + Object.entries(kind.statuses).reduce((count, [status, n]) => count + (Number(status) >= 500 ? n : 0), 0),
      0,
    );
    for (const [kind, result] of Object.entries(kinds).sort()) {
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${count}×${status}`)
        .join(' ');
      console.log(
        `  ${kind.padEnd(18)} ${String(result.requests).padStart(7)} requests   p50 ${String(result.p50Ms).padStart(7)} ms   p99 ${String(result.p99Ms).padStart(7)} ms   max ${String(result.maxMs).padStart(7)} ms   ${statuses}`,
      );
    }
    console.log(`  server RSS: ${rssBefore ?? '?'} MB before, ${rssAfter ?? '?'} MB after, ${rssPeak} MB at most`);
    const ok = serverErrors === 0 && failures === 0;
    console.log(`  5xx: ${serverErrors}, failed requests: ${failures}: ${ok ? 'ok' : 'FAILED'}`);
    if (!ok) process.exitCode = 1;
    return { seconds, kinds, serverErrors, failures, rssMb: { before: rssBefore, after: rssAfter, peak: rssPeak } };
  } finally {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill();
      await exited;
    }
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await soakBenchmark();
}
