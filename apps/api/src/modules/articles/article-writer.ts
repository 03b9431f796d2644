import { randomUUID } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { SEO_DESCRIPTION_MAX, SEO_KEYWORDS_MAX } from '@taxatlas/contracts/article-admin';
import {
  articleWriteSchema,
  readingTimeMinutes,
  type ArticleStatus,
  type ArticleWriteParsedRequest,
  type ArticleWriteRequest,
} from '@taxatlas/contracts/articles';
import { toFieldIssues } from '@taxatlas/contracts/fields';
import { ConflictError, DomainError, NotFoundError, RequestValidationError } from '../../common/errors/domain-errors';
import { slugify } from '../../common/text/slugify';
import { CategorySchema } from '../categories/entities/category.entity';
import { articlePlainText, sanitizeArticleContent } from './article-html-thread';
import { writeArticleLinks } from './article-links';
import { parseSnapshot, snapshotOf, type ArticleSnapshot } from './article-snapshot';
import { ArticleCategorySchema } from './entities/article-category.entity';
import { ArticleRevisionSchema } from './entities/article-revision.entity';
import { ArticleSlugRedirectSchema } from './entities/article-slug-redirect.entity';
import { ArticleSchema, type Article } from './entities/article.entity';
import { ArticleTagSchema } from './entities/article-tag.entity';

export const DEFAULT_AUTHOR = 'TaxAtlas Editorial Team';
const EXCERPT_LENGTH = 200;

export class ArticleSlugTakenError extends DomainError {
  readonly status = 409;
  constructor(slug: string) {
    super(`An article with the slug "${slug}" already exists: choose another slug`);
    this.name = 'ArticleSlugTakenError';
  }
}

