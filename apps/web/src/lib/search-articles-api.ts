import type { Article, ArticleList } from '@taxatlas/contracts/articles';
import { api } from './api';

/** How many published articles one search asks for: a dropdown's worth, newest first. */
export const SEARCH_ARTICLES_LIMIT = 10;
/** The API refuses a longer `search` (ARTICLE_SEARCH_MAX_LENGTH of contracts/articles, not imported: it brings zod into the first load). */
const SEARCH_TEXT_MAX_LENGTH = 200;
/** After this the site search stops waiting for the API and shows the built-in results alone. */
export const SEARCH_ARTICLES_TIMEOUT_MS = 3000;

/**
 * GET /api/articles?search=… (public: published articles only; a bearer token is ignored without `status`). The API
 * matches the title, excerpt and content; the site search then applies its own rule to what comes back.
 */
export const searchArticlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchArticles: build.query<ArticleList, string>({
      query: (search) => ({
        url: 'articles',
        params: { search, page: 1, limit: SEARCH_ARTICLES_LIMIT },
        timeout: SEARCH_ARTICLES_TIMEOUT_MS,
      }),
    }),
  }),
});

export interface ArticleSearch {
  /** The articles found for the query; empty while asking, when the API failed, or when it was not asked. */
  readonly articles: readonly Article[];
  /** The API is being asked about this query. */
  readonly pending: boolean;
}

const none: readonly Article[] = [];

/**
 * The published articles matching a settled query. Nothing is asked until `enabled` (the visitor has typed a
 * searchable query), so a page load makes no request; a failed or timed-out request yields no articles.
 */
export function useArticleSearch(query: string, enabled: boolean): ArticleSearch {
  const search = query.trim();
  const skip = !enabled || search === '' || search.length > SEARCH_TEXT_MAX_LENGTH;
  // currentData, not data: the answer for this query only, never the previous query's while the new one loads.
  const { currentData, isFetching } = searchArticlesApi.useSearchArticlesQuery(search, { skip });
  return { articles: skip ? none : (currentData?.data ?? none), pending: !skip && isFetching };
}
