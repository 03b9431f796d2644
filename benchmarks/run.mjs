// `npm run bench`: speed of the calculators in-process and of the API over HTTP on this machine.
// Figures go to stdout and benchmarks/results/latest.json; docs/performance.md records a run.
// `npm run bench -- --only=reads,soak` runs some parts only (calculators, http, web, admin, contact, reads, soak); their
// figures replace those parts in latest.json and the others stay. `web` is three parts that can also be run alone:
// `web-js` (every page's first-load JavaScript), `curves` (the Charts tab) and `lighthouse`.
import { fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminQueryBenchmarks } from './admin-queries.mjs';
import { contactQueryBenchmarks } from './contact-queries.mjs';
import { publicReadBenchmarks } from './public-reads.mjs';
import { soakBenchmark } from './soak.mjs';
import { firstLoadJavaScript, firstLoadPages, incomeCurveMetrics, lighthouseScores } from './web-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const httpSeconds = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
// BENCH_PORT moves the API (and the bare server, on the next port) when another run holds the default ports.
const apiPort = Number(process.env.BENCH_PORT ?? 3191);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const bareUrl = `http://127.0.0.1:${apiPort + 1}`;
const parts = ['calculators', 'http', 'web', 'admin', 'contact', 'reads', 'soak'];
const webParts = ['web-js', 'curves', 'lighthouse'];
const onlyArgument = process.argv.slice(2).find((argument) => argument.startsWith('--only='));
const selected = onlyArgument ? onlyArgument.slice('--only='.length).split(',').filter(Boolean) : parts;
const unknownParts = selected.filter((part) => !parts.includes(part) && !webParts.includes(part));
if (unknownParts.length > 0 || selected.length === 0) {
  console.error(
    `--only takes a comma-separated list of: ${[...parts, ...webParts].join(', ')} (unknown: ${unknownParts.join(', ') || 'none given'})`,
  );
  process.exit(2);
}
const runs = (part) => selected.includes(part) || (webParts.includes(part) && selected.includes('web'));
const runsWeb = webParts.some(runs);
// Lighthouse runs each page this many times per profile and reports the medians (BENCH_LIGHTHOUSE_RUNS).
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const webDist = path.join(root, 'apps/web/dist');

