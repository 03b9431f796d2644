// Strict type-check of every workspace (each tsconfig sets noEmit); stops at the first failure.
import { spawnSync } from 'node:child_process';

const projects = ['libs/tax-engine', 'libs/contracts', 'apps/api', 'apps/web', 'apps/desktop', 'e2e', 'scripts'];
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
  console.log(`typecheck ${project}: ok (${Date.now() - started} ms)`);
}
