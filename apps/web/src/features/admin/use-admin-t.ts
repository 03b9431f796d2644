import type { MessageId } from '../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../lib/i18n/area-messages';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { adminMessages, type AdminMessageId } from './messages';

// Every module of the admin area imports this one, so the area's catalogue is registered as soon as any of its
// chunks loads, before its first render (lib/i18n/area-messages.ts).
registerAreaMessages('admin', adminMessages);

/** `t()` for the admin area's screens: their own ids and the shared ones. */
export const useAdminT = (): Translate<AdminMessageId | MessageId> => useT<AdminMessageId | MessageId>();
