import { publicSiteSettings } from '@taxatlas/contracts/public-site-settings';
import type { SiteSettings, SiteSettingsUpdateRequest } from '@taxatlas/contracts/site-settings';
import { api, SESSION_TAG } from '../../../lib/api';
import { siteSettingsApi } from '../../../lib/site-settings';

const SETTINGS_TAG = 'AdminSettings' as const;

/** The site settings screen's calls (docs/api.md, "Users"), for admins. */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: [SETTINGS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/users/settings (admins): every site setting, for editing. */
    getAdminSiteSettings: build.query<SiteSettings, void>({
      query: () => 'admin/users/settings',
      providesTags: [SESSION_TAG, SETTINGS_TAG],
    }),
    /** PUT /api/admin/users/settings: returns every setting; the public copy (footer, banner) takes them at once. */
    updateAdminSiteSettings: build.mutation<SiteSettings, SiteSettingsUpdateRequest>({
      query: (body) => ({ url: 'admin/users/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getAdminSiteSettings', undefined, data));
          // The public copy holds what GET /api/settings answers, not the admin-only settings.
          dispatch(siteSettingsApi.util.upsertQueryData('getSiteSettings', undefined, publicSiteSettings(data)));
        } catch {
          // The screen shows the error.
        }
      },
    }),
  }),
});

export const { useGetAdminSiteSettingsQuery, useUpdateAdminSiteSettingsMutation } = settingsApi;
