import type { AdminAnalytics } from '@taxatlas/contracts/admin';
import { api, SESSION_TAG } from '../../../lib/api';

/** GET /api/admin/analytics?period=<days> (editors and admins). */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAnalytics: build.query<AdminAnalytics, number>({
      query: (period) => `admin/analytics?period=${period}`,
      providesTags: [SESSION_TAG],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAdminAnalyticsQuery } = analyticsApi;
