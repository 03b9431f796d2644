import type { MessageId } from '../../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../../lib/i18n/area-messages';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import type { AdminMessageId } from '../messages';
import { categoriesMessages, type CategoriesMessageId } from './messages';

// Registered when the screen's chunk loads, before its first render (lib/i18n/area-messages.ts).
registerAreaMessages('admin-categories', categoriesMessages);

/** `t()` for the categories screen: its own ids, the admin area's and the shared ones. */
export const useCategoriesT = (): Translate<CategoriesMessageId | AdminMessageId | MessageId> =>
  useT<CategoriesMessageId | AdminMessageId | MessageId>();
