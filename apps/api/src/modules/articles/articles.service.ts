import { type EntityManager, type FilterQuery, MikroORM } from '@mikro-orm/core';
import { SqlitePlatform } from '@mikro-orm/sqlite';
import { Inject, Injectable } from '@nestjs/common';
import type { Article as ArticleDto, ArticleList, ArticleListParsedQuery } from '@taxatlas/contracts/articles';
import { containsLike, containsPattern } from '../../common/database/contains-pattern';
import { trigramMatchQuery } from '../../common/database/trigram-search';
import { NotFoundError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CategorySchema, type Category } from '../categories/entities/category.entity';
import { loadArticleLinks } from './article-links';
import { ArticleScheduler } from './article-scheduler';
import { toArticleDto } from './article-view';
import { ArticleSlugRedirectSchema } from './entities/article-slug-redirect.entity';
import { ArticleSchema, type Article } from './entities/article.entity';
import { type PublicRead, PublicReadCache } from './public-read-cache';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** UTC day "YYYY-MM-DD" for the daily view counter. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

class ArticleNotFoundError extends NotFoundError {
  constructor(idOrSlug: string) {
    super(`Article not found: no published article has the id or slug "${idOrSlug}"`);
    this.name = 'ArticleNotFoundError';
  }
}

/** A sitemap's file holds at most 50,000 addresses (sitemaps.org protocol); the site's own pages take a few dozen. */
const MAX_SITEMAP_ARTICLES = 49_000;

/** An article as the sitemap lists it. */
export interface SitemapArticle {
  readonly slug: string;
  /** ISO 8601: the sitemap's lastmod. */
  readonly updatedAt: string;
}

/** Whether an article's SEO settings (JSON) keep it out of search engines; unreadable settings do not. */
function noIndexOf(seo: string): boolean {
  try {
    return (JSON.parse(seo) as { noIndex?: unknown } | null)?.noIndex === true;
  } catch {
    return false;
  }
}

/** The public side of the blog: published articles only. */
@Injectable()
export class ArticlesService {
  private readonly publicReads = new PublicReadCache(() => this.clock.now().getTime());

