import { EntitySchema } from '@mikro-orm/core';

/** A site-wide setting edited in the admin area (site name, support email, default language). */
export interface SiteSetting {
  key: string;
  /** JSON-encoded value. */
  value: string;
  updatedAt: Date;
}

export const SiteSettingSchema = new EntitySchema<SiteSetting>({
  name: 'SiteSetting',
  tableName: 'site_settings',
  properties: {
    key: { type: 'string', primary: true, length: 100 },
    value: { type: 'text' },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
