import { featureMessages } from '../../../lib/i18n/feature-messages';
import { useAdminT } from '../use-admin-t';
import { editorMessages } from './messages';

/** `t()` for the article editor: its own ids, the admin area's and the shared ones. */
export const useEditorT = featureMessages('article-editor', editorMessages, useAdminT);
