import type { PublicSiteSettings } from '@taxatlas/contracts/public-site-settings';
import { api } from './api';

/**
 * What the public site shows until GET /api/settings answers, and what the pre-rendered pages carry: the API's own
 * defaults (`defaultSiteSettings` in @taxatlas/contracts/site-settings, not imported here because that module brings
 * zod into the first load).
 */
export const fallbackSiteSettings: Pick<PublicSiteSettings, 'siteName' | 'supportEmail' | 'announcement'> = {
  siteName: 'TaxAtlas',
  supportEmail: 'support@taxatlas.example',
  announcement: '',
};

/**
 * GET /api/settings (public): the footer's site name and support address, and the announcement banner. Asked once and
 * kept while any page shows them (RTK Query's default: dropped 60 s after the last user, e.g. a long stay in the admin
 * area, then asked again). The admin's settings screen writes its saved answer into this cache, so the site shows the
 * new values after a client-side navigation without waiting for the API.
 */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<PublicSiteSettings, void>({ query: () => 'settings' }),
  }),
});

/** The public site settings, or the defaults while they load (or if the API cannot be reached). */
export function useSiteSettings(): Pick<PublicSiteSettings, 'siteName' | 'supportEmail' | 'announcement'> {
  return siteSettingsApi.useGetSiteSettingsQuery().data ?? fallbackSiteSettings;
}
