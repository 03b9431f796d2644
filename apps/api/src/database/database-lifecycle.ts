import type { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from '../config/app-config';
import { seedDemoData } from './demo-seed';

/** Applies pending migrations (never schema sync) and, where configured, seeds demo data. */
export async function prepareDatabase(orm: MikroORM, config: AppConfig): Promise<void> {
  await orm.getMigrator().up();
  if (config.seedDemoData) await seedDemoData(orm.em.fork());
}
