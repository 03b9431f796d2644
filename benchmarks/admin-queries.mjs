// The admin's queries on a big site (docs/performance.md): 100,000 articles and 1,000,000 counter rows, on SQLite and on
// PostgreSQL, through the built API over HTTP. Run by `npm run bench` (benchmarks/run.mjs), or alone after
// `npm run build`: `node benchmarks/admin-queries.mjs` (BENCH_ADMIN_REQUESTS, BENCH_ADMIN_DATABASES=sqlite,postgresql).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { findPostgres } from '../scripts/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export const ARTICLES = 100_000;
export const VIEW_DAYS = 360;
/** article_daily_views rows: 360 days × 2,500 articles a day. */
export const VIEW_ARTICLES_PER_DAY = 2_500;
/** calculation_counts rows: 20 calculators × 5,000 days (PRIMARY KEY (day, calculator) allows no more per day). */
export const CALCULATORS = 20;
export const CALCULATION_DAYS = 5_000;
const CATEGORIES = 20;
const GOAL_MS = 50;

// Title words: the admin list's search looks for one of them ("pension") in titles and excerpts.
const words = [
  'pension',
  'allowance',
  'dividend',
  'mortgage',
  'freelance',
  'inheritance',
  'payroll',
  'capital',
  'gains',
  'stamp',
  'duty',
  'relief',
  'savings',
  'rental',
  'import',
  'crypto',
  'student',
  'loan',
  'charity',
  'marriage',
];
const adminEmail = 'bench-admin@example.com';
const adminPassword = 'bench correct horse battery staple';

/**
 * The seed as SQL that generates its rows inside the database (a recursive CTE on SQLite, generate_series on
 * PostgreSQL): no row crosses the wire, so a million rows take seconds. Every value is arithmetic on the row number,
 * so two runs seed the same data. Statuses: 60% published, 30% draft, 10% archived (the 'scheduled'
 * status arrives with the articles work; its check constraint refuses it before). Views: each day 2,500 different
 * articles (a stride coprime to 100,000 over the ids), 1 to 50 views each. With `counters: false`, the categories and
 * articles only (public-reads.mjs).
 */
