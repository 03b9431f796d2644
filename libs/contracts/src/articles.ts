import { z } from 'zod';
import { ARTICLE_SEARCH_MAX_LENGTH, MAX_TIME_SPENT_SECONDS, slugPattern } from './article-limits';
import { flag, numberFromString, oneOf } from './fields';

/** Blog articles and categories (docs/api.md, "Articles" and "Categories"). */

/** `scheduled` articles go live by themselves at their `publishAt` (the API's scheduler, no one need be online). */
export const articleStatuses = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const ARTICLES_DEFAULT_LIMIT = 10;
export const ARTICLES_MAX_LIMIT = 50;
export { ARTICLE_SEARCH_MAX_LENGTH, MAX_TIME_SPENT_SECONDS, slugPattern } from './article-limits';

/** A whole number from a query string ("2") or JSON, within [min, max]. */
function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z
      .number({ error: () => `must be a whole number from ${min} to ${max}` })
      .int({ error: () => `must be a whole number from ${min} to ${max}` })
      .min(min, { error: () => `must be a whole number from ${min} to ${max}` })
      .max(max, { error: () => `must be a whole number from ${min} to ${max}` }),
  );
}

const slugField = z
  .string({ error: () => 'must be a slug of lower-case letters, digits and hyphens' })
  .trim()
  .toLowerCase()
  .max(120, { error: () => 'must be at most 120 characters' })
  .regex(slugPattern, { error: () => 'must be a slug of lower-case letters, digits and hyphens' });

/**
 * GET /api/articles query. Unknown parameters are ignored (stripped); a bad value is a 400 naming its parameter.
 * An empty `search` or `category` (as a cleared form sends them) means "no filter".
 */
export const articleListQuerySchema = z.object({
  page: wholeNumber(1, 1_000_000).default(1),
  limit: wholeNumber(1, ARTICLES_MAX_LIMIT).default(ARTICLES_DEFAULT_LIMIT),
  category: z.preprocess((value) => (value === '' ? undefined : value), slugField.optional()),
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: () => 'must be text' })
      .trim()
      .max(ARTICLE_SEARCH_MAX_LENGTH, { error: () => `must be at most ${ARTICLE_SEARCH_MAX_LENGTH} characters` })
      .optional(),
  ),
  featured: z.preprocess((value) => (value === '' ? undefined : value), flag().optional()),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;
export type ArticleListParsedQuery = z.output<typeof articleListQuerySchema>;

/** POST /api/articles/:id/log-time: seconds the article was visible, a JSON number (or numeric string), 0–86400. */
export const logTimeRequestSchema = z.object(
  {
    timeSpent: z.preprocess(
      (value) => numberFromString(value),
      z
        .number({
          error: (issue) => (issue.input === undefined ? 'is required' : `must be a number of seconds from 0 to ${MAX_TIME_SPENT_SECONDS}`),
        })
        .refine(Number.isFinite, { message: `must be a number of seconds from 0 to ${MAX_TIME_SPENT_SECONDS}` })
        .refine((value) => value >= 0 && value <= MAX_TIME_SPENT_SECONDS, {
          message: `must be a number of seconds from 0 to ${MAX_TIME_SPENT_SECONDS}`,
        }),
    ),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);
export type LogTimeRequest = z.input<typeof logTimeRequestSchema>;
export type LogTimeParsedRequest = z.output<typeof logTimeRequestSchema>;

/** Search-engine settings of one article. */
export const articleSeoSchema = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(320).optional(),
  keywords: z.array(z.string().trim().max(80)).max(20).optional(),
  noIndex: z.boolean().optional(),
  noFollow: z.boolean().optional(),
});

/** German title, excerpt and summary shown when the interface language is German. */
export const articleTranslationSchema = z.object({
  title: z.string().trim().min(1).max(300),
  excerpt: z.string().trim().min(1).max(1000),
  summary: z.string().trim().min(1).max(5000),
});

/** Where a media library image is served from: `/api/media/files/<id>/<variant>.<ext>`. */
export const mediaFilePathPattern = /^\/api\/media\/files\/[0-9a-f-]{36}\/[a-z0-9-]+\.(?:webp|jpg|png|gif)$/;

/** A cover image: an https URL or an image of the media library. */
export function coverImageField() {
  return z
    .string({ error: () => 'must be an https URL or a media library image path' })
    .trim()
    .max(1000)
    .refine((value) => mediaFilePathPattern.test(value) || /^https:\/\/[^\s]+$/.test(value), {
      message: 'must be an https URL or a media library image path',
    });
}

/** The most characters an article's HTML may have, as sent and as stored after sanitising. */
export const ARTICLE_CONTENT_MAX = 500_000;

/**
 * An article as written by the seed (and, later, the editor's POST/PUT /api/articles). `content` is HTML that the
 * server sanitises on every write; `category` and `categories` are category slugs.
 */
