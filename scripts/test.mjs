// `npm test`: the whole pipeline, in the order that fails fastest. Each step must pass for the next to run;
// the closing line counts every test that ran (jest projects, API integration on SQLite + PostgreSQL,
// Playwright in Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const steps = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'format', command: ['npm', 'run', 'format:check'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'build desktop', command: ['npm', 'run', 'build:desktop'] },
  {
    name: 'unit tests',
    command: [
      'npx',
      'jest',
      '--selectProjects',
      'tax-engine',
      'contracts',
      'api-unit',
      'web',
      'desktop',
      'release',
      '--json',
      `--outputFile=${resultsDir}/unit.json`,
    ],
    jest: `${resultsDir}/unit.json`,
  },
  {
    name: 'API integration (SQLite + PostgreSQL)',
    command: ['node', 'scripts/test-api.mjs', '--json', `--outputFile=${resultsDir}/api.json`],
    jest: `${resultsDir}/api.json`,
  },
  {
    name: 'desktop app under Node (its server side, data safety)',
    command: ['npx', 'jest', '--selectProjects', 'desktop-integration', '--json', `--outputFile=${resultsDir}/desktop.json`],
    jest: `${resultsDir}/desktop.json`,
  },
  { name: 'end to end (Playwright, Chromium)', command: ['node', 'scripts/test-e2e.mjs'], playwright: `${resultsDir}/playwright.json` },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
function count(step) {
  if (step.jest && existsSync(step.jest)) {
    const report = JSON.parse(readFileSync(step.jest, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (step.playwright && existsSync(step.playwright)) {
    const { stats } = JSON.parse(readFileSync(step.playwright, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
}

const timings = [];
let failedStep;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit' });
  timings.push(`${step.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  count(step);
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log(`\n${timings.join('\n')}`);
if (failedStep) console.log(`\nFAILED at: ${failedStep}`);
if (failedStep && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
