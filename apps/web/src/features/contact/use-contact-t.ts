import type { MessageId } from '../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../lib/i18n/area-messages';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { contactFormMessages, type ContactMessageId } from './messages';

// Every module of the contact page imports this one, so its catalogue is registered as soon as the page's chunk
// loads, before its first render (lib/i18n/area-messages.ts).
registerAreaMessages('contact-form', contactFormMessages);

export type ContactT = Translate<ContactMessageId | MessageId>;

/** `t()` for the contact page: its own ids and the shared ones. */
export const useContactT = (): ContactT => useT<ContactMessageId | MessageId>();
