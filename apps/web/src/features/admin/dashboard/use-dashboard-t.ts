import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { dashboardMessages } from './messages';

/** `t()` for the overview: its own ids, the admin area's and the shared ones. */
export const useDashboardT = featureMessages('admin-dashboard', dashboardMessages, useAdminT);
