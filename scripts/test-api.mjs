// API integration tests against SQLite and a real PostgreSQL (see scripts/postgres.mjs for which one).
import { spawnSync } from 'node:child_process';
import { findPostgres } from './postgres.mjs';
import { findRedis } from './redis.mjs';

const extraArgs = process.argv.slice(2);
const postgres = await findPostgres();
const redis = await findRedis();
console.log(`API integration tests: SQLite (temporary files) and PostgreSQL at ${postgres.url.replace(/\/\/[^@]*@/, '//')}`);
console.log(
  redis
    ? `Shared rate limits: Redis at ${redis.url}`
    : 'No Redis here (apt-get install redis-server): the shared rate limit test is skipped.',
);
let status;
try {
  const result = spawnSync('npx', ['jest', '--selectProjects', 'api-integration', '--runInBand', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url, ...(redis ? { TEST_REDIS_URL: redis.url } : {}) },
  });
  status = result.status ?? 1;
} finally {
  postgres.stop();
  redis?.stop();
}
process.exit(status);