// The libs and the API build in about a second with SWC: always rebuild so a stale dist is never measured.
// The web app too when a web part runs (about half a minute): its pages and route table are what is measured.
for (const args of [
  ['run', 'build:libs'],
  ['run', 'build', '-w', '@taxatlas/api'],
  ...(runsWeb
    ? [
        ['run', 'build', '-w', '@taxatlas/web'],
        ['exec', '--', 'node', 'scripts/precompress.mjs', 'apps/web/dist'],
      ]
    : []),
]) {
  const build = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const engine = (file) => require(path.join(root, 'libs/tax-engine/dist/src', file));
// Both servers answer the same question: the year is named, so the API's default (the year in force) and the bare
// server's cannot differ and the two responses are byte for byte the same data.
const httpBody = JSON.stringify({ grossIncome: 60000, taxYear: engine('uk/tax-year.js').currentUkTaxYear(new Date()).taxYear });

/** Calls per second of `run` over `inputs`, after a warm-up, measured for about `seconds`. */
function opsPerSecond(inputs, run, seconds = 1.5) {
  let sink = 0;
  const warmUntil = performance.now() + 300;
  for (let index = 0; performance.now() < warmUntil; index += 1) sink += run(inputs[index % inputs.length]) ? 1 : 0;
  let calls = 0;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  while (performance.now() < stopAt) {
    for (let batch = 0; batch < 200; batch += 1) {
      sink += run(inputs[calls % inputs.length]) ? 1 : 0;
      calls += 1;
    }
  }
  if (sink < 0) console.log(sink);
  return Math.round(calls / ((performance.now() - started) / 1000));
}

// 1,000 incomes spread over every band (deterministic, so runs compare).
const incomes = Array.from({ length: 1000 }, (_, index) => Math.round(((index * 7919) % 1000) * 250 + 1234.56));
const { calculateUkIncomeTax } = engine('uk/income-tax.js');
const { calculateUkPropertyTransactionTax } = engine('uk/property-transaction-tax.js');
const { calculateUsFederalIncomeTax } = engine('us/federal-income-tax.js');
const { calculateUsStateIncomeTax } = engine('us/state-income-tax.js');
const { usStateCodes } = engine('us/states.js');
const { calculateUsCapitalGains } = engine('us/capital-gains.js');
const { calculateUsTakeHome } = engine('us/take-home.js');
const { calculateGermanIncomeTax } = engine('germany/income-tax.js');

const calculators = [
  [
    'uk-income-tax (tax + NI + breakdown)',
    (income) =>
      calculateUkIncomeTax({
        grossIncome: income,
        taxYear: '2024-25',
        region: 'england',
        pensionContribution: 0,
        studentLoanPlan: 'plan2',
        includeNationalInsurance: true,
      }),
  ],
  [
    'uk-stamp-duty',
    (income) =>
      calculateUkPropertyTransactionTax({
        price: income * 3,
        buyerType: 'standard',
        nonResident: false,
        completionDate: '2025-06-01',
        region: 'england',
      }),
  ],
  [
    'us-federal-tax',
    (income) => calculateUsFederalIncomeTax({ grossIncome: income, filingStatus: 'single', taxYear: 2024, method: 'exact' }),
  ],
  [
    'us-state-tax (all 51 in turn)',
    (income) => calculateUsStateIncomeTax({ state: usStateCodes[income % 51], taxYear: 2024, income, filingStatus: 'married-joint' }),
  ],
  [
    'us-capital-gains',
    (income) =>
      calculateUsCapitalGains({ annualIncome: income, shortTermGain: 5000, longTermGain: 20000, filingStatus: 'single', taxYear: 2024 }),
  ],
  [
    'us-income-tax (take-home, with CA)',
    (income) => calculateUsTakeHome({ grossIncome: income, filingStatus: 'single', taxYear: 2024, state: 'CA' }),
  ],
  ['de-income-tax', (income) => calculateGermanIncomeTax({ taxableIncome: income, taxYear: 2025, assessment: 'single', churchTax: '9' })],
];

console.log(`TaxAtlas benchmarks on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`);
let inProcess;
let comparison;
if (runs('calculators')) {
  console.log('In-process calculations per second (each with its full result: summary, breakdown, references)');
  inProcess = {};
  for (const [name, run] of calculators) {
    inProcess[name] = opsPerSecond(incomes, run);
    console.log(`  ${name.padEnd(40)} ${inProcess[name].toLocaleString('en-GB').padStart(12)} /s`);
  }

  // The same UK Income Tax + NI question through the public package, which returns bare numbers.
  const hmrc = await import('@saving-tool/hmrc-income-tax');
  const theirs = (income) => {
    const personalAllowance = hmrc.calculatePersonalAllowance({ taxYear: '2024/25', taxableAnnualIncome: income });
    const tax = hmrc.calculateIncomeTax({ taxYear: '2024/25', personalAllowance, taxableAnnualIncome: income });
    const ni = hmrc.calculateEmployeeNationalInsurance({ taxYear: '2024/25', taxableAnnualIncome: income });
    return tax && ni >= 0;
  };
  const ours = (income) =>
    calculateUkIncomeTax({
      grossIncome: income,
      taxYear: '2024-25',
      region: 'england',
      pensionContribution: 0,
      studentLoanPlan: 'none',
      includeNationalInsurance: true,
    });
  comparison = { taxatlas: opsPerSecond(incomes, ours, 3), savingTool: opsPerSecond(incomes, theirs, 3) };
  comparison.ratio = Number((comparison.taxatlas / comparison.savingTool).toFixed(3));
  console.log('\nUK Income Tax + NI, same 1,000 incomes (2024-25, England)');
  console.log(`  TaxAtlas (full breakdown)                ${comparison.taxatlas.toLocaleString('en-GB').padStart(12)} /s`);
  console.log(`  @saving-tool/hmrc-income-tax (numbers)   ${comparison.savingTool.toLocaleString('en-GB').padStart(12)} /s`);
  console.log(`  ratio ${comparison.ratio} (goal ≥ 0.5)`);
}

function waitForHealth(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url)
        .then((response) => (response.ok ? resolve() : retry()))
        .catch(retry);
    const retry = () => (Date.now() > deadline ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 200));
    attempt();
  });
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: 50,
        duration: httpSeconds,
        headers: { 'content-type': 'application/json' },
        body: httpBody,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summarise = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

