import type { EditorField, EditorFieldError } from './editor-form';
import type { useEditorT } from './use-editor-t';

export type EditorT = ReturnType<typeof useEditorT>;

/** A field's problem (editor-form.ts) in the editor's language. */
export function editorErrorText(t: EditorT, error: EditorFieldError): string {
  switch (error.kind) {
    case 'required':
      return t('editor.error.required');
    case 'tooLong':
      return t('editor.error.tooLong', { max: error.max });
    case 'tooMany':
      return t('editor.error.tooMany', { max: error.max });
    case 'slug':
      return t('editor.error.slug');
    case 'imageUrl':
      return t('editor.error.imageUrl');
    case 'publishAtRequired':
      return t('editor.error.publishAtRequired');
    case 'publishAtPast':
      return t('editor.error.publishAtPast');
    default:
      return error.message;
  }
}

/** Why a draft is not autosaved: the first field with a problem, named, and the problem. */
export function firstErrorText(errors: Partial<Record<EditorField, EditorFieldError>>, t: EditorT): string {
  const [field, error] = Object.entries(errors)[0] ?? [];
  if (!field || !error) return t('editor.reason.invalid');
  const labels: Partial<Record<string, string>> = {
    title: t('editor.field.title'),
    slug: t('editor.field.slug'),
    excerpt: t('editor.field.excerpt'),
    publishAt: t('editor.field.publishAt'),
    coverImage: t('editor.field.coverImage'),
    coverImageAlt: t('editor.field.coverImageAlt'),
    tags: t('editor.field.tags'),
    seoTitle: t('editor.field.seoTitle'),
    seoKeywords: t('editor.field.keywords'),
  };
  return `${labels[field] ?? field}: ${editorErrorText(t, error)}`;
}
