import { featureMessages } from '../../lib/i18n/feature-messages';
import { contactFormMessages } from './messages';

/** `t()` for the contact page: its own ids and the shared ones. */
export const useContactT = featureMessages('contact-form', contactFormMessages);

export type ContactT = ReturnType<typeof useContactT>;
