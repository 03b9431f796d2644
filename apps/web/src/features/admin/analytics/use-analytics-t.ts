import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { analyticsMessages } from './messages';

/** `t()` for the analytics screen and its charts: its own ids, the admin area's and the shared ones. */
export const useAnalyticsT = featureMessages('admin-analytics', analyticsMessages, useAdminT);
