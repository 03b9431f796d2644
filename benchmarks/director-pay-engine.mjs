// CPU time of one calculateUkDirectorPay call (the search for a director's best salary), over a grid of years,
// profits, other incomes, regions and Employment Allowance: `scripts/with-node24 node benchmarks/director-pay-engine.mjs`.
// The engine is TypeScript; this registers a loader that compiles it with @swc/core (already a dev dependency) and
// resolves its extensionless imports, so nothing needs building first. Fails when the slowest call is above the budget.
import { registerHooks, createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const swc = createRequire(path.join(root, 'package.json'))('@swc/core');
const BUDGET_MS = 20;

registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && context.parentURL?.endsWith('.ts')) {
      const base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
      for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')])
        if (existsSync(candidate)) return next(pathToFileURL(candidate).href, context);
    }
    return next(specifier, context);
  },
  load(url, context, next) {
    if (!url.endsWith('.ts')) return next(url, context);
    const file = fileURLToPath(url);
    const { code } = swc.transformSync(readFileSync(file, 'utf8'), {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});

const { calculateUkDirectorPay } = await import(pathToFileURL(path.join(root, 'libs/tax-engine/src/uk/director-pay.ts')).href);
const cases = [];
for (const taxYear of ['2023-24', '2024-25', '2025-26', '2026-27'])
  for (const companyProfit of [0, 20_000, 50_000, 100_000, 250_000, 400_000, 2_000_000])
    for (const otherIncome of [0, 30_000, 150_000])
      for (const employmentAllowance of [false, true])
        for (const region of ['england', 'scotland']) cases.push({ taxYear, companyProfit, otherIncome, employmentAllowance, region });

for (const input of cases.slice(0, 40)) calculateUkDirectorPay(input); // warm up the JIT
let worst = 0;
let total = 0;
for (const input of cases) {
  // CPU time, not wall time: a busy machine must not make the engine look slow.
  const started = process.cpuUsage();
  for (let repeat = 0; repeat < 3; repeat += 1) calculateUkDirectorPay(input);
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 3000;
  worst = Math.max(worst, ms);
  total += ms;
}
console.log(
  `calculateUkDirectorPay: ${cases.length} inputs, mean ${(total / cases.length).toFixed(2)} ms, slowest ${worst.toFixed(2)} ms (budget ${BUDGET_MS} ms)`,
);
if (worst > BUDGET_MS) process.exitCode = 1;
