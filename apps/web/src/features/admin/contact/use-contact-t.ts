import type { MessageId } from '../../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../../lib/i18n/area-messages';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import { adminMessages, type AdminMessageId } from '../messages';
import { contactMessages, type ContactMessageId } from './messages';

// Registered when the inbox's chunk loads, before its first render (lib/i18n/area-messages.ts); the admin area's
// catalogue too, in case this module loads first (registering a catalogue twice is a no-op).
registerAreaMessages('admin', adminMessages);
registerAreaMessages('admin-contact', contactMessages);

export type ContactT = Translate<ContactMessageId | AdminMessageId | MessageId>;

/** `t()` for the contact inbox: its own ids, the admin area's and the shared ones. */
export const useContactT = (): ContactT => useT<ContactMessageId | AdminMessageId | MessageId>();
