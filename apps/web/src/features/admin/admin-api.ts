import type { Article } from '@taxatlas/contracts/articles';
import { api, SESSION_TAG } from '../../lib/api';

/** The admin area's calls (api-contract.md). The preview reads an article by id, drafts included once signed in as staff. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticlePreview: build.query<Article, string>({
      query: (id) => `articles/${encodeURIComponent(id)}`,
      // The answer may depend on who asks (drafts for editors), so a change of session refetches it.
      providesTags: [SESSION_TAG],
    }),
  }),
});

export const { useGetArticlePreviewQuery } = adminApi;
