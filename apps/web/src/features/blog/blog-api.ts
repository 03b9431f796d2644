import type { Article, ArticleList, ArticleListQuery, CategoryList } from '@taxatlas/contracts/articles';
import { api } from '../../lib/api';

/** GET /api/articles, /api/articles/:idOrSlug and /api/categories (docs/api.md, "Articles" and "Categories"). */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticleList, ArticleListQuery>({
      query: (params) => ({ url: 'articles', params }),
    }),
    getArticle: build.query<Article, string>({
      query: (slug) => `articles/${encodeURIComponent(slug)}`,
    }),
    getCategories: build.query<CategoryList, void>({
      query: () => 'categories',
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery, useGetCategoriesQuery } = blogApi;
