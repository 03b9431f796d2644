import type { EntityManager } from '@mikro-orm/core';
import { seedBlog } from '../modules/articles/seed-blog';
import { SiteSettingSchema } from '../modules/settings/entities/site-setting.entity';

/** Default site settings; the blog's categories and articles are seeded by seedBlog. */
export const defaultSiteSettings: Readonly<Record<string, unknown>> = {
  siteName: 'TaxAtlas',
  supportEmail: 'support@taxatlas.example',
  defaultLanguage: 'en',
};

/** Idempotent: inserts only what is missing, so a restart never overwrites an admin's edits. */
export async function seedDemoData(em: EntityManager): Promise<void> {
  const existing = await em.find(SiteSettingSchema, {});
  const existingKeys = new Set(existing.map((setting) => setting.key));
  for (const [key, value] of Object.entries(defaultSiteSettings)) {
    if (!existingKeys.has(key)) em.create(SiteSettingSchema, { key, value: JSON.stringify(value), updatedAt: new Date() });
  }
  await em.flush();
  await seedBlog(em);
}
