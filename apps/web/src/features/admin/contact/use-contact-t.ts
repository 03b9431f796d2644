import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { contactMessages } from './messages';

/** `t()` for the contact inbox: its own ids, the admin area's and the shared ones. */
export const useContactT = featureMessages('admin-contact', contactMessages, useAdminT);

export type ContactT = ReturnType<typeof useContactT>;