  constructor(
    private readonly orm: MikroORM,
    private readonly scheduler: ArticleScheduler,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The public list with its validator, from PublicReadCache while nothing a reader sees has changed. */
  async readList(query: ArticleListParsedQuery): Promise<PublicRead<ArticleList>> {
    // A scheduled article that is due is published before anyone reads the list (see ArticleScheduler).
    await this.scheduler.publishDueBeforeReading();
    const key = `list:${JSON.stringify([query.page, query.limit, query.category ?? null, query.search ?? null, query.featured ?? null])}`;
    return this.publicReads.read(key, await this.publicContentVersion(), () => this.list(query));
  }

  /** A published article (or where its old slug moved) with its validator, like readList. */
  async readPublished(idOrSlug: string): Promise<PublicRead<ArticleDto | { movedTo: string }>> {
    await this.scheduler.publishDueBeforeReading();
    const key = `article:${idOrSlug.trim().toLowerCase()}`;
    return this.publicReads.read(key, await this.publicContentVersion(), () => this.getPublished(idOrSlug));
  }

  /** The published articles a search engine may list (not noIndex), newest first, with their last change; cached like readList. */
  async readSitemapArticles(): Promise<PublicRead<SitemapArticle[]>> {
    await this.scheduler.publishDueBeforeReading();
    return this.publicReads.read('sitemap', await this.publicContentVersion(), () => this.sitemapArticles());
  }

  private async sitemapArticles(): Promise<SitemapArticle[]> {
    const articles = await this.orm.em
      .fork()
      .find(
        ArticleSchema,
        { status: 'published' },
        { fields: ['slug', 'seo', 'updatedAt'], orderBy: { publishedAt: 'desc', id: 'asc' }, limit: MAX_SITEMAP_ARTICLES },
      );
    return articles
      .filter((article) => !noIndexOf(article.seo))
      .map((article) => ({ slug: article.slug, updatedAt: article.updatedAt.toISOString() }));
  }

  /** public_content_version: moved by triggers on every write a reader could see (Migration20261215000000-public-reads). */
  private async publicContentVersion(): Promise<string> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ version: number | string }[]>('select "version" from "public_content_version" where "id" = 1');
    return String(rows[0]?.version ?? 0);
  }

  /**
   * Published articles, newest first (publishedAt, then createdAt, then id: the order of articles_public_order_index,
   * so a page reads its rows from the index). A search looks in title, excerpt and content with the wildcards taken
   * literally: SQLite's trigram index (Migration20261215000000-public-reads) names the candidates, PostgreSQL's trigram
   * indexes serve the LIKE itself, and the LIKE decides. With a search one pass yields the page and the total
   * (count(*) over ()), as in the admin list; without one the count reads the index.
   */
  private async list(query: ArticleListParsedQuery): Promise<ArticleList> {
    const em = this.orm.em.fork();
    const connection = em.getConnection();
    const { page, limit } = query;
    const offset = (page - 1) * limit;
    const empty: ArticleList = { data: [], total: 0, page, limit };

    const conditions = [`a."status" = 'published'`];
    const params: unknown[] = [];
    if (query.featured !== undefined) {
      conditions.push('a."featured" = ?');
      params.push(query.featured);
    }
    if (query.category) {
      const category = await em.findOne(CategorySchema, { slug: query.category });
      if (!category) return empty;
      // As main or additional category: a semi-join on article_categories, found through its category_id index.
      conditions.push('exists (select 1 from "article_categories" ac where ac."article_id" = a."id" and ac."category_id" = ?)');
      params.push(category.id);
    }
    if (query.search) {
      const match = this.orm.em.getPlatform() instanceof SqlitePlatform ? trigramMatchQuery(query.search) : undefined;
      if (match) {
        conditions.push(
          'a."id" in (select r."article_id" from "article_search" s join "article_search_rows" r on r."rowid" = s."rowid" ' +
            'where "article_search" match ?)',
        );
        params.push(match);
      }
      const columns = ['title', 'excerpt', 'content'];
      conditions.push(`(${columns.map((column) => containsLike(`a."${column}"`)).join(' or ')})`);
      params.push(...columns.map(() => containsPattern(query.search!)));
    }
    const where = `where ${conditions.join(' and ')}`;
    const orderBy = 'a."published_at" desc, a."created_at" desc, a."id" asc';

    let ids: string[];
    let total: number;
    if (query.search) {
      const rows = (await connection.execute(
        `with "matches" as materialized (select a."id", a."published_at", a."created_at" from "articles" a ${where}) ` +
          `select a."id", count(*) over () as "total" from "matches" a order by ${orderBy} limit ? offset ?`,
        [...params, limit, offset],
      )) as { id: string; total: number | string }[];
      ids = rows.map((row) => row.id);
      total = rows.length > 0 ? Number(rows[0]!.total) : await this.count(where, params);
    } else {
      total = await this.count(where, params);
      if (total === 0 || offset >= total) return { ...empty, total };
      const rows = (await connection.execute(`select a."id" from "articles" a ${where} order by ${orderBy} limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ])) as { id: string }[];
      ids = rows.map((row) => row.id);
    }
    if (ids.length === 0) return { ...empty, total };
    const byId = new Map((await em.find(ArticleSchema, { id: { $in: ids } })).map((article) => [article.id, article]));
    return {
      data: await this.toDtos(
        em,
        ids.flatMap((id) => byId.get(id) ?? []),
        false,
      ),
      total,
      page,
      limit,
    };
  }

  private async count(where: string, params: readonly unknown[]): Promise<number> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ total: number | string }[]>(`select count(*) as "total" from "articles" a ${where}`, [...params]);
    return Number(rows[0]?.total ?? 0);
  }

  /**
   * A published article by id or slug; for a slug the article had before, `movedTo` names its current slug (the
   * controller answers 301), so that links to the old address keep working.
   */
  private async getPublished(idOrSlug: string): Promise<ArticleDto | { movedTo: string }> {
    const em = this.orm.em.fork();
    try {
      const [dto] = await this.toDtos(em, [await this.findPublished(em, idOrSlug, true)], true);
      return dto!;
    } catch (error) {
      // Only a miss looks at the old slugs: the usual read stays one query.
      const movedTo = error instanceof ArticleNotFoundError ? await this.currentSlugOf(em, idOrSlug) : undefined;
      if (movedTo) return { movedTo };
      throw error;
    }
  }

  private async currentSlugOf(em: EntityManager, oldSlug: string): Promise<string | undefined> {
    const redirect = await em.findOne(ArticleSlugRedirectSchema, { oldSlug: oldSlug.trim().toLowerCase() });
    if (!redirect) return undefined;
    const article = await em.findOne(ArticleSchema, { id: redirect.articleId, status: 'published' }, { fields: ['slug'] });
    return article?.slug;
  }

  /**
   * Counts one view: the article's total and today's (UTC) row of the daily counter. `shouldCount` decides, once the
   * article is known, whether this view counts (bots and repeated views of one visitor do not); the answer is the total.
   */
  async trackView(
    idOrSlug: string,
    shouldCount: (articleId: string) => Promise<boolean>,
    // The same clock as the dashboard's and the analytics' "today", so that a moved test clock dates views alike.
    now: Date = this.clock.now(),
  ): Promise<{ views: number; counted: boolean }> {
    const em = this.orm.em.fork();
    const { id, views } = await this.findPublished(em, idOrSlug, false);
    if (!(await shouldCount(id))) return { views, counted: false };
    // A fork of its own: the transaction's flush would otherwise see the article loaded above and, on SQLite, write it
    // back with a new updatedAt, so that every view made the article "last edited".
    await this.orm.em.fork().transactional(async (tx) => {
      // The statements must run on the transaction's connection (SQLite has only one).
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      await connection.execute('update "articles" set "views" = "views" + 1 where "id" = ?', [id], 'run', context);
      await connection.execute(
        'insert into "article_daily_views" ("article_id", "day", "count") values (?, ?, 1) ' +
          'on conflict ("article_id", "day") do update set "count" = "article_daily_views"."count" + 1',
        [id, utcDay(now)],
        'run',
        context,
      );
    });
    const rows = await em.getConnection().execute<{ views: number | string }[]>('select "views" from "articles" where "id" = ?', [id]);
    return { views: Number(rows[0]?.views ?? 0), counted: true };
  }

  /** Adds one reader's visible seconds when `shouldCount` agrees; returns the average (seconds, rounded). */
  async logTime(idOrSlug: string, seconds: number, shouldCount: (articleId: string) => Promise<boolean>): Promise<number> {
    const em = this.orm.em.fork();
    const { id } = await this.findPublished(em, idOrSlug, false);
    const connection = em.getConnection();
    if (await shouldCount(id)) {
      await connection.execute(
        'update "articles" set "total_time_spent" = "total_time_spent" + ?, "time_samples" = "time_samples" + 1 where "id" = ?',
        [Math.round(seconds), id],
      );
    }
    const rows = await connection.execute<{ total: number | string; samples: number | string }[]>(
      'select "total_time_spent" as "total", "time_samples" as "samples" from "articles" where "id" = ?',
      [id],
    );
    const total = Number(rows[0]?.total ?? 0);
    const samples = Number(rows[0]?.samples ?? 0);
    return samples > 0 ? Math.round(total / samples) : 0;
  }

  /** The id of a published article named by id or slug (404 otherwise); for modules that refer to articles (bookmarks). */
  async publishedArticleId(idOrSlug: string): Promise<string> {
    return (await this.findPublished(this.orm.em.fork(), idOrSlug, false)).id;
  }

  /** List items (no content) of the published articles among `ids`, in the order of `ids`; others are left out. */
  async publishedSummaries(ids: readonly string[]): Promise<ArticleDto[]> {
    if (ids.length === 0) return [];
    const em = this.orm.em.fork();
    const articles = await em.find(ArticleSchema, { id: { $in: [...ids] }, status: 'published' });
    const byId = new Map(articles.map((article) => [article.id, article]));
    return this.toDtos(
      em,
      ids.flatMap((id) => byId.get(id) ?? []),
      false,
    );
  }

  private async findPublished(em: EntityManager, idOrSlug: string, withContent: boolean): Promise<Article> {
    const key = idOrSlug.trim();
    const match: FilterQuery<Article> = uuidPattern.test(key) ? { id: key.toLowerCase() } : { slug: key.toLowerCase() };
    const article = await em.findOne(ArticleSchema, { ...match, status: 'published' }, withContent ? { populate: ['content'] } : undefined);
    if (!article) throw new ArticleNotFoundError(key);
    return article;
  }

  /** The API's view of articles, with their categories and tags. */
  private async toDtos(em: EntityManager, articles: readonly Article[], withContent: boolean): Promise<ArticleDto[]> {
    const ids = articles.map((article) => article.id);
    const [linksOf, categories] = await Promise.all([loadArticleLinks(em, ids), this.categoriesById(em)]);
    return articles.map((article) => toArticleDto(article, linksOf(article.id), categories, withContent));
  }

  private async categoriesById(em: EntityManager): Promise<Map<string, Category>> {
    const categories = await em.find(CategorySchema, {});
    return new Map(categories.map((category) => [category.id, category]));
  }
}
