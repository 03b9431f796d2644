import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { usersMessages } from './messages';

/** `t()` for the users screen: its own ids, the admin area's and the shared ones. */
export const useUsersT = featureMessages('admin-users', usersMessages, useAdminT);