export function seedStatements(kind, { counters = true } = {}) {
  const sqlite = kind === 'sqlite';
  const numbers = (name, count) =>
    sqlite
      ? `with recursive ${name}(n) as (select 0 union all select n + 1 from ${name} where n < ${count - 1})`
      : `with ${name}(n) as (select generate_series(0, ${count - 1}))`;
  const text = (expression) => (sqlite ? `cast(${expression} as text)` : `(${expression})::text`);
  const pad = (expression, width) =>
    sqlite ? `substr('00000000' || (${expression}), -${width}, ${width})` : `lpad((${expression})::text, ${width}, '0')`;
  const word = (expression) => `(case (${expression}) % ${words.length} ${words.map((w, i) => `when ${i} then '${w}'`).join(' ')} end)`;
  const today = sqlite ? "date('now')" : "(now() at time zone 'utc')::date";
  const dayBefore = (days) => (sqlite ? `date('now', '-' || (${days}) || ' days')` : `to_char(${today} - (${days})::int, 'YYYY-MM-DD')`);
  const timestamp = (minutes) =>
    // MikroORM keeps SQLite datetimes as epoch milliseconds.
    sqlite ? `(cast(strftime('%s', 'now') as integer) - (${minutes}) * 60) * 1000` : `now() - ((${minutes}) * interval '1 minute')`;
  const featured = (expression) => (sqlite ? `(${expression})` : `(${expression}) = 1`);
  return [
    `insert into "categories" ("id", "slug", "name", "description", "created_at") ${numbers('c', CATEGORIES)} ` +
      `select 'bench-category-' || ${text('n')}, 'bench-topic-' || ${text('n')}, 'Bench topic ' || ${text('n')}, 'A category of the benchmark', ${timestamp('n')} from c`,
    `insert into "articles" ("id", "slug", "title", "excerpt", "content", "category_id", "status", "featured", "author", "views", ` +
      `"total_time_spent", "time_samples", "read_time", "published_at", "created_at", "updated_at") ${numbers('a', ARTICLES)} ` +
      `select 'bench-' || ${pad('n', 8)}, 'bench-article-' || ${text('n')}, ` +
      `'Guide ' || ${text('n')} || ': ' || ${word('n')} || ' and ' || ${word('n / 20')} || ' ' || ${word('n / 400')}, ` +
      `'What changes for ' || ${word('n * 7')} || ' this year.', '<p>Benchmark article ' || ${text('n')} || ' about ' || ${word('n')} || '.</p>', ` +
      `'bench-category-' || ${text(`n % ${CATEGORIES}`)}, ` +
      `case when n % 20 < 12 then 'published' when n % 20 < 17 then 'draft' when n % 20 < 19 then 'archived' else 'draft' end, ` +
      `${featured('case when n % 97 = 0 then 1 else 0 end')}, 'Bench Writer', n % 5000, (n % 300) * 45.5, n % 300, 1 + n % 12, ` +
      `case when n % 20 < 12 then ${timestamp(`n * 10 + 60`)} else null end, ${timestamp(`n * 10 + 120`)}, ${timestamp(`(n * 7919) % 1000000`)} from a`,
    `insert into "article_categories" ("article_id", "category_id", "position") select "id", "category_id", 0 from "articles" where "id" like 'bench-%'`,
    ...(counters ? counterStatements() : []),
    // Planner statistics (and on PostgreSQL the visibility map that index-only scans need), as a database that has
    // been running for a while has them from autovacuum. Runs after the transaction: VACUUM cannot run inside one.
    sqlite ? 'analyze' : 'vacuum analyze',
  ];

  function counterStatements() {
    return [
      `insert into "article_daily_views" ("article_id", "day", "count") ${numbers('d', VIEW_DAYS)},` +
        `${sqlite ? `k(n) as (select 0 union all select n + 1 from k where n < ${VIEW_ARTICLES_PER_DAY - 1})` : `k(n) as (select generate_series(0, ${VIEW_ARTICLES_PER_DAY - 1}))`} ` +
        `select 'bench-' || ${pad(`(d.n * 7919 + k.n * 104729) % ${ARTICLES}`, 8)}, ${dayBefore('d.n')}, 1 + (k.n * 31 + d.n) % 50 from d, k`,
      `insert into "calculation_counts" ("day", "calculator", "count") ${numbers('d', CALCULATION_DAYS)}, ` +
        `${sqlite ? `c(n) as (select 0 union all select n + 1 from c where n < ${CALCULATORS - 1})` : `c(n) as (select generate_series(0, ${CALCULATORS - 1}))`} ` +
        `select ${dayBefore('d.n')}, 'bench-calculator-' || ${text('c.n')}, 1 + (d.n * 13 + c.n * 7) % 400 from d, c`,
      // The totals that triggers keep on every write (Migration20261210000000-admin-speed), stated as they would have kept
      // them: PostgreSQL's triggers are off during this seed (session_replication_role), SQLite's ran; either way the same.
      `insert into "article_views_per_day" ("day", "views") select "day", sum("count") from "article_daily_views" where true group by "day" ` +
        `on conflict ("day") do update set "views" = excluded."views"`,
      `update "article_reading_totals" set "total_time_spent" = (select coalesce(sum("total_time_spent"), 0) from "articles" where "time_samples" > 0), ` +
        `"time_samples" = (select coalesce(sum("time_samples"), 0) from "articles" where "time_samples" > 0) where "id" = 1`,
    ];
  }
}

/**
 * A throwaway database of `kind`: its environment for the API, a runner of SQL (all but the last statement in one
 * transaction; the last, VACUUM or ANALYZE, after it), and its removal. Also used by contact-queries.mjs.
 */
export async function throwawayDatabase(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taxatlas-bench-admin-'));
  if (kind === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      async run(statements) {
        const sqlite3 = require('sqlite3');
        const db = new sqlite3.Database(path.join(dataDir, 'taxatlas.sqlite'));
        const exec = (sql) => new Promise((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve())));
        try {
          await exec('begin');
          for (const statement of statements.slice(0, -1)) await exec(statement);
          await exec('commit');
          await exec(statements.at(-1));
        } finally {
          await new Promise((resolve) => db.close(resolve));
        }
      },
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const server = await findPostgres();
  const name = `taxatlas_bench_${process.pid}_${Date.now()}`;
  const adminClient = new pg.Client({ connectionString: server.url });
  await adminClient.connect();
  await adminClient.query(`create database "${name}"`);
  await adminClient.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async run(statements) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('begin');
        // The seed's rows reference articles it has just written: skipping the foreign-key triggers (this session
        // only, on a throwaway database) makes the million-row insert about twice as fast.
        await client.query("set local session_replication_role = 'replica'");
        for (const statement of statements.slice(0, -1)) await client.query(statement);
        await client.query('commit');
        await client.query(statements.at(-1));
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
      server.stop();
    },
  };
}

