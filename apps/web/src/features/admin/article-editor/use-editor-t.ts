import { registerAreaMessages } from '../../../lib/i18n/area-messages';
import type { MessageId } from '../../../lib/i18n/catalogues';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import type { AdminMessageId } from '../messages';
import '../use-admin-t';
import { editorMessages, type EditorMessageId } from './messages';

// Registered when the editor's chunk loads, before its first render (lib/i18n/area-messages.ts); the admin area's
// own catalogue comes with the import above.
registerAreaMessages('article-editor', editorMessages);

export const useEditorT = (): Translate<EditorMessageId | AdminMessageId | MessageId> =>
  useT<EditorMessageId | AdminMessageId | MessageId>();
