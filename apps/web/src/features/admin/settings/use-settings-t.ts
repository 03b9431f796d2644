import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { settingsMessages } from './messages';

/** `t()` for the site settings screen: its own ids, the admin area's and the shared ones. */
export const useSettingsT = featureMessages('admin-settings', settingsMessages, useAdminT);
