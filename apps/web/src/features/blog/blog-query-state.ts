import { ARTICLE_SEARCH_MAX_LENGTH, slugPattern } from '@taxatlas/contracts/article-limits';
import type { ArticleListQuery } from '@taxatlas/contracts/articles';

/** Articles per page of /blog: two rows of three cards. */
export const BLOG_PAGE_SIZE = 6;

/** What the /blog URL holds: ?page=2&category=vat&search=allowance (defaults are left out). */
export interface BlogListState {
  readonly page: number;
  readonly category?: string;
  readonly search?: string;
}

/** Reads the list state from the query string; values the API would reject fall back to their defaults. */
export function blogStateFromSearch(params: URLSearchParams): BlogListState {
  const pageText = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const categoryText = params.get('category')?.trim().toLowerCase() ?? '';
  const searchText = (params.get('search') ?? '').trim().slice(0, ARTICLE_SEARCH_MAX_LENGTH);
  return {
    page,
    ...(slugPattern.test(categoryText) ? { category: categoryText } : {}),
    ...(searchText ? { search: searchText } : {}),
  };
}

/** The query string for a list state, without defaults: page 1 and empty filters give "". */
export function searchFromBlogState(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.search?.trim()) params.set('search', state.search.trim());
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A filter change starts again at page 1. */
export function withFilter(state: BlogListState, change: { category?: string; search?: string }): BlogListState {
  const next = { ...state, ...change, page: 1 };
  return {
    page: 1,
    ...(next.category ? { category: next.category } : {}),
    ...(next.search?.trim() ? { search: next.search.trim() } : {}),
  };
}

/** The GET /api/articles parameters for a list state. */
export function articlesQueryFor(state: BlogListState, limit: number = BLOG_PAGE_SIZE): ArticleListQuery {
  return {
    page: state.page,
    limit,
    ...(state.category ? { category: state.category } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
