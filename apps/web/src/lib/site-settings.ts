import type { SiteSettings } from '@taxatlas/contracts/site-settings';
import { api } from './api';

/**
 * What the public site shows until GET /api/settings answers, and what the pre-rendered pages carry: the API's own
 * defaults (`defaultSiteSettings` in @taxatlas/contracts/site-settings, not imported here because that module brings
 * zod into the first load).
 */
export const fallbackSiteSettings: Pick<SiteSettings, 'siteName' | 'supportEmail' | 'announcement'> = {
  siteName: 'TaxAtlas',
  supportEmail: 'support@taxatlas.example',
  announcement: '',
};

/**
 * GET /api/settings (public): the footer's site name and support address, and the announcement banner. One request
 * per visit; the admin's settings screen writes its saved answer into this cache, so the site shows the new values
 * after a client-side navigation without asking again.
 */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({ query: () => 'settings', keepUnusedDataFor: 3600 }),
  }),
});

/** The public site settings, or the defaults while they load (or if the API cannot be reached). */
export function useSiteSettings(): Pick<SiteSettings, 'siteName' | 'supportEmail' | 'announcement'> {
  return siteSettingsApi.useGetSiteSettingsQuery().data ?? fallbackSiteSettings;
}
