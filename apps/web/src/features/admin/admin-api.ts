import type { Article } from '@taxatlas/contracts/articles';
import { publicSiteSettings } from '@taxatlas/contracts/public-site-settings';
import type { SiteSettings, SiteSettingsUpdateRequest } from '@taxatlas/contracts/site-settings';
import type { AdminUser, AdminUserList, AdminUserUpdateRequest } from '@taxatlas/contracts/users';
import { api, SESSION_TAG } from '../../lib/api';
import { siteSettingsApi } from '../../lib/site-settings';
import { adminUsersQueryString, type AdminUsersListParams } from './users/users-list-params';

const USERS_TAG = 'AdminUsers' as const;
const SETTINGS_TAG = 'AdminSettings' as const;

/** The admin area's calls (docs/api.md, "Users" and "Articles"). Every answer depends on who asks. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: [USERS_TAG, SETTINGS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/articles/admin/:id (editors and admins): the article of any status, for the preview. */
    getArticlePreview: build.query<Article, string>({
      query: (id) => `articles/admin/${encodeURIComponent(id)}`,
      // Only editors and admins get an answer, so a change of session refetches it.
      providesTags: [SESSION_TAG],
    }),

    /** GET /api/admin/users?page&limit&search&role (admins). */
    listAdminUsers: build.query<AdminUserList, AdminUsersListParams>({
      query: (params) => `admin/users?${adminUsersQueryString(params)}`,
      providesTags: [SESSION_TAG, USERS_TAG],
    }),
    /** PUT /api/admin/users/:id: a role change, or disabling/enabling. 409 for yourself or the last active admin. */
    updateAdminUser: build.mutation<{ user: AdminUser }, { id: string; changes: AdminUserUpdateRequest }>({
      query: ({ id, changes }) => ({ url: `admin/users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: [USERS_TAG],
    }),
    /** DELETE /api/admin/users/:id → 204. */
    deleteAdminUser: build.mutation<void, string>({
      query: (id) => ({ url: `admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [USERS_TAG],
    }),

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
          dispatch(adminApi.util.upsertQueryData('getAdminSiteSettings', undefined, data));
          // The public copy holds what GET /api/settings answers, not the admin-only settings.
          dispatch(siteSettingsApi.util.upsertQueryData('getSiteSettings', undefined, publicSiteSettings(data)));
        } catch {
          // The screen shows the error.
        }
      },
    }),
  }),
});

export const {
  useGetArticlePreviewQuery,
  useListAdminUsersQuery,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useGetAdminSiteSettingsQuery,
  useUpdateAdminSiteSettingsMutation,
} = adminApi;
