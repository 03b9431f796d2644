import type { MessageId } from '../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../lib/i18n/area-messages';
import { useT, type Translate } from '../../lib/i18n/use-t';
import { accountMessages, type AccountMessageId } from './messages';

// Every module of the account area imports this one, so the area's catalogue is registered as soon as any of its
// chunks loads, before its first render (lib/i18n/area-messages.ts).
registerAreaMessages('account', accountMessages);

/** `t()` for the account area's screens: their own ids and the shared ones. */
export const useAccountT = (): Translate<AccountMessageId | MessageId> => useT<AccountMessageId | MessageId>();
