/**
 * Article constants without the schemas (articles.ts), so that the blog's pages can use them without zod in their
 * first load; articles.ts re-exports them.
 */

export const ARTICLE_SEARCH_MAX_LENGTH = 200;
/** A reader's time on one article is reported in seconds, at most one day (docs/api.md, "Articles"). */
export const MAX_TIME_SPENT_SECONDS = 86_400;

/** Lower-case words joined by single hyphens: "uk-tax-guide-2024". */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
