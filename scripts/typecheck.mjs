// Strict type-check of every workspace; stops at the first failure. Each tsconfig sets noEmit except the API's
// tsconfig.types.json: the API's check also writes its declarations to apps/api/dist/types (nothing else), which the
// desktop's check reads for `@taxatlas/api/dist/*` (apps/desktop/tsconfig.json), so it runs before apps/desktop, and
// a clean clone needs no build first.
import { spawnSync } from 'node:child_process';

const projects = ['libs/tax-engine', 'libs/contracts', 'apps/api/tsconfig.types.json', 'apps/web', 'apps/desktop', 'e2e', 'scripts'];
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
  console.log(`typecheck ${project}: ok (${Date.now() - started} ms)`);
}
