import { articleCreateRequestSchema, type ArticleCreateRequest, type ArticleUpdateRequest } from '@taxatlas/contracts/article-admin';
import { type Article, type ArticleStatus, coverImageField, slugPattern } from '@taxatlas/contracts/articles';
import { cleanKeywords, cutDescription } from '../../../lib/seo-rules';
import { splitServerFieldErrors } from '../server-field-errors';

/** The editor's form, flat (one antd field per control); `publishAt` is an ISO date-time or null. */
export interface EditorFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  /** The main category's slug; '' for none. */
  category: string;
  /** Further categories the article belongs to (seeded articles have them; the form edits the main one only). */
  otherCategories: string[];
  tags: string[];
  featured: boolean;
  status: ArticleStatus;
  publishAt: string | null;
  coverImage: string;
  coverImageAlt: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  noIndex: boolean;
  noFollow: boolean;
}
export type EditorField = Exclude<keyof EditorFormValues, 'otherCategories'>;

export const TITLE_MAX = 300;
export const SLUG_MAX = 120;
export const EXCERPT_MAX = 1000;
export const SEO_TITLE_MAX = 200;
export const ALT_MAX = 300;
export const TAGS_MAX = 30;
export const TAG_MAX = 60;
export const KEYWORD_MAX = 80;

export const emptyEditorValues: EditorFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: '',
  otherCategories: [],
  tags: [],
  featured: false,
  status: 'draft',
  publishAt: null,
  coverImage: '',
  coverImageAlt: '',
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  noIndex: false,
  noFollow: false,
};

export function editorValuesFromArticle(article: Article): EditorFormValues {
  const main = article.category?.slug ?? '';
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content ?? '',
    category: main,
    otherCategories: article.categories.map((category) => category.slug).filter((slug) => slug !== main),
    tags: [...article.tags],
    featured: article.featured,
    status: article.status,
    publishAt: article.publishAt,
    coverImage: article.coverImage ?? '',
    coverImageAlt: article.coverImageAlt ?? '',
    seoTitle: article.seo.title ?? '',
    seoDescription: article.seo.description ?? '',
    seoKeywords: [...article.seo.keywords],
    noIndex: article.seo.noIndex,
    noFollow: article.seo.noFollow,
  };
}

function cleanTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    if (trimmed !== '' && !kept.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) kept.push(trimmed);
  }
  return kept;
}

/**
 * POST's body from the form: text trimmed, blanks left out, the spec's metadata rules applied (description at most
 * 160 characters, at most 10 non-blank keywords), and `publishAt` only for a scheduled article.
 */
export function buildArticlePayload(values: EditorFormValues): ArticleCreateRequest {
  const slug = values.slug.trim().toLowerCase();
  const category = values.category.trim();
  const seoTitle = values.seoTitle.trim();
  const seoDescription = cutDescription(values.seoDescription);
  return {
    title: values.title.trim(),
    ...(slug ? { slug } : {}),
    excerpt: values.excerpt.trim(),
    content: values.content,
    ...(category ? { category } : {}),
    categories: category ? [category, ...values.otherCategories.filter((other) => other !== category)] : [],
    tags: cleanTags(values.tags),
    status: values.status,
    featured: values.featured,
    coverImage: values.coverImage.trim() || null,
    coverImageAlt: values.coverImageAlt.trim() || null,
    seo: {
      ...(seoTitle ? { title: seoTitle } : {}),
      ...(seoDescription ? { description: seoDescription } : {}),
      keywords: cleanKeywords(values.seoKeywords),
      noIndex: values.noIndex,
      noFollow: values.noFollow,
    },
    publishAt: values.status === 'scheduled' ? values.publishAt : null,
  };
}

/** PUT's body: the whole form again, the version it is based on, and whether an autosave sent it. */
export function buildUpdatePayload(values: EditorFormValues, version: number, autosave = false): ArticleUpdateRequest {
  return { ...buildArticlePayload(values), version, ...(autosave ? { autosave: true } : {}) };
}

/** Two forms save the same article (what "unsaved changes" compares). */
export function sameArticle(a: EditorFormValues, b: EditorFormValues): boolean {
  return JSON.stringify(buildArticlePayload(a)) === JSON.stringify(buildArticlePayload(b));
}

/** Why a field's value is refused; the screen words it in the reader's language. */
export type EditorFieldError =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'tooMany'; readonly max: number }
  | { readonly kind: 'slug' }
  | { readonly kind: 'imageUrl' }
  | { readonly kind: 'publishAtRequired' }
  | { readonly kind: 'publishAtPast' }
  | { readonly kind: 'server'; readonly message: string };

