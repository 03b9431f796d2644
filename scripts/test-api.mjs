// API integration tests against SQLite and a real PostgreSQL (see scripts/postgres.mjs for which one).
import { spawnSync } from 'node:child_process';
import { findPostgres } from './postgres.mjs';

const extraArgs = process.argv.slice(2);
const postgres = await findPostgres();
console.log(`API integration tests: SQLite (temporary files) and PostgreSQL at ${postgres.url.replace(/\/\/[^@]*@/, '//')}`);
let status;
try {
  const result = spawnSync('npx', ['jest', '--selectProjects', 'api-integration', '--runInBand', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
