import type { ArticleCreateRequest, ArticleRevision, ArticleRevisionList, ArticleUpdateRequest } from '@taxatlas/contracts/article-admin';
import type { Article } from '@taxatlas/contracts/articles';
import { api, SESSION_TAG } from '../../../lib/api';

const REVISIONS_TAG = 'EditorRevisions' as const;

const id = encodeURIComponent;

/**
 * The article editor's writes and revisions (docs/api.md, "Articles"; revisions in the OpenAPI description). Editor
 * or admin. It reads the article and the categories through articles/articles-api.ts.
 */
export const editorApi = api.enhanceEndpoints({ addTagTypes: [REVISIONS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  useCreateEditorArticleMutation,
  useUpdateEditorArticleMutation,
  useListEditorRevisionsQuery,
  useGetEditorRevisionQuery,
  useRestoreEditorRevisionMutation,
} = editorApi;
