// `node apps/api/dist/cli/migrate.js [--wait-seconds 60]`: applies pending migrations and exits; the migration step
// of docker/compose.yml and of the Kubernetes pre-upgrade job (docs/deployment.md). Same configuration as the server
// (DATABASE_URL or DATA_DIR) and the same migrator under the same lock (database/migration-lock.ts), so it is safe
// while servers start.
import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { type AppConfig, ConfigError, loadConfig } from '../config/app-config';
import { migrateDatabase } from '../database/database-lifecycle';
import { ormOptions } from '../database/orm-options';

/**
 * Connects, waiting while the database does not answer yet: a container started next to a database that is still
 * initialising (an orchestrator that does not wait for its health check) would otherwise fail for nothing.
 */
async function connect(config: AppConfig, waitSeconds: number): Promise<MikroORM> {
  const deadline = Date.now() + waitSeconds * 1_000;
  for (;;) {
    let orm: MikroORM | undefined;
    try {
      orm = await MikroORM.init(ormOptions(config));
      await orm.em.getConnection().execute('select 1');
      return orm;
    } catch (error) {
      await orm?.close().catch(() => 'not open');
      if (Date.now() >= deadline) throw error;
      console.error(`Waiting for the database: ${error instanceof Error ? error.message : String(error)}`);
      await sleep(2_000);
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'wait-seconds': { type: 'string', default: '60' } } });
  const waitSeconds = Number(values['wait-seconds']);
  if (!Number.isInteger(waitSeconds) || waitSeconds < 0) throw new Error('--wait-seconds must be a whole number of seconds');
  // Silent: the migrator would otherwise narrate every migration; the summary below names them.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const orm = await connect(config, waitSeconds);
  try {
    const applied = await migrateDatabase(orm, config);
    console.log(applied.length === 0 ? 'No pending migrations.' : `Applied ${applied.length} migrations: ${applied.join(', ')}`);
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
