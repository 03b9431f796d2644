import type { BookmarkList, BookmarkResponse } from '@taxatlas/contracts/bookmarks';
import { api, SESSION_TAG } from './api';

const BOOKMARKS_TAG = 'Bookmarks' as const;

/**
 * The signed-in visitor's bookmarks (docs/api.md, "Bookmarks"): the blog's bookmark button and the settings page's
 * list share them, so they live below both features. Load it only from lazy code: nothing public needs it.
 */
export const bookmarksApi = api.enhanceEndpoints({ addTagTypes: [BOOKMARKS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getBookmarks: build.query<BookmarkList, void>({
      query: () => 'bookmarks',
      providesTags: [BOOKMARKS_TAG, SESSION_TAG],
    }),
    /** POST (bookmarked true) or DELETE (false) /api/articles/:id/bookmark; :id is the article's id or slug. */
    setBookmark: build.mutation<BookmarkResponse, { articleId: string; bookmarked: boolean }>({
      query: ({ articleId, bookmarked }) => ({
        url: `articles/${encodeURIComponent(articleId)}/bookmark`,
        method: bookmarked ? 'POST' : 'DELETE',
      }),
      invalidatesTags: [BOOKMARKS_TAG],
    }),
  }),
});

export const { useGetBookmarksQuery, useSetBookmarkMutation } = bookmarksApi;
