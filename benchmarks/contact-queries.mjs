// The contact inbox on a big site (docs/performance.md): 1,000,000 submissions on SQLite and on PostgreSQL, through the built API
// over HTTP — the inbox's query (ContactService.list), the CSV export of 100,000 rows (ContactService.exportRows and
// contact-csv.ts, streamed) with the server's memory watched, and the retention job's start-up run over a backlog.
// Run by `npm run bench` (benchmarks/run.mjs), or alone after `npm run build`: `node benchmarks/contact-queries.mjs`
// (BENCH_CONTACT_REQUESTS, BENCH_CONTACT_DATABASES=sqlite,postgresql).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, throwawayDatabase, waitForHealth } from './admin-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SUBMISSIONS = 1_000_000;
/** One message every 90 seconds: 960 a day, so the million spans about 2.9 years back from the seed's start. */
const SPACING_SECONDS = 90;
const PER_DAY = 86_400 / SPACING_SECONDS;
/** Messages younger than this still hold an address: the job has run for years with a 180-day period, now 90. */
const HELD_DAYS = 180;
const EXPORT_ROWS = 100_000;
const INBOX_GOAL_MS = 50;
const EXPORT_GOAL_S = 5;

const firstNames = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Linus', 'Frances'];
const lastNames = [
  'Lovelace', 'Hopper', 'Turing', 'Johnson', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'Torvalds', 'Allen',
  'Berners', 'Perlman', 'Thompson', 'Lamarr', 'Ritchie', 'Easley', 'Backus', 'Jackson', 'Shannon', 'Wilson',
  'Wirth', 'Goldwasser', 'Lamport', 'Clarke', 'Rossum', 'Jones', 'Stroustrup', 'Berezin', 'Gosling', 'Conway',
]; // prettier-ignore
const domains = ['example.com', 'example.org', 'example.net', 'mail.example', 'post.example'];
const subjects = [
  'Question about my tax code', 'Personal allowance taper', 'Stamp duty on a second home', 'Capital gains on shares',
  'Student loan repayments', 'Self assessment deadline', 'Dividend allowance', 'Pension contributions',
  'Marriage allowance', 'Working from home relief', 'Rental income', 'VAT registration threshold',
  'Child benefit charge', 'National Insurance classes', 'Inheritance tax on a house', 'Remote work and state tax',
  'Church tax in Germany', 'Solidarity surcharge', 'Married filing jointly', 'A feature request',
]; // prettier-ignore
const calculators = [
  'UK income tax',
  'stamp duty',
  'US federal tax',
  'US state tax',
  'capital gains',
  'take-home pay',
  'German income tax',
];
const phrases = [
  'the result looks higher than my payslip says.',
  'I am not sure the allowance is applied.',
  'my accountant got a different figure.',
  'it would help to see the bands year by year.',
  'the chart is great, thank you.',
  'could you add the Scottish rates?',
  'the figure for my bonus month seems off.',
  'I would like to embed it on our site.',
  'the numbers match HMRC, many thanks.',
  'is the tax year right for April?',
  'the marginal rate jumps oddly around 100k.',
];
const closings = ['Kind regards', 'Thanks a lot', 'Best wishes', 'Cheers', 'Many thanks', 'Regards'];
const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const adminEmail = 'bench-admin@example.com';
const adminPassword = 'bench correct horse battery staple';

/**
 * The seed as one INSERT … SELECT that generates its rows inside the database (a recursive CTE on SQLite,
 * generate_series on PostgreSQL): no row crosses the wire. Row n is n × 90 s old; every value is arithmetic on n, so
 * two runs seed the same data. Statuses 20% unread, 60% read, 20% archived; form types 60% general, 20% feedback,
 * 10% partnership, 10% wrong-figure; 300 names (each surname in 1 row of 30), 20 subjects, messages of about 120
 * characters built from word lists and the row number.
 */
