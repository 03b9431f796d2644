import type { EntityManager } from '@mikro-orm/core';
import { defaultSiteSettings } from '@taxatlas/contracts/site-settings';
import { seedBlog } from '../modules/articles/seed-blog';
import { SiteSettingSchema } from '../modules/settings/entities/site-setting.entity';
import { seedDemoAccounts } from '../modules/users/account-seeding';

/** The settings written as rows at seed time (the others read as their defaults until an admin saves them). */
const seededSettingKeys = ['siteName', 'supportEmail', 'defaultLanguage'] as const;

export interface DemoSeedOptions {
  /** Where the demo accounts' passwords are kept; without it (production) no account is seeded. */
  readonly demoAccountsDir?: string | undefined;
}

/** Idempotent: inserts only what is missing, so a restart never overwrites an admin's edits. */
export async function seedDemoData(em: EntityManager, options: DemoSeedOptions = {}): Promise<void> {
  const existing = await em.find(SiteSettingSchema, {});
  const existingKeys = new Set(existing.map((setting) => setting.key));
  for (const key of seededSettingKeys) {
    if (!existingKeys.has(key))
      em.create(SiteSettingSchema, { key, value: JSON.stringify(defaultSiteSettings[key]), updatedAt: new Date() });
  }
  await em.flush();
  await seedBlog(em);
  if (options.demoAccountsDir) await seedDemoAccounts(em, options.demoAccountsDir);
}
