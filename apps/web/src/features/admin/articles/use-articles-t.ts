import type { MessageId } from '../../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../../lib/i18n/area-messages';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import { adminMessages, type AdminMessageId } from '../messages';
import { articlesMessages, type ArticlesMessageId } from './messages';

// Registered when the list's or the preview's chunk loads, before their first render (lib/i18n/area-messages.ts).
// The admin area's catalogue too: the preview sits outside the dashboard layout, which registers it otherwise
// (registering the same catalogue twice is a no-op).
registerAreaMessages('admin', adminMessages);
registerAreaMessages('admin-articles', articlesMessages);

export type ArticlesT = Translate<ArticlesMessageId | AdminMessageId | MessageId>;

/** `t()` for the articles list and the preview: their own ids, the admin area's and the shared ones. */
export const useArticlesT = (): ArticlesT => useT<ArticlesMessageId | AdminMessageId | MessageId>();
