import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { categoriesMessages } from './messages';

/** `t()` for the categories screen: its own ids, the admin area's and the shared ones. */
export const useCategoriesT = featureMessages('admin-categories', categoriesMessages, useAdminT);