export function contactSeedStatements(kind) {
  const sqlite = kind === 'sqlite';
  const text = (expression) => (sqlite ? `cast(${expression} as text)` : `(${expression})::text`);
  const pick = (list, expression) =>
    `(case (${expression}) % ${list.length} ${list.map((value, index) => `when ${index} then '${value.replaceAll("'", "''")}'`).join(' ')} end)`;
  const age = `n * ${SPACING_SECONDS}`;
  const created = sqlite
    ? // MikroORM keeps SQLite datetimes as epoch milliseconds.
      `(cast(strftime('%s', 'now') as integer) - ${age}) * 1000`
    : `now() - (${age}) * interval '1 second'`;
  const held = `${age} < ${HELD_DAYS * 86_400}`;
  const numbers = sqlite
    ? `with recursive s(n) as (select 0 union all select n + 1 from s where n < ${SUBMISSIONS - 1})`
    : `with s(n) as (select generate_series(0, ${SUBMISSIONS - 1}))`;
  const first = pick(firstNames, 'n');
  const last = pick(lastNames, `n / ${firstNames.length}`);
  const lower = (expression) => `lower(${expression})`;
  return [
    `insert into "contact_submissions" ("id", "name", "email", "subject", "message", "form_type", "status", "admin_note", ` +
      `"tracking_data", "ip_address", "user_agent", "created_at", "updated_at") ${numbers} ` +
      `select ${sqlite ? `'00000000-0000-4000-8000-' || substr('000000000000' || n, -12, 12)` : `'00000000-0000-4000-8000-' || lpad(n::text, 12, '0')`}, ` +
      `${first} || ' ' || ${last}, ` +
      `${lower(first)} || '.' || ${lower(last)} || ${text('n % 97')} || '@' || ${pick(domains, 'n / 7')}, ` +
      `${pick(subjects, 'n / 3')}, ` +
      `'Hello, I used the ' || ${pick(calculators, 'n / 11')} || ' calculator for ' || ${text(`2020 + n % 6`)} || ' and ' || ` +
      `${pick(phrases, 'n / 13')} || ' Reference ' || ${text('n')} || '. ' || ${pick(closings, 'n / 17')} || ', ' || ${first}, ` +
      `case when n % 10 < 6 then 'general' when n % 10 < 8 then 'feedback' when n % 10 < 9 then 'partnership' else 'wrong-figure' end, ` +
      `case when n % 5 = 0 then 'unread' when n % 5 < 4 then 'read' else 'archived' end, ` +
      `case when n % 5 = 4 then 'Answered by e-mail' else '' end, ` +
      `case when n % 10 = 9 then '{"calculator":"uk-income-tax","taxYear":"2024-25","inputs":{"income":' || ${text('30000 + n % 90000')} || '}}' else null end, ` +
      `case when ${held} then '203.0.113.' || ${text('n % 250')} else '' end, ` +
      `case when ${held} then '${browser}' else '' end, ${created}, ${created} from s`,
    // The counts that triggers keep on every write (Migration20261213000000-contact-indexes), stated as they would have
    // kept them: PostgreSQL's triggers are off during this seed (session_replication_role), SQLite's ran; either way the same.
    'delete from "contact_submission_counts"',
    `insert into "contact_submission_counts" ("status", "form_type", "submissions") ` +
      `select "status", "form_type", count(*) from "contact_submissions" group by "status", "form_type"`,
    // Planner statistics (and on PostgreSQL the visibility map that index-only scans need), as autovacuum would have them.
    sqlite ? 'analyze' : 'vacuum analyze',
  ];
}

/** The client's day n days ago (UTC), as the inbox's date fields send it. */
const dayBefore = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Peak and current resident memory of a process (Linux /proc), in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMB: kb('VmRSS') / 1024, peakMB: kb('VmHWM') / 1024 };
}

