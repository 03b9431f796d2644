import type { Article } from './articles';

/** The signed-in person's saved articles (docs/api.md, "Bookmarks"). */

/** GET /api/bookmarks: the saved published articles, the latest saved first, as GET /api/articles lists them. */
export interface BookmarkList {
  readonly data: readonly Article[];
}

/** POST (bookmarked: true) and DELETE (bookmarked: false) /api/articles/:id/bookmark; both are idempotent. */
export interface BookmarkResponse {
  readonly success: true;
  readonly bookmarked: boolean;
}
