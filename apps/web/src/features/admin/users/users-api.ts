import type { AdminUser, AdminUserList, AdminUserUpdateRequest } from '@taxatlas/contracts/users';
import { api, SESSION_TAG } from '../../../lib/api';
import { adminUsersQueryString, type AdminUsersListParams } from './users-list-params';

const USERS_TAG = 'AdminUsers' as const;

/** The users screen's calls (docs/api.md, "Users"), for admins. Every answer depends on who asks. */
export const usersApi = api.enhanceEndpoints({ addTagTypes: [USERS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useListAdminUsersQuery, useUpdateAdminUserMutation, useDeleteAdminUserMutation } = usersApi;
