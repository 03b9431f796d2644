import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { mediaMessages } from './messages';

/** `t()` for the media library and the picker (the editor's too): their ids, the admin area's and the shared ones. */
export const useMediaT = featureMessages('admin-media', mediaMessages, useAdminT);