/**
 * Downloads the export, reading the stream as it comes (nothing kept but counts), while sampling the server's RSS
 * every 10 ms: time to the last byte, rows, bytes, and the server's RSS before and at its highest during the export.
 */
async function timeExport(url, headers, pid) {
  const before = memoryOf(pid);
  let highest = before.rssMB;
  const sampler = setInterval(() => {
    highest = Math.max(highest, memoryOf(pid).rssMB);
  }, 10);
  const started = performance.now();
  let bytes = 0;
  let lineBreaks = 0;
  let status;
  try {
    const response = await fetch(url, { headers });
    status = response.status;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lineBreaks += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  highest = Math.max(highest, memoryOf(pid).rssMB);
  return {
    status,
    seconds: Number(seconds.toFixed(2)),
    // The seed's messages hold no line breaks: every line after the header is one row.
    rows: lineBreaks - 1,
    megabytes: Number((bytes / 1_048_576).toFixed(1)),
    serverRssBeforeMB: Math.round(before.rssMB),
    serverRssPeakMB: Math.round(highest),
    serverRssGrowthMB: Math.round(highest - before.rssMB),
  };
}

/** Starts the built API; resolves once it answers, with the retention run's line from its log when it has one. */
async function startApi(env, port, { watchRetention = false } = {}) {
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: { ...env, LOG_LEVEL: watchRetention ? 'info' : 'warn' },
    stdio: ['ignore', watchRetention ? 'pipe' : 'ignore', 'inherit'],
  });
  let retentionLine;
  const retentionSeen = new Promise((resolve) => {
    if (!watchRetention) return;
    let buffered = '';
    api.stdout.on('data', (chunk) => {
      buffered = (buffered + chunk.toString('utf8')).slice(-20_000);
      const match =
        /Removed the IP address and user agent of (\d+) contact messages? older than (\d+) days in (\d+) ms \((\d+) batches, longest (\d+) ms\)/.exec(
          buffered,
        );
      if (match && !retentionLine) {
        retentionLine = {
          cleared: Number(match[1]),
          days: Number(match[2]),
          seconds: Number((Number(match[3]) / 1000).toFixed(1)),
          batches: Number(match[4]),
          longestBatchMs: Number(match[5]),
        };
        resolve();
      }
    });
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, api);
  return { api, retentionSeen, retention: () => retentionLine };
}

