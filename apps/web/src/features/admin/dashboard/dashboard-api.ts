import type { AdminAnalytics, AdminDashboard } from '@taxatlas/contracts/admin';
import { api, SESSION_TAG } from '../../../lib/api';

/** GET /api/admin/dashboard and GET /api/admin/analytics (editors and admins). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => 'admin/dashboard',
      providesTags: [SESSION_TAG],
      // The figures move with every view and calculation: coming back to the dashboard shows fresh ones.
      keepUnusedDataFor: 0,
    }),
    getAdminAnalytics: build.query<AdminAnalytics, number>({
      query: (period) => `admin/analytics?period=${period}`,
      providesTags: [SESSION_TAG],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAdminDashboardQuery, useGetAdminAnalyticsQuery } = dashboardApi;
