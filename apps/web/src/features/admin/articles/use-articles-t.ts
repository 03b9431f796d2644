import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { articlesMessages } from './messages';

/**
 * `t()` for the articles list and the preview: their own ids, the admin area's and the shared ones. The preview sits
 * outside the dashboard layout, so the admin catalogue comes with this module's parent, not with the layout.
 */
export const useArticlesT = featureMessages('admin-articles', articlesMessages, useAdminT);
