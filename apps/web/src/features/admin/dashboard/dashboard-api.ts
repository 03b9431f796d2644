import type { AdminDashboard } from '@taxatlas/contracts/admin';
import { api, SESSION_TAG } from '../../../lib/api';

/** GET /api/admin/dashboard (editors and admins). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => 'admin/dashboard',
      providesTags: [SESSION_TAG],
      // The figures move with every view and calculation: coming back to the dashboard shows fresh ones.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminDashboardQuery } = dashboardApi;
