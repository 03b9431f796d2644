// The public blog on a big site: 100,000 articles in a throwaway SQLite database, through the built API over
// HTTP. Throughput of the public list's first page next to /api/health in the same run (autocannon), and p95 of the
// list, a search and one article as a single reader sees them. Run by `npm run bench -- --only=reads`, or alone after
// `npm run build`: `node benchmarks/public-reads.mjs` (BENCH_READS_SECONDS, BENCH_READS_CONNECTIONS, BENCH_READS_REQUESTS).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ARTICLES, measure, seedStatements, throwawayDatabase, waitForHealth } from './admin-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RATIO_GOAL = 0.4;
const P95_GOAL_MS = 50;

function throughput(url, { connections, seconds, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            requestsPerSecond: Math.round(result.requests.average),
            p99Ms: result.latency.p99,
            non2xx: result.non2xx,
            errors: result.errors,
          }),
    );
  });
}

/** Like measure, but request n asks for urlOf(n): each a different answer, none of them kept by the API yet. */
async function measureEach(urlOf, count) {
  const times = [];
  const statuses = {};
  for (let call = 0; call < count; call += 1) {
    const started = performance.now();
    const response = await fetch(urlOf(call));
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const at = (share) => Number(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)].toFixed(1));
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Number(times.at(-1).toFixed(1)), statuses };
}

/** Seeds the database, starts the built API on it and measures; returns the figures for latest.json. */
export async function publicReadBenchmarks({
  port = 3199,
  seconds = Number(process.env.BENCH_READS_SECONDS ?? 10),
  connections = Number(process.env.BENCH_READS_CONNECTIONS ?? 20),
  requests = Number(process.env.BENCH_READS_REQUESTS ?? 200),
} = {}) {
  console.log(
    `\nPublic reads on ${ARTICLES.toLocaleString('en-GB')} articles (SQLite): autocannon, ${connections} connections, ${seconds} s each ` +
      `(goal: the list ≥ ${RATIO_GOAL}× /api/health); then ${requests} sequential requests each (goal: p95 < ${P95_GOAL_MS} ms)`,
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
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_PER_MINUTE: '0',
  };
  let api;
  try {
    const migrated = spawnSync(process.execPath, [path.join(root, 'apps/api/dist/cli/migrate.js')], { env, encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`db:migrate failed: ${migrated.stderr || migrated.stdout}`);
    const seedStarted = performance.now();
    await database.run(seedStatements('sqlite', { counters: false }));
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, api);

    await throughput(`${baseUrl}/api/articles`, { connections, seconds: Math.min(3, seconds) }); // warm-up, discarded
    // Two halves each, taken in turn, so that a change in the machine's load (other work on shared cores) weighs on both.
    const half = { connections, seconds: Math.max(1, Math.round(seconds / 2)) };
    const [health1, list1, health2, list2] = [
      await throughput(`${baseUrl}/api/health`, half),
      await throughput(`${baseUrl}/api/articles`, half),
      await throughput(`${baseUrl}/api/health`, half),
      await throughput(`${baseUrl}/api/articles`, half),
    ];
    const combine = (a, b) => ({
      requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
      p99Ms: Math.max(a.p99Ms, b.p99Ms),
      non2xx: a.non2xx + b.non2xx,
      errors: a.errors + b.errors,
    });
    const health = combine(health1, health2);
    const list = combine(list1, list2);
    const ratio = Number((list.requestsPerSecond / health.requestsPerSecond).toFixed(3));
    console.log(`  seeded in ${seedSeconds} s`);
    for (const [name, result] of [
      ['GET /api/health', health],
      ['GET /api/articles (public list, page 1)', list],
    ])
      console.log(
        `  ${name.padEnd(50)} ${String(result.requestsPerSecond).padStart(7)} req/s   p99 ${String(result.p99Ms).padStart(5)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
      );
    const ratioOk = ratio >= RATIO_GOAL && list.non2xx === 0 && list.errors === 0;
    console.log(`  ratio ${ratio} (goal ≥ ${RATIO_GOAL}): ${ratioOk ? 'ok' : 'FAILED'}`);

    // The same URL again and again (mostly the kept answer, as in a spike of readers), then a different URL each time
    // (each loaded afresh). Rows marked 'record' are printed and kept but are not a goal (docs/performance.md).
    const words = ['pension', 'allowance', 'dividend', 'mortgage', 'freelance'];
    const requestsToMeasure = [
      ['public list, page 1', '/api/articles'],
      ['public list, page 50', '/api/articles?page=50'],
      ['public search "pension"', '/api/articles?search=pension'],
      ['public search "%" (literal)', '/api/articles?search=%25'],
      ['public article', '/api/articles/bench-article-12340'],
      ['public list, a new page each time', '/api/articles?page=<n>', (n) => `/api/articles?page=${1 + n}`],
      ['public article, a new one each time', '/api/articles/bench-article-<20n>', (n) => `/api/articles/bench-article-${n * 20}`],
      // Each word is in about 10,000 published articles, all of which the LIKE reads and counts.
      [
        'public search, a new search each time',
        '/api/articles?search=<word>&page=<n>',
        (n) => `/api/articles?search=${words[n % words.length]}&page=${2 + Math.floor(n / words.length)}`,
        'record',
      ],
    ];
    const sequential = {};
    let sequentialOk = true;
    for (const [name, requestPath, pathOf, goal = 'goal'] of requestsToMeasure) {
      const result = {
        path: requestPath,
        goal: goal === 'goal' ? `p95 < ${P95_GOAL_MS} ms` : 'none (for the record)',
        ...(pathOf
          ? await measureEach((n) => `${baseUrl}${pathOf(n)}`, requests)
          : await measure(`${baseUrl}${requestPath}`, {}, requests)),
      };
      sequential[name] = result;
      const met = result.statuses[200] === requests && result.p95Ms < P95_GOAL_MS;
      const verdict = met ? 'ok' : goal === 'record' && result.statuses[200] === requests ? 'for the record' : 'FAILED';
      sequentialOk &&= verdict !== 'FAILED';
      console.log(
        `  ${name.padEnd(50)} p50 ${String(result.p50Ms).padStart(6)} ms   p95 ${String(result.p95Ms).padStart(6)} ms   max ${String(result.maxMs).padStart(6)} ms   ` +
          `${Object.entries(result.statuses)
            .map(([status, count]) => `${count}×${status}`)
            .join(' ')}   ${verdict}`,
      );
    }
    if (!ratioOk || !sequentialOk) process.exitCode = 1;
    return { articles: ARTICLES, seedSeconds, connections, seconds, health, list, ratio, sequential };
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
  await publicReadBenchmarks();
}
