import { z } from 'zod';
import { articleStatuses, ARTICLE_SEARCH_MAX_LENGTH, articleWriteSchema, type Article, type ArticleStatus } from './articles';
import { numberFromString, oneOf } from './fields';

/**
 * The editors' side of the blog (docs/api.md, "Articles"; the rest is in the OpenAPI description at /api/docs).
 * Every endpoint here needs an editor or admin bearer token.
 */

export const ADMIN_ARTICLES_DEFAULT_LIMIT = 20;
export const ADMIN_ARTICLES_MAX_LIMIT = 100;
export const articleSortFields = ['updatedAt', 'publishedAt', 'createdAt', 'title', 'views'] as const;
export type ArticleSortField = (typeof articleSortFields)[number];

const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z
      .number({ error: () => `must be a whole number from ${min} to ${max}` })
      .int({ error: () => `must be a whole number from ${min} to ${max}` })
      .min(min, { error: () => `must be a whole number from ${min} to ${max}` })
      .max(max, { error: () => `must be a whole number from ${min} to ${max}` }),
  );
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * GET /api/articles with `status`: the admin list. `status=all` (or any one status) switches the public list to
 * every status, which needs an editor or admin token (401/403 otherwise); without `status` the list stays public.
 */
export const adminArticleListQuerySchema = z.object({
  status: oneOf(['all', ...articleStatuses] as const),
  page: wholeNumber(1, 1_000_000).default(1),
  limit: wholeNumber(1, ADMIN_ARTICLES_MAX_LIMIT).default(ADMIN_ARTICLES_DEFAULT_LIMIT),
  category: z.preprocess(blankIsAbsent, z.string().trim().max(120).optional()),
  search: z.preprocess(blankIsAbsent, z.string().trim().max(ARTICLE_SEARCH_MAX_LENGTH).optional()),
  sort: z.preprocess(blankIsAbsent, oneOf(articleSortFields).default('updatedAt')),
  order: z.preprocess(blankIsAbsent, oneOf(['asc', 'desc'] as const).default('desc')),
});
export type AdminArticleListQuery = z.input<typeof adminArticleListQuerySchema>;
export type AdminArticleListParsedQuery = z.output<typeof adminArticleListQuerySchema>;

/** POST /api/articles: the editor's form (the seed's extra fields are not for editors). */
export const articleCreateRequestSchema = articleWriteSchema.omit({ publishedAt: true, author: true, translations: true });
export type ArticleCreateRequest = z.input<typeof articleCreateRequestSchema>;

/**
 * PUT /api/articles/:id: the whole form again plus the `version` it was based on. A stale version is a 409 that
 * changes nothing (ArticleConflict). `autosave: true` marks a draft autosave (its revision is replaced by the next
 * autosave of the same editor instead of piling up).
 */
export const articleUpdateRequestSchema = articleCreateRequestSchema.extend({
  version: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  autosave: z.boolean().optional(),
});
export type ArticleUpdateRequest = z.input<typeof articleUpdateRequestSchema>;

/** 409 body of a stale PUT or restore. */
export interface ArticleConflict {
  readonly success: false;
  readonly error: string;
  /** The version now stored and who saved it when. */
  readonly current: { readonly version: number; readonly updatedAt: string; readonly savedBy: string | null };
}

export const articleBulkActions = ['publish', 'unpublish', 'archive', 'delete'] as const;
export type ArticleBulkAction = (typeof articleBulkActions)[number];
/** POST /api/articles/bulk. `unpublish` makes a published or scheduled article a draft. */
export const articleBulkRequestSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: () => 'must be article ids' }))
    .min(1, { error: () => 'choose at least one article' })
    .max(200),
  action: oneOf(articleBulkActions),
});
export type ArticleBulkRequest = z.input<typeof articleBulkRequestSchema>;
export interface ArticleBulkResponse {
  readonly success: true;
  readonly affected: number;
}

/** GET /api/articles/stats. */
export interface ArticleStats {
  readonly total: number;
  readonly byStatus: Record<ArticleStatus, number>;
}

/** GET /api/articles/admin/views: articles by total views, most first. */
export interface ArticleViewsList {
  readonly data: readonly {
    readonly id: string;
    readonly slug: string;
    readonly title: string;
    readonly status: ArticleStatus;
    readonly views: number;
    readonly averageTimeSpent: number | null;
  }[];
}

/** GET /api/articles/:id/revisions: newest first. */
export interface ArticleRevisionSummary {
  readonly id: string;
  /** The article version this revision recorded. */
  readonly version: number;
  readonly title: string;
  readonly status: ArticleStatus;
  readonly savedAt: string;
  readonly savedBy: string | null;
  readonly autosave: boolean;
}
export interface ArticleRevisionList {
  readonly data: readonly ArticleRevisionSummary[];
}
/** GET /api/articles/:id/revisions/:revisionId: the revision's whole article as it was saved. */
export interface ArticleRevision extends ArticleRevisionSummary {
  readonly article: Article;
}
/** POST /api/articles/:id/revisions/:revisionId/restore: `{ version }` of the article being replaced → the Article. */
export const revisionRestoreRequestSchema = z.strictObject({ version: wholeNumber(1, Number.MAX_SAFE_INTEGER) });
export type RevisionRestoreRequest = z.input<typeof revisionRestoreRequestSchema>;

/** Search metadata rules of docs/product.md ("Search metadata"): description cut at 160 characters, at most 10 non-blank keywords. */
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_KEYWORDS_MAX = 10;