const tooLong = (text: string, max: number): EditorFieldError | undefined =>
  text.trim().length > max ? { kind: 'tooLong', max } : undefined;

/** One field's error by the rules of the contracts schema and the spec's metadata rules; `now` for "in the future". */
export function editorFieldError(field: EditorField, values: EditorFormValues, now: Date): EditorFieldError | undefined {
  switch (field) {
    case 'title':
      return values.title.trim() === '' ? { kind: 'required' } : tooLong(values.title, TITLE_MAX);
    case 'slug': {
      const slug = values.slug.trim().toLowerCase();
      if (slug === '') return undefined;
      return slug.length > SLUG_MAX ? { kind: 'tooLong', max: SLUG_MAX } : slugPattern.test(slug) ? undefined : { kind: 'slug' };
    }
    case 'excerpt':
      return tooLong(values.excerpt, EXCERPT_MAX);
    case 'publishAt': {
      if (values.status !== 'scheduled') return undefined;
      if (!values.publishAt) return { kind: 'publishAtRequired' };
      const at = Date.parse(values.publishAt);
      return Number.isNaN(at) ? { kind: 'publishAtRequired' } : at <= now.getTime() ? { kind: 'publishAtPast' } : undefined;
    }
    case 'coverImage': {
      const url = values.coverImage.trim();
      return url === '' || coverImageField().safeParse(url).success ? undefined : { kind: 'imageUrl' };
    }
    case 'coverImageAlt':
      return tooLong(values.coverImageAlt, ALT_MAX);
    case 'tags': {
      const tags = cleanTags(values.tags);
      if (tags.length > TAGS_MAX) return { kind: 'tooMany', max: TAGS_MAX };
      return tags.some((tag) => tag.length > TAG_MAX) ? { kind: 'tooLong', max: TAG_MAX } : undefined;
    }
    case 'seoTitle':
      return tooLong(values.seoTitle, SEO_TITLE_MAX);
    // The description (cut at 160) and the keywords (blank dropped, 10 kept) are never refused: the metadata rules
    // apply them in buildArticlePayload, so an article saved before the rules still saves.
    case 'seoKeywords':
      return cleanKeywords(values.seoKeywords).some((keyword) => keyword.length > KEYWORD_MAX)
        ? { kind: 'tooLong', max: KEYWORD_MAX }
        : undefined;
    default:
      return undefined;
  }
}

export const checkedFields: readonly EditorField[] = [
  'title',
  'slug',
  'excerpt',
  'publishAt',
  'coverImage',
  'coverImageAlt',
  'tags',
  'seoTitle',
  'seoKeywords',
];

/** Every field's error; empty when the form may be sent. The contracts schema has the last word on the rest. */
export function editorFormErrors(values: EditorFormValues, now: Date): Partial<Record<EditorField, EditorFieldError>> {
  const errors: Partial<Record<EditorField, EditorFieldError>> = {};
  for (const field of checkedFields) {
    const error = editorFieldError(field, values, now);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length === 0) {
    const parsed = articleCreateRequestSchema.safeParse(buildArticlePayload(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path.map(String).join('.'));
        if (field) errors[field] ??= { kind: 'server', message: issue.message };
      }
  }
  return errors;
}

const apiFieldToForm: Record<string, EditorField> = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  content: 'content',
  category: 'category',
  categories: 'category',
  tags: 'tags',
  status: 'status',
  featured: 'featured',
  publishAt: 'publishAt',
  coverImage: 'coverImage',
  coverImageAlt: 'coverImageAlt',
  'seo.title': 'seoTitle',
  'seo.description': 'seoDescription',
  'seo.keywords': 'seoKeywords',
  'seo.noIndex': 'noIndex',
  'seo.noFollow': 'noFollow',
};

/** The form field of an API field path ("seo.keywords.3" → seoKeywords), or undefined when the form has none. */
export function formFieldOf(apiField: string): EditorField | undefined {
  const parts = apiField.split(/[.[\]]+/).filter((part) => part !== '' && !/^\d+$/.test(part));
  for (let length = parts.length; length > 0; length -= 1) {
    const field = apiFieldToForm[parts.slice(0, length).join('.')];
    if (field) return field;
  }
  return undefined;
}

/** A 400's `details` ([{ field, message }]) split into the form's fields and the rest (shown above the form). */
export const serverFieldErrors = (failure: unknown) => splitServerFieldErrors(failure, formFieldOf);
