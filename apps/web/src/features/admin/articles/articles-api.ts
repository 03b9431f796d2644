import type { AdminArticleListQuery, ArticleBulkRequest, ArticleBulkResponse } from '@taxatlas/contracts/article-admin';
import type { Article, ArticleList, CategoryList } from '@taxatlas/contracts/articles';
import { api, SESSION_TAG } from '../../../lib/api';

/** Cache tag of the admin article list: a bulk action (and any other article write that names it) refetches it. */
export const ADMIN_ARTICLES_TAG = 'AdminArticles' as const;
/** Cache tag of one article read for editing or preview, by its id. */
const ADMIN_ARTICLE_TAG = 'AdminArticle' as const;

/**
 * The articles' reads and the list's bulk action (docs/api.md, "Articles"; libs/contracts/src/article-admin.ts), for
 * the list, the preview and the editor. The editor's writes are in article-editor/editor-api.ts.
 */
export const articlesApi = api.enhanceEndpoints({ addTagTypes: [ADMIN_ARTICLES_TAG, ADMIN_ARTICLE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/articles?status=…: every status for editors and admins (401/403 otherwise). */
    listAdminArticles: build.query<ArticleList, AdminArticleListQuery>({
      query: (params) => ({ url: 'articles', params }),
      providesTags: [SESSION_TAG, ADMIN_ARTICLES_TAG],
    }),
    /** GET /api/articles/admin/:id (editors and admins): the article in any status, with its content and version. */
    getAdminArticle: build.query<Article, string>({
      query: (articleId) => `articles/admin/${encodeURIComponent(articleId)}`,
      // Only editors and admins get an answer, so a change of session refetches it.
      providesTags: (_result, _error, articleId) => [SESSION_TAG, { type: ADMIN_ARTICLE_TAG, id: articleId }],
    }),
    /**
     * GET /api/categories in the editors' order, for the list's filter and the editor's choice (editors also get each
     * category's count of every status).
     */
    listArticleCategories: build.query<CategoryList, void>({
      query: () => 'categories',
      providesTags: [SESSION_TAG],
    }),
    /** POST /api/articles/bulk → how many articles the action changed. */
    bulkArticles: build.mutation<ArticleBulkResponse, ArticleBulkRequest>({
      query: (body) => ({ url: 'articles/bulk', method: 'POST', body }),
      invalidatesTags: [ADMIN_ARTICLES_TAG],
    }),
  }),
});

export const {
  useListAdminArticlesQuery,
  useGetAdminArticleQuery,
  useLazyGetAdminArticleQuery,
  useListArticleCategoriesQuery,
  useBulkArticlesMutation,
} = articlesApi;