export function waitForHealth(url, api, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const retry = () =>
      Date.now() > deadline || api.exitCode !== null ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 200);
    const attempt = () =>
      fetch(url)
        .then((response) => (response.ok ? resolve() : retry()))
        .catch(retry);
    attempt();
  });
}

/** p50/p95/max of `count` sequential requests after a warm-up, as one admin client sees them; and their statuses. */
export async function measure(url, headers, count, warmUp = 20) {
  for (let warm = 0; warm < warmUp; warm += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  const statuses = {};
  for (let call = 0; call < count; call += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const at = (share) => Number(times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)].toFixed(1));
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Number(times.at(-1).toFixed(1)), statuses };
}

/** Seeds one database, starts the built API on it and measures the four requests. */
async function benchmarkDatabase(kind, { port, requests }) {
  const database = await throwawayDatabase(kind);
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
    // The CLI applies the migrations and creates the admin the requests sign in as.
    const created = spawnSync(
      process.execPath,
      [
        path.join(root, 'apps/api/dist/cli/create-admin.js'),
        '--email',
        adminEmail,
        '--username',
        'benchadmin',
        '--password',
        adminPassword,
      ],
      { env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr || created.stdout}`);
    const seedStarted = performance.now();
    await database.run(seedStatements(kind));
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));

    api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, api);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const bearer = { authorization: `Bearer ${token}` };

    const requestsToMeasure = [
      [
        'admin list (status=all, category, search, page 3)',
        '/api/articles?status=all&category=bench-topic-7&search=pension&page=3&limit=20',
        bearer,
      ],
      ['analytics, 30 days', '/api/admin/analytics?period=30', bearer],
      ['dashboard', '/api/admin/dashboard', bearer],
      ['public list, page 2', '/api/articles?page=2', {}],
      ['public article', `/api/articles/bench-article-${12_340}`, {}],
    ];
    const results = {};
    for (const [name, requestPath, headers] of requestsToMeasure) {
      results[name] = { path: requestPath, ...(await measure(`${baseUrl}${requestPath}`, headers, requests)) };
    }
    return { seedSeconds, results };
  } finally {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill();
      await exited;
    }
    await database.drop();
  }
}

/** Both databases (or those in BENCH_ADMIN_DATABASES), printed as they finish; returns the figures for latest.json. */
export async function adminQueryBenchmarks({ port = 3195, requests = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200) } = {}) {
  const kinds = (process.env.BENCH_ADMIN_DATABASES ?? 'sqlite,postgresql').split(',').filter(Boolean);
  console.log(
    `\nAdmin queries on ${ARTICLES.toLocaleString('en-GB')} articles and ` +
      `${(VIEW_DAYS * VIEW_ARTICLES_PER_DAY + CALCULATORS * CALCULATION_DAYS).toLocaleString('en-GB')} counter rows ` +
      `(${(VIEW_DAYS * VIEW_ARTICLES_PER_DAY).toLocaleString('en-GB')} article_daily_views, ${(CALCULATORS * CALCULATION_DAYS).toLocaleString('en-GB')} calculation_counts); ` +
      `${requests} sequential requests each after 20 warm-up ones (goal: p95 < ${GOAL_MS} ms)`,
  );
  const figures = {};
  for (const kind of kinds) {
    const { seedSeconds, results } = await benchmarkDatabase(kind, { port, requests });
    figures[kind] = { seedSeconds, results };
    console.log(`  ${kind} (seeded in ${seedSeconds} s)`);
    for (const [name, result] of Object.entries(results)) {
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${count}×${status}`)
        .join(' ');
      const verdict = !result.statuses[200] ? 'not measured: no 200 answer' : result.p95Ms < GOAL_MS ? 'ok' : 'over the goal';
      console.log(
        `    ${name.padEnd(50)} p50 ${String(result.p50Ms).padStart(6)} ms   p95 ${String(result.p95Ms).padStart(6)} ms   max ${String(result.maxMs).padStart(6)} ms   ${statuses}   ${verdict}`,
      );
    }
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await adminQueryBenchmarks();
}
