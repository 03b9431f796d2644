import {
  ADMIN_ARTICLES_DEFAULT_LIMIT,
  articleSortFields,
  type AdminArticleListQuery,
  type ArticleSortField,
} from '@taxatlas/contracts/article-admin';
import { ARTICLE_SEARCH_MAX_LENGTH, articleStatuses, type ArticleStatus } from '@taxatlas/contracts/articles';

/** The status filter: one status, or every status ('all', the API's admin switch). */
export type ArticleStatusFilter = 'all' | ArticleStatus;
export const articleStatusFilters: readonly ArticleStatusFilter[] = ['all', ...articleStatuses];
export type SortOrder = 'asc' | 'desc';

export const ARTICLES_DEFAULT_PAGE = 1;
/** The page sizes offered; the API accepts 1–100 (ADMIN_ARTICLES_MAX_LIMIT). */
export const ARTICLES_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ARTICLES_DEFAULT_SORT: ArticleSortField = 'updatedAt';
export const ARTICLES_DEFAULT_ORDER: SortOrder = 'desc';
/** Typing in the search box asks the API once the typing pauses this long. */
export const ARTICLES_SEARCH_DEBOUNCE_MS = 300;
export { ARTICLE_SEARCH_MAX_LENGTH };

export interface AdminArticlesListParams {
  readonly status: ArticleStatusFilter;
  readonly page: number;
  readonly limit: number;
  /** A category slug; absent for every category. */
  readonly category?: string;
  /** Trimmed; absent when empty. */
  readonly search?: string;
  readonly sort: ArticleSortField;
  readonly order: SortOrder;
}

function wholeNumber(text: string | null, fallback: number, allowed: (value: number) => boolean): number {
  if (text === null || !/^\d{1,7}$/.test(text.trim())) return fallback;
  const value = Number(text.trim());
  return allowed(value) ? value : fallback;
}

function oneOf<T extends string>(values: readonly T[], text: string | null, fallback: T): T {
  return text !== null && (values as readonly string[]).includes(text) ? (text as T) : fallback;
}

/** The API's category filter takes slugs (lower-case words joined by hyphens); anything else is dropped, not sent. */
const categorySlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The list's state from the screen's URL (/admin/dashboard/articles?status=draft&category=vat&search=rates&sort=title
 * &order=asc&page=2), so that a reload, a shared link and the back button keep it. Anything malformed falls back to
 * the default instead of becoming a 400 from the API.
 */
export function articlesListParamsFrom(searchParams: URLSearchParams): AdminArticlesListParams {
  const search = (searchParams.get('search') ?? '').trim().slice(0, ARTICLE_SEARCH_MAX_LENGTH).trim();
  const category = (searchParams.get('category') ?? '').trim();
  return {
    status: oneOf(articleStatusFilters, searchParams.get('status'), 'all'),
    page: wholeNumber(searchParams.get('page'), ARTICLES_DEFAULT_PAGE, (page) => page >= 1),
    limit: wholeNumber(searchParams.get('limit'), ADMIN_ARTICLES_DEFAULT_LIMIT, (limit) =>
      (ARTICLES_PAGE_SIZES as readonly number[]).includes(limit),
    ),
    ...(category && category.length <= 120 && categorySlug.test(category) ? { category } : {}),
    ...(search ? { search } : {}),
    sort: oneOf(articleSortFields, searchParams.get('sort'), ARTICLES_DEFAULT_SORT),
    order: oneOf(['asc', 'desc'] as const, searchParams.get('order'), ARTICLES_DEFAULT_ORDER),
  };
}

/** The screen's URL query for a list state: defaults are left out (a fresh list is plain /admin/dashboard/articles). */
export function articlesListSearchParams(params: AdminArticlesListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.status !== 'all') query.set('status', params.status);
  if (params.category) query.set('category', params.category);
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.sort !== ARTICLES_DEFAULT_SORT) query.set('sort', params.sort);
  if (params.order !== ARTICLES_DEFAULT_ORDER) query.set('order', params.order);
  if (params.page !== ARTICLES_DEFAULT_PAGE) query.set('page', String(params.page));
  if (params.limit !== ADMIN_ARTICLES_DEFAULT_LIMIT) query.set('limit', String(params.limit));
  return query;
}

/**
 * GET /api/articles's query for the admin list: `status` always (without it the API answers with the public list of
 * published articles only), page, limit, sort and order said out loud, category and search when set.
 */
export function adminArticlesQuery(params: AdminArticlesListParams): AdminArticleListQuery {
  const search = params.search?.trim();
  return {
    status: params.status,
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    order: params.order,
    ...(params.category ? { category: params.category } : {}),
    ...(search ? { search: search.slice(0, ARTICLE_SEARCH_MAX_LENGTH) } : {}),
  };
}

/** A change of filter, sort or page size starts again on page 1. */
export function withFilter(
  params: AdminArticlesListParams,
  change: Partial<Pick<AdminArticlesListParams, 'status' | 'category' | 'search' | 'sort' | 'order' | 'limit'>>,
): URLSearchParams {
  const next = { ...params, ...change, page: ARTICLES_DEFAULT_PAGE };
  return articlesListSearchParams(next);
}

/** The last page that still has rows once `removed` rows are gone from a list of `total` (after a bulk delete). */
export function pageAfterRemoval(page: number, limit: number, total: number, removed: number): number {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / limit));
  return Math.min(page, lastPage);
}

/** antd's sort order of a column from the list state: only the sorted column shows an arrow. */
export function columnSortOrder(params: AdminArticlesListParams, field: ArticleSortField): 'ascend' | 'descend' | null {
  if (params.sort !== field) return null;
  return params.order === 'asc' ? 'ascend' : 'descend';
}

/**
 * The list state after a click on a column header: antd cycles ascend → descend → none; "none" goes back to the
 * default (newest change first) rather than to an unsorted list, which the API does not have.
 */
export function withSort(
  params: AdminArticlesListParams,
  field: ArticleSortField | undefined,
  order: 'ascend' | 'descend' | null | undefined,
): URLSearchParams {
  if (!field || !order) return withFilter(params, { sort: ARTICLES_DEFAULT_SORT, order: ARTICLES_DEFAULT_ORDER });
  return withFilter(params, { sort: field, order: order === 'ascend' ? 'asc' : 'desc' });
}