let http;
let web;
if (runs('http') || runsWeb) {
  if (runs('http'))
    console.log(`\nHTTP: POST /api/income-tax/calculate ${httpBody}, autocannon, 50 connections, ${httpSeconds} s, 127.0.0.1`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taxatlas-bench-'));
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: `bench-${Math.random().toString(36).repeat(4)}`,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // autocannon is one client sending thousands of requests a second: the global limit would answer it with 429s.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: 'ignore',
  });
  const bare = fork(path.join(root, 'benchmarks/bare-server.cjs'), { env: { PORT: String(apiPort + 1) }, stdio: 'ignore' });
  try {
    await waitForHealth(`${apiUrl}/api/health`);
    await new Promise((resolve) => bare.once('message', resolve));
    if (runs('http')) {
      await load(`${apiUrl}/api/income-tax/calculate`); // warm-up pass, discarded
      const taxatlas = summarise(await load(`${apiUrl}/api/income-tax/calculate`));
      await load(`${bareUrl}/`);
      const bareServer = summarise(await load(`${bareUrl}/`));
      http = { taxatlas, bareServer, ratio: Number((taxatlas.requestsPerSecond / bareServer.requestsPerSecond).toFixed(3)) };
      console.log(
        `  TaxAtlas API (NestJS + Fastify, zod, LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'warn'}) ${String(taxatlas.requestsPerSecond).padStart(8)} req/s   p99 ${taxatlas.p99Ms} ms   non-2xx ${taxatlas.non2xx}`,
      );
      console.log(
        `  bare node:http + same engine                         ${String(bareServer.requestsPerSecond).padStart(8)} req/s   p99 ${bareServer.p99Ms} ms   non-2xx ${bareServer.non2xx}`,
      );
      console.log(`  ratio ${http.ratio} (goal ≥ 0.6)`);
    }

    if (runsWeb) web = {};
    if (runs('web-js')) {
      // Every page of the router, as a first visit loads it; none may load more than this.
      const budgetKB = 200;
      const pages = firstLoadPages(webDist);
      console.log(
        `\nWeb: JavaScript loaded before the page settles (gzip -9), production build, ${pages.length} pages; budget ≤ ${budgetKB} KB each`,
      );
      const javascript = await firstLoadJavaScript(apiUrl, pages);
      for (const [page, size] of Object.entries(javascript))
        console.log(
          `  ${page.padEnd(32)} ${String(size.gzipKB).padStart(7)} KB in ${String(size.files).padStart(2)} files` +
            `${size.landedOn === page ? '' : ` (signed out: shows ${size.landedOn})`}${size.gzipKB > budgetKB ? '   over budget' : ''}`,
        );
      const overBudget = Object.entries(javascript).filter(([, size]) => size.gzipKB > budgetKB);
      console.log(
        `  check: every first load within ${budgetKB} KB: ${overBudget.length === 0 ? 'ok' : `FAILED (${overBudget.map(([page, size]) => `${page} ${size.gzipKB} KB`).join(', ')})`}`,
      );
      const chartsInFirstLoad = Object.entries(javascript).filter(([, size]) => size.chartLibraryChunks.length > 0);
      console.log(
        `  check: the chart library in no first load: ${chartsInFirstLoad.length === 0 ? 'ok' : `FAILED (${chartsInFirstLoad.map(([page]) => page).join(', ')})`}`,
      );
      const curveInFirstLoad = Object.entries(javascript).filter(([, size]) => size.curveChunks.length > 0);
      console.log(
        `  check: no chunk of the tax-across-incomes chart in any first load: ${curveInFirstLoad.length === 0 ? 'ok' : `FAILED (${curveInFirstLoad.map(([page]) => page).join(', ')})`}`,
      );
      if (overBudget.length > 0 || curveInFirstLoad.length > 0 || chartsInFirstLoad.length > 0) process.exitCode = 1;
      web.javascript = javascript;
    }

    if (runs('curves')) {
      // One URL per calculator with the chart, each with an income, as a shared link opens it.
      const curvePages = [
        '/uk/income-tax?income=60000&year=2024-25&region=england&pension=0&loan=none',
        '/us/federal-income-tax?income=80000&status=single&year=2024',
        '/us/take-home?income=80000&status=single&year=2024&state=CA',
        '/germany/income-tax?income=60000&class=1&church=9&assessment=single&year=2025',
      ];
      console.log('\nCharts tab, tax across incomes: one curve (505 points) in Chromium with the CPU throttled 4× (goal < 16 ms)');
      const incomeCurves = await incomeCurveMetrics(apiUrl, curvePages);
      for (const [page, curve] of Object.entries(incomeCurves)) {
        const lazy = !curve.curveChunkBeforeTab && curve.curveChunkWithTab;
        console.log(
          `  ${page.padEnd(22)} first curve ${String(curve.firstCurveMs).padStart(6)} ms, then median ${String(curve.medianCurveMs).padStart(5)} ms of ${curve.runs}` +
            `   curve chunk ${curve.curveEngine.gzipKB} KB in ${curve.curveEngine.files} files (Charts tab ${curve.chartsTab.gzipKB} KB)` +
            `   lazy: ${lazy ? 'ok' : 'FAILED'}`,
        );
      }
      if (Object.values(incomeCurves).some((curve) => curve.curveChunkBeforeTab || !curve.curveChunkWithTab)) process.exitCode = 1;
      web.incomeCurves = incomeCurves;
    }

    if (runs('lighthouse')) {
      // The home page, the blog list, a form page (/login) and three calculator pages, /germany/income-tax being the
      // one with the most first-load JavaScript.
      const lighthousePages = ['/', '/uk/income-tax', '/us/state-tax', '/germany/income-tax', '/blog', '/login'];
      const goal = 95;
      console.log(
        `\nLighthouse 13 (Debian Chromium, headless; mobile = default throttled profile, desktop = desktop preset); median of ${lighthouseRuns} runs; goal ≥ ${goal} each`,
      );
      const lighthouse = await lighthouseScores(apiUrl, lighthousePages, { runs: lighthouseRuns });
      // /login asks search engines not to index it (robots noindex, features/account/login-page.tsx), which Lighthouse's SEO category
      // counts against it: its SEO score is shown, not held to the goal.
      const noindexPages = new Set(['/login']);
      const belowGoal = [];
      for (const [page, { metrics, ...byFormFactor }] of Object.entries(lighthouse)) {
        for (const [formFactor, scores] of Object.entries(byFormFactor)) {
          for (const [category, score] of Object.entries(scores))
            if (score < goal && !(category === 'seo' && noindexPages.has(page)))
              belowGoal.push(`${page} ${formFactor} ${category} ${score}`);
          console.log(
            `  ${page.padEnd(20)} ${formFactor.padEnd(8)} ${Object.entries(scores)
              .map(([category, score]) => `${category} ${score}`)
              .join('  ')}`,
          );
        }
        console.log(
          `  ${''.padEnd(20)} mobile runs: performance ${metrics.performanceRuns.join(', ')}; median FCP ${metrics.firstContentfulPaintMs} ms, LCP ${metrics.largestContentfulPaintMs} ms, TBT ${metrics.totalBlockingTimeMs} ms`,
        );
      }
      console.log(`  check: every median ≥ ${goal}: ${belowGoal.length === 0 ? 'ok' : `FAILED (${belowGoal.join(', ')})`}`);
      if (belowGoal.length > 0) process.exitCode = 1;
      web.lighthouse = lighthouse;
    }
  } finally {
    api.kill();
    bare.kill();
  }
}

