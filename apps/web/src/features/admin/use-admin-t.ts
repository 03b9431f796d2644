import { featureMessages } from '../../lib/i18n/feature-messages';
import { adminMessages } from './messages';

/**
 * `t()` for the admin area's shell and screens: its own ids and the shared ones. Every admin module imports this one
 * (directly or through its screen's hook), so the area's catalogue is registered as soon as any of its chunks loads.
 */
export const useAdminT = featureMessages('admin', adminMessages);
