import type { AdminArticleListQuery, ArticleBulkRequest, ArticleBulkResponse } from '@taxatlas/contracts/article-admin';
import type { ArticleList, CategoryList } from '@taxatlas/contracts/articles';
import { api, SESSION_TAG } from '../../../lib/api';

/** Cache tag of the admin article list: a bulk action (and any other article write that names it) refetches it. */
export const ADMIN_ARTICLES_TAG = 'AdminArticles' as const;

/** The articles screen's calls (docs/api.md, "Articles"; libs/contracts/src/article-admin.ts). */
export const articlesAdminApi = api.enhanceEndpoints({ addTagTypes: [ADMIN_ARTICLES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/articles?status=…: every status for editors and admins (401/403 otherwise). */
    listAdminArticles: build.query<ArticleList, AdminArticleListQuery>({
      query: (params) => ({ url: 'articles', params }),
      providesTags: [SESSION_TAG, ADMIN_ARTICLES_TAG],
    }),
    /** GET /api/categories, for the category filter (editors also get each category's count of every status). */
    listArticleFilterCategories: build.query<CategoryList, void>({
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

export const { useListAdminArticlesQuery, useListArticleFilterCategoriesQuery, useBulkArticlesMutation } = articlesAdminApi;