// The admin list and the analytics on 100,000 articles and a million counter rows, SQLite and PostgreSQL.
// The web build served by this API is the one just measured; the API starts again on each seeded database.
const adminQueries = runs('admin') ? await adminQueryBenchmarks({ port: apiPort + 4 }) : undefined;
// The contact inbox, its CSV export and the retention job on a million submissions, SQLite and PostgreSQL.
const contactQueries = runs('contact') ? await contactQueryBenchmarks({ port: apiPort + 6 }) : undefined;
// The public list next to /api/health on 100,000 articles, and a soak of mixed traffic with no 5xx.
const publicReads = runs('reads') ? await publicReadBenchmarks({ port: apiPort + 8 }) : undefined;
const soak = runs('soak') ? await soakBenchmark({ port: apiPort + 10 }) : undefined;

const resultsDir = path.join(root, 'benchmarks/results');
mkdirSync(resultsDir, { recursive: true });
const latestPath = path.join(resultsDir, 'latest.json');
// With --only, the parts not run keep their figures from the last run.
const earlier = onlyArgument && existsSync(latestPath) ? JSON.parse(readFileSync(latestPath, 'utf8')) : {};
// A web part run alone replaces its own figures only.
if (web && earlier.web) web = { ...earlier.web, ...web };
const figures = { inProcess, ukComparison: comparison, http, web, adminQueries, contactQueries, publicReads, soak };
writeFileSync(
  latestPath,
  JSON.stringify(
    {
      ...earlier,
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      parts: selected,
      ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)),
    },
    null,
    2,
  ),
);
console.log('\nWritten to benchmarks/results/latest.json');
