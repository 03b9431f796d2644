import type { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from '../config/app-config';
import { ensureBootstrapAdmin } from '../modules/users/account-seeding';
import { seedDemoData } from './demo-seed';

/**
 * Applies pending migrations (never schema sync), creates the ADMIN_EMAIL admin when there is no admin, and, where
 * configured, seeds demo data: demo accounts only outside production. The admin comes first, so that the demo admin
 * never stands in for the one the environment asks for.
 */
export async function prepareDatabase(orm: MikroORM, config: AppConfig): Promise<void> {
  await orm.getMigrator().up();
  await ensureBootstrapAdmin(orm.em.fork(), config);
  if (config.seedDemoData) {
    await seedDemoData(orm.em.fork(), { demoAccountsDir: config.environment === 'production' ? undefined : config.dataDir });
  }
}
