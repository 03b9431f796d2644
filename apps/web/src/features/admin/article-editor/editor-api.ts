import type { ArticleCreateRequest, ArticleRevision, ArticleRevisionList, ArticleUpdateRequest } from '@taxatlas/contracts/article-admin';
import type { Article, CategoryList } from '@taxatlas/contracts/articles';
import type { MediaList } from '@taxatlas/contracts/media';
import { api, SESSION_TAG } from '../../../lib/api';

const ARTICLE_TAG = 'EditorArticle' as const;
const REVISIONS_TAG = 'EditorRevisions' as const;

const id = encodeURIComponent;

/** The article editor's calls (docs/api.md, "Articles"; revisions in the OpenAPI description). Editor or admin. */
export const editorApi = api.enhanceEndpoints({ addTagTypes: [ARTICLE_TAG, REVISIONS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/articles/admin/:id: the article in any status, with its content and version. */
    getEditorArticle: build.query<Article, string>({
      query: (articleId) => `articles/admin/${id(articleId)}`,
      providesTags: (_result, _error, articleId) => [SESSION_TAG, { type: ARTICLE_TAG, id: articleId }],
    }),
    createEditorArticle: build.mutation<Article, ArticleCreateRequest>({
      query: (body) => ({ url: 'articles', method: 'POST', body }),
    }),
    updateEditorArticle: build.mutation<Article, { id: string; body: ArticleUpdateRequest }>({
      query: ({ id: articleId, body }) => ({ url: `articles/${id(articleId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id: articleId }) => [{ type: REVISIONS_TAG, id: articleId }],
    }),
    listEditorRevisions: build.query<ArticleRevisionList, string>({
      query: (articleId) => `articles/${id(articleId)}/revisions`,
      providesTags: (_result, _error, articleId) => [SESSION_TAG, { type: REVISIONS_TAG, id: articleId }],
    }),
    getEditorRevision: build.query<ArticleRevision, { articleId: string; revisionId: string }>({
      query: ({ articleId, revisionId }) => `articles/${id(articleId)}/revisions/${id(revisionId)}`,
      providesTags: [SESSION_TAG],
    }),
    restoreEditorRevision: build.mutation<Article, { articleId: string; revisionId: string; version: number }>({
      query: ({ articleId, revisionId, version }) => ({
        url: `articles/${id(articleId)}/revisions/${id(revisionId)}/restore`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_result, _error, { articleId }) => [{ type: REVISIONS_TAG, id: articleId }],
    }),
    /** GET /api/categories: the editors' order. */
    listEditorCategories: build.query<CategoryList, void>({
      query: () => 'categories',
      providesTags: [SESSION_TAG],
    }),
    /** GET /api/media: for the stand-in picker until the media library's own picker lands. */
    listEditorMedia: build.query<MediaList, { search: string }>({
      query: ({ search }) => `media?limit=48${search.trim() ? `&search=${encodeURIComponent(search.trim())}` : ''}`,
      providesTags: [SESSION_TAG],
    }),
  }),
});

export const {
  useGetEditorArticleQuery,
  useLazyGetEditorArticleQuery,
  useCreateEditorArticleMutation,
  useUpdateEditorArticleMutation,
  useListEditorRevisionsQuery,
  useGetEditorRevisionQuery,
  useRestoreEditorRevisionMutation,
  useListEditorCategoriesQuery,
  useListEditorMediaQuery,
} = editorApi;
