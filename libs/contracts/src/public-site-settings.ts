import type { SiteSettings } from './site-settings';

/**
 * The settings every visitor may read (GET /api/settings): what the pages show, nothing about how visitors' data is
 * kept. Without zod, so that the public site and every admin screen can use it at no cost.
 */
export const publicSiteSettingKeys = [
  'siteName',
  'supportEmail',
  'defaultLanguage',
  'allowRegistration',
  'announcement',
] as const satisfies readonly (keyof SiteSettings)[];
export type PublicSiteSettings = Pick<SiteSettings, (typeof publicSiteSettingKeys)[number]>;

/** The public part of the settings, and nothing else. */
export function publicSiteSettings(settings: PublicSiteSettings): PublicSiteSettings {
  return Object.fromEntries(publicSiteSettingKeys.map((key) => [key, settings[key]])) as unknown as PublicSiteSettings;
}
