import type { MessageId } from '../../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../../lib/i18n/area-messages';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import type { AdminMessageId } from '../messages';
import { mediaMessages, type MediaMessageId } from './messages';

// Registered when the media chunk loads (the library screen or the picker in the article editor), before first render.
registerAreaMessages('admin-media', mediaMessages);

/** `t()` for the media library and picker: their ids, the admin area's and the shared ones. */
export const useMediaT = (): Translate<MediaMessageId | AdminMessageId | MessageId> => useT<MediaMessageId | AdminMessageId | MessageId>();