export const articleWriteSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: () => 'is required' })
    .max(300),
  slug: slugField.optional(),
  excerpt: z.string().trim().max(1000).default(''),
  content: z.string().max(ARTICLE_CONTENT_MAX).default(''),
  category: slugField.optional(),
  categories: z.array(slugField).max(20).default([]),
  tags: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  status: oneOf(articleStatuses).default('draft'),
  featured: flag().default(false),
  coverImage: coverImageField().nullable().optional(),
  coverImageAlt: z.string().trim().max(300).nullable().optional(),
  author: z.string().trim().min(1).max(200).optional(),
  seo: articleSeoSchema.default({}),
  translations: z.object({ de: articleTranslationSchema.optional() }).default({}),
  publishedAt: z.coerce.date().nullable().optional(),
  /** Required with status "scheduled": when the article goes live (ISO 8601 with offset, in the future). */
  publishAt: z.coerce
    .date({ error: () => 'must be a date and time (ISO 8601)' })
    .nullable()
    .optional(),
});
export type ArticleWriteRequest = z.input<typeof articleWriteSchema>;
export type ArticleWriteParsedRequest = z.output<typeof articleWriteSchema>;

export interface CategoryRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

export interface ArticleSeo {
  readonly title: string | null;
  readonly description: string | null;
  readonly keywords: readonly string[];
  readonly noIndex: boolean;
  readonly noFollow: boolean;
}

export interface ArticleTranslation {
  readonly title: string;
  readonly excerpt: string;
  readonly summary: string;
}

/** One article as the API returns it (docs/api.md, "Articles"). List items leave out `content`. */
export interface Article {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** Sanitised HTML; absent from list items. */
  readonly content?: string;
  /** The main category. */
  readonly category: CategoryRef | null;
  /** Every category the article belongs to, the main one first. */
  readonly categories: readonly CategoryRef[];
  readonly tags: readonly string[];
  readonly status: ArticleStatus;
  readonly featured: boolean;
  readonly coverImage: string | null;
  readonly coverImageAlt: string | null;
  readonly author: string;
  readonly views: number;
  /** Minutes, from the word count (about 200 words a minute). */
  readonly readTime: number;
  /** Mean seconds readers kept the article visible; null until someone has. */
  readonly averageTimeSpent: number | null;
  readonly publishedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly seo: ArticleSeo;
  readonly translations: { readonly de?: ArticleTranslation };
  /** When a scheduled article goes live; null otherwise. */
  readonly publishAt: string | null;
  /** Starts at 1 and grows by one on every save; PUT sends the version it was based on (409 when stale). */
  readonly version: number;
}

export interface ArticleList {
  readonly data: readonly Article[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

export interface TrackViewResponse {
  readonly success: true;
  readonly views: number;
  /** False when the visit was not counted: the same visitor within the view window, or a crawler. */
  readonly counted: boolean;
}

export interface LogTimeResponse {
  readonly success: true;
  readonly averageTimeSpent: number;
}

export interface Category {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string | null;
  /** Published articles in the category (as main or additional category). */
  readonly articleCount: number;
  /** Articles of any status in the category; only in answers to editors and admins. */
  readonly allArticleCount?: number;
  /** The editors' order, from 0. */
  readonly position: number;
  readonly createdAt: string;
}

export interface CategoryList {
  readonly data: readonly Category[];
}

/** Reading time in whole minutes (at least 1) for an HTML or plain text body, at 200 words a minute. */
export const WORDS_PER_MINUTE = 200;
export function wordCount(html: string): number {
  return visibleText(html)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const rawTextElements = ['script', 'style'];

/**
 * The text of an HTML body without its tags, script and style contents, and entities. One forward scan with
 * indexOf, never a regular expression over the whole body: patterns such as /<[^>]+>/ take quadratic time on
 * a body of unclosed "<", and bodies are up to 500,000 characters.
 */
function visibleText(html: string): string {
  const lower = html.toLowerCase();
  const pieces: string[] = [];
  let position = 0;
  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open === -1) {
      pieces.push(html.slice(position));
      break;
    }
    pieces.push(html.slice(position, open), ' ');
    const close = html.indexOf('>', open + 1);
    // No ">" anywhere after this "<": the rest is not markup, and no later "<" can close either.
    if (close === -1) {
      pieces.push(html.slice(open));
      break;
    }
    position = close + 1;
    const element = rawTextElements.find(
      (name) => lower.startsWith(name, open + 1) && !/[a-z0-9-]/.test(lower[open + 1 + name.length] ?? ''),
    );
    if (element) {
      const end = lower.indexOf(`</${element}`, position);
      const endClose = end === -1 ? -1 : lower.indexOf('>', end);
      position = endClose === -1 ? html.length : endClose + 1;
    }
  }
  return pieces.join('').replace(/&[a-z#0-9]+;/gi, ' ');
}
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}