async function stopApi(api) {
  if (!api || api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill();
  await exited;
}

/** Seeds one database, starts the built API on it and measures the inbox, the export and the retention's backlog. */
async function benchmarkDatabase(kind, { port, requests }) {
  const database = await throwawayDatabase(kind);
  const env = {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    JWT_SECRET: `bench-${Math.random().toString(36).repeat(4)}`,
    PORT: String(port),
    HOST: '127.0.0.1',
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
    await database.run(contactSeedStatements(kind));
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));

    // The first start empties the addresses of the messages between 90 and 180 days old: the retention job's
    // start-up run over a backlog of about 86,000 rows. It runs beside the first requests, so it is waited for first.
    const started = await startApi(env, port, { watchRetention: true });
    api = started.api;
    await Promise.race([started.retentionSeen, new Promise((resolve) => setTimeout(resolve, 120_000))]);
    const retention = started.retention() ?? null;
    // Again without request logging for the timings.
    await stopApi(api);
    api = (await startApi(env, port)).api;

    const baseUrl = `http://127.0.0.1:${port}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const bearer = { authorization: `Bearer ${token}` };

    const yearAgo = dayBefore(365);
    const today = dayBefore(0);
    const inboxRequests = [
      ['search + status + date range + page (the goal)', `/api/contact?search=lovelace&status=unread&from=${yearAgo}&to=${today}&page=2`],
      ['search only, all time, page 1', '/api/contact?search=lovelace'],
      ['one message by its reference, form type', '/api/contact?search=reference%204242&formType=general'],
      ['no filter, page 1 (the inbox opening)', '/api/contact'],
      ['status unread, page 50', '/api/contact?status=unread&page=50'],
    ];
    const inbox = {};
    for (const [name, requestPath] of inboxRequests) {
      const response = await fetch(`${baseUrl}${requestPath}`, { headers: bearer });
      const { total } = await response.json();
      inbox[name] = { path: requestPath, total, ...(await measure(`${baseUrl}${requestPath}`, bearer, requests, 10)) };
    }

    // From the day EXPORT_ROWS messages back: about 100,000 rows (a day's worth more or less).
    const exportPath = `/api/contact/export.csv?from=${dayBefore(Math.floor(EXPORT_ROWS / PER_DAY))}&to=${today}`;
    // A small export first, so the server's code is warm and its memory settled before the big one.
    await timeExport(`${baseUrl}/api/contact/export.csv?from=${today}`, bearer, api.pid);
    const exported = { path: exportPath, ...(await timeExport(`${baseUrl}${exportPath}`, bearer, api.pid)) };
    return { seedSeconds, retention, inbox, exported };
  } finally {
    await stopApi(api);
    await database.drop();
  }
}

/** Both databases (or those in BENCH_CONTACT_DATABASES), printed as they finish; returns the figures for latest.json. */
export async function contactQueryBenchmarks({ port = 3197, requests = Number(process.env.BENCH_CONTACT_REQUESTS ?? 60) } = {}) {
  const kinds = (process.env.BENCH_CONTACT_DATABASES ?? 'sqlite,postgresql').split(',').filter(Boolean);
  console.log(
    `\nContact inbox on ${SUBMISSIONS.toLocaleString('en-GB')} submissions (one every ${SPACING_SECONDS} s, about ` +
      `${(SUBMISSIONS / PER_DAY / 365).toFixed(1)} years); ${requests} sequential requests each after 10 warm-up ones ` +
      `(goal: inbox p95 < ${INBOX_GOAL_MS} ms; export of ${EXPORT_ROWS.toLocaleString('en-GB')} rows < ${EXPORT_GOAL_S} s, memory flat)`,
  );
  const figures = {};
  for (const kind of kinds) {
    const result = await benchmarkDatabase(kind, { port, requests });
    figures[kind] = result;
    console.log(`  ${kind} (seeded in ${result.seedSeconds} s)`);
    for (const [name, figure] of Object.entries(result.inbox)) {
      const statuses = Object.entries(figure.statuses)
        .map(([status, count]) => `${count}×${status}`)
        .join(' ');
      const verdict = !figure.statuses[200] ? 'not measured: no 200 answer' : figure.p95Ms < INBOX_GOAL_MS ? 'ok' : 'over the goal';
      console.log(
        `    ${name.padEnd(48)} p50 ${String(figure.p50Ms).padStart(6)} ms   p95 ${String(figure.p95Ms).padStart(6)} ms   ` +
          `max ${String(figure.maxMs).padStart(6)} ms   total ${String(figure.total).padStart(7)}   ${statuses}   ${verdict}`,
      );
    }
    const { exported } = result;
    console.log(
      `    CSV export: ${exported.rows.toLocaleString('en-GB')} rows, ${exported.megabytes} MB in ${exported.seconds} s (status ${exported.status}); ` +
        `server RSS ${exported.serverRssBeforeMB} MB before, ${exported.serverRssPeakMB} MB at most (+${exported.serverRssGrowthMB} MB)   ` +
        `${exported.status === 200 && exported.seconds < EXPORT_GOAL_S ? 'ok' : 'over the goal'}`,
    );
    const { retention } = result;
    console.log(
      retention
        ? `    retention at start-up: ${retention.cleared.toLocaleString('en-GB')} messages past ${retention.days} days emptied in ${retention.seconds} s, ` +
            `${retention.batches} batches, longest ${retention.longestBatchMs} ms`
        : '    retention at start-up: no run seen in the log within 120 s',
    );
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await contactQueryBenchmarks();
}