export class ArticleNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Article not found: no article has the id "${id}"`);
    this.name = 'ArticleNotFoundError';
  }
}

/** The stored version is not the one the save was based on: someone saved in between (ArticleConflict). */
export class ArticleConflictError extends ConflictError {
  override readonly body: { readonly current: { version: number; updatedAt: string; savedBy: string | null } };
  constructor(current: { version: number; updatedAt: Date; savedBy: string | null }, yours: number) {
    super(
      `This article was saved by ${current.savedBy ?? 'someone else'} since you opened it (version ${current.version}; ` +
        `your changes were based on version ${yours}). Nothing was changed: reload the article, then apply your changes again.`,
    );
    this.name = 'ArticleConflictError';
    this.body = { current: { version: current.version, updatedAt: new Date(current.updatedAt).toISOString(), savedBy: current.savedBy } };
  }
}

export interface WriteOptions {
  /** The server's clock (CLOCK) at the time of the save. */
  readonly now?: Date;
  /** The editor saving (users.id); none for the seed. */
  readonly userId?: string | null;
  /** A draft's autosave: its revision replaces the same editor's autosave when that is the latest revision. */
  readonly autosave?: boolean;
}

/** Everything a save writes to the article row and its links, validated and normalised. */
interface PreparedFields {
  readonly slug: string | undefined;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly categoryIds: readonly string[];
  readonly tags: readonly string[];
  readonly status: ArticleStatus;
  readonly featured: boolean;
  readonly coverImage: string | null;
  readonly coverImageAlt: string | null;
  readonly seo: string;
  readonly publishAt: Date | null;
  readonly readTime: number;
}

/**
 * Every article write goes through here — the seed, the editors' create, update and restore: the body is validated
 * with the shared schema, the HTML sanitised, the reading time computed, the categories resolved from their slugs, the
 * schedule checked, and each save recorded as a revision. An update is one conditional UPDATE on the version it was
 * based on, so of two saves based on the same version exactly one wins; the other changes nothing.
 */
export class ArticleWriter {
  constructor(private readonly em: EntityManager) {}

  async create(input: ArticleWriteRequest, options: WriteOptions = {}): Promise<Article> {
    const now = options.now ?? new Date();
    const request = parseRequest(input);
    const fields = await this.prepare(request, now);
    const slug = fields.slug ?? slugify(request.title);
    if (!slug) throw new RequestValidationError([{ field: 'slug', message: 'is required when the title has no letters or digits' }]);
    if (await this.em.count(ArticleSchema, { slug })) throw new ArticleSlugTakenError(slug);

    return this.write(slug, async (em) => {
      const article = em.create(ArticleSchema, {
        id: randomUUID(),
        slug,
        title: fields.title,
        excerpt: fields.excerpt,
        content: fields.content,
        categoryId: fields.categoryIds[0] ?? null,
        status: fields.status,
        featured: fields.featured,
        coverImage: fields.coverImage,
        coverImageAlt: fields.coverImageAlt,
        author: request.author ?? DEFAULT_AUTHOR,
        views: 0,
        totalTimeSpent: 0,
        timeSamples: 0,
        readTime: fields.readTime,
        seo: fields.seo,
        translations: JSON.stringify(request.translations),
        publishedAt: request.publishedAt ?? (fields.status === 'published' ? now : null),
        publishAt: fields.publishAt,
        version: 1,
        createdBy: options.userId ?? null,
        updatedBy: options.userId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      await writeArticleLinks(em, article.id, { categoryIds: fields.categoryIds, tags: fields.tags });
      await recordRevision(em, article.id, 1, snapshotOf(article, fields), now, options);
      return article;
    });
  }

  /**
   * Saves the whole form over the article, if it is still at `version`: 404 for an unknown article, 409
   * (ArticleConflictError) when someone saved since, and nothing changes. The slug stays when none is sent; a changed
   * slug leaves the old one redirecting to the article. The seed's fields (author, translations) are kept.
   */
  async update(id: string, input: ArticleWriteRequest, version: number, options: WriteOptions = {}): Promise<void> {
    const now = options.now ?? new Date();
    const fields = await this.prepare(parseRequest(input), now);
    await this.save(id, version, fields, now, options);
  }

  /**
   * Writes a revision's content over the article as a new save (version and revision), if the article is still at
   * `version`. Status, schedule and slug stay as they are now: restoring an older text must not take a live article off
   * the site or change its address.
   */
  async restore(id: string, revisionId: string, version: number, options: WriteOptions = {}): Promise<void> {
    const now = options.now ?? new Date();
    const revision = await this.em.findOne(ArticleRevisionSchema, { id: revisionId, articleId: id }, { populate: ['snapshot'] });
    if (!revision) throw new NotFoundError(`Revision not found: the article "${id}" has no revision "${revisionId}"`);
    const snapshot: ArticleSnapshot = parseSnapshot(revision.snapshot);
    const current = await this.em.findOne(ArticleSchema, { id });
    if (!current) throw new ArticleNotFoundError(id);
    const existing = await this.em.find(CategorySchema, { id: { $in: [...snapshot.categoryIds] } });
    const existingIds = new Set(existing.map((category) => category.id));
    const fields: PreparedFields = {
      slug: current.slug,
      title: snapshot.title,
      excerpt: snapshot.excerpt,
      content: await sanitizeArticleContent(snapshot.content),
      categoryIds: snapshot.categoryIds.filter((categoryId) => existingIds.has(categoryId)),
      tags: snapshot.tags,
      status: current.status,
      featured: snapshot.featured,
      coverImage: snapshot.coverImage,
      coverImageAlt: snapshot.coverImageAlt,
      seo: snapshot.seo,
      publishAt: current.publishAt ?? null,
      readTime: readingTimeMinutes(snapshot.content),
    };
    await this.save(id, version, fields, now, { ...options, autosave: false });
  }

  private async save(id: string, version: number, fields: PreparedFields, now: Date, options: WriteOptions): Promise<void> {
    const current = await this.em.findOne(ArticleSchema, { id });
    if (!current) throw new ArticleNotFoundError(id);
    const slug = fields.slug ?? current.slug;
    if (slug !== current.slug && (await this.em.count(ArticleSchema, { slug, id: { $ne: id } }))) throw new ArticleSlugTakenError(slug);

    await this.write(slug, async (em) => {
      const published = fields.status === 'published';
      const changes = {
        slug,
        title: fields.title,
        excerpt: fields.excerpt,
        content: fields.content,
        categoryId: fields.categoryIds[0] ?? null,
        status: fields.status,
        featured: fields.featured,
        coverImage: fields.coverImage,
        coverImageAlt: fields.coverImageAlt,
        readTime: fields.readTime,
        seo: fields.seo,
        publishAt: fields.publishAt,
        // The first publication keeps its date through later edits and unpublishing.
        publishedAt: published && !current.publishedAt ? now : (current.publishedAt ?? null),
        version: version + 1,
        updatedBy: options.userId ?? null,
        updatedAt: now,
      };
      // Check and write in one statement: a concurrent save of the same version blocks on the row (PostgreSQL) or on
      // the database (SQLite) and then finds the version moved on.
      const affected = await em.nativeUpdate(ArticleSchema, { id, version }, changes);
      if (affected === 0) throw await conflictOf(em, id, version);

      await em.nativeDelete(ArticleCategorySchema, { articleId: id });
      await em.nativeDelete(ArticleTagSchema, { articleId: id });
      await writeArticleLinks(em, id, { categoryIds: fields.categoryIds, tags: fields.tags });
      if (slug !== current.slug) {
        // The new slug is the article's own again if it once had it; the old one now leads here.
        await em.nativeDelete(ArticleSlugRedirectSchema, { oldSlug: { $in: [slug, current.slug] } });
        await em.insert(ArticleSlugRedirectSchema, { oldSlug: current.slug, articleId: id, createdAt: now });
      }
      const snapshot = snapshotOf({ ...current, ...changes } as Article, fields);
      await recordRevision(em, id, version + 1, snapshot, now, options);
    });
  }

  /** Runs a write in a transaction; a unique slug taken meanwhile by a concurrent save is the same 409 as before. */
  private async write<T>(slug: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /slug/i.test(error.message)) throw new ArticleSlugTakenError(slug);
      throw error;
    }
  }

  private async prepare(request: ArticleWriteParsedRequest, now: Date): Promise<PreparedFields> {
    if (request.status === 'scheduled') {
      if (!request.publishAt) {
        throw new RequestValidationError([{ field: 'publishAt', message: 'is required to schedule an article: when should it go live?' }]);
      }
      if (request.publishAt.getTime() <= now.getTime()) {
        throw new RequestValidationError([
          { field: 'publishAt', message: 'must be in the future to schedule an article (publish it now instead)' },
        ]);
      }
    }
    const categoryIds = await this.categoryIdsFor(request.category, request.categories);
    const content = await sanitizeArticleContent(request.content);
    return {
      slug: request.slug,
      title: request.title,
      excerpt: request.excerpt || truncate(await articlePlainText(content), EXCERPT_LENGTH),
      content,
      categoryIds,
      tags: request.tags,
      status: request.status,
      featured: request.featured,
      coverImage: request.coverImage ?? null,
      coverImageAlt: request.coverImageAlt || null,
      seo: JSON.stringify(searchMetadata(request.seo)),
      publishAt: request.status === 'scheduled' ? request.publishAt! : null,
      readTime: readingTimeMinutes(content),
    };
  }

  /** The main category first, then the others, without repeats; an unknown slug is a 400 naming its field. */
  private async categoryIdsFor(main: string | undefined, others: readonly string[]): Promise<string[]> {
    const slugs = [...new Set([...(main ? [main] : []), ...others])];
    if (slugs.length === 0) return [];
    const found = await this.em.find(CategorySchema, { slug: { $in: slugs } });
    const idBySlug = new Map(found.map((category) => [category.slug, category.id]));
    const unknown = slugs.filter((slug) => !idBySlug.has(slug));
    if (unknown.length > 0) {
      throw new RequestValidationError(
        unknown.map((slug) => ({ field: slug === main ? 'category' : 'categories', message: `has no category with the slug "${slug}"` })),
      );
    }
    return slugs.map((slug) => idBySlug.get(slug)!);
  }
}

function parseRequest(input: ArticleWriteRequest): ArticleWriteParsedRequest {
  const parsed = articleWriteSchema.safeParse(input);
  if (!parsed.success) throw new RequestValidationError(toFieldIssues(parsed.error));
  return parsed.data;
}

/** docs/product.md, "Search metadata": the description cut at 160 characters; blank keywords dropped, at most 10 kept. */
function searchMetadata(seo: ArticleWriteParsedRequest['seo']): ArticleWriteParsedRequest['seo'] {
  const keywords = [...new Set((seo.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean))].slice(0, SEO_KEYWORDS_MAX);
  return {
    ...(seo.title ? { title: seo.title } : {}),
    ...(seo.description ? { description: seo.description.slice(0, SEO_DESCRIPTION_MAX).trimEnd() } : {}),
    keywords,
    noIndex: seo.noIndex === true,
    noFollow: seo.noFollow === true,
  };
}

/** The 409 for a save based on `version`, or a 404 when the article was deleted meanwhile. */
async function conflictOf(em: EntityManager, id: string, version: number): Promise<DomainError> {
  const rows = await em
    .getConnection()
    .execute<{ version: number | string; updated_at: Date | string | number; username: string | null }[]>(
      'select a."version", a."updated_at", u."username" from "articles" a left join "users" u on u."id" = a."updated_by" where a."id" = ?',
      [id],
      'all',
      em.getTransactionContext(),
    );
  const row = rows[0];
  if (!row) return new ArticleNotFoundError(id);
  return new ArticleConflictError({ version: Number(row.version), updatedAt: new Date(row.updated_at), savedBy: row.username }, version);
}

/**
 * One revision per save. An autosave takes the place of the latest revision when that one is an autosave of the same
 * editor, so that a long editing session leaves one autosave behind instead of hundreds.
 */
async function recordRevision(
  em: EntityManager,
  articleId: string,
  version: number,
  snapshot: ArticleSnapshot,
  now: Date,
  options: WriteOptions,
): Promise<void> {
  const savedBy = options.userId ?? null;
  const autosave = options.autosave === true;
  if (autosave && savedBy) {
    const [latest] = await em.find(ArticleRevisionSchema, { articleId }, { orderBy: { version: 'desc' }, limit: 1 });
    if (latest?.autosave && latest.savedBy === savedBy) {
      await em.nativeUpdate(ArticleRevisionSchema, { id: latest.id }, { version, snapshot: JSON.stringify(snapshot), savedAt: now });
      return;
    }
  }
  await em.insert(ArticleRevisionSchema, {
    id: randomUUID(),
    articleId,
    version,
    snapshot: JSON.stringify(snapshot),
    savedBy,
    savedAt: now,
    autosave,
  });
}

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}
