import type { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from '../config/app-config';
import { ensureBootstrapAdmin } from '../modules/users/account-seeding';
import { seedDemoData } from './demo-seed';
import { withPreparationLock } from './migration-lock';

/**
 * Applies pending migrations (never schema sync), creates the ADMIN_EMAIL admin when there is no admin, and, where
 * configured, seeds demo data: demo accounts only outside production. The admin comes first, so that the demo admin
 * never stands in for the one the environment asks for. On PostgreSQL all of it runs under one advisory lock, so that
 * replicas starting together neither run a migration twice nor both create the admin.
 */
export async function prepareDatabase(orm: MikroORM, config: AppConfig): Promise<void> {
  await withPreparationLock(orm, config, async () => {
    await orm.getMigrator().up();
    await ensureBootstrapAdmin(orm.em.fork(), config);
    if (config.seedDemoData) {
      await seedDemoData(orm.em.fork(), { demoAccountsDir: config.environment === 'production' ? undefined : config.dataDir });
    }
  });
}

/** Applies pending migrations only, under the same lock as prepareDatabase (`node apps/api/dist/cli/migrate.js`). */
export async function migrateDatabase(orm: MikroORM, config: AppConfig): Promise<string[]> {
  return withPreparationLock(orm, config, async () => (await orm.getMigrator().up()).map((migration) => migration.name));
}
