import { type EntityManager, MikroORM, raw } from '@mikro-orm/core';
import { SqlitePlatform } from '@mikro-orm/sqlite';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminArticleListParsedQuery,
  ArticleBulkAction,
  ArticleBulkResponse,
  ArticleCreateRequest,
  ArticleRevision as ArticleRevisionDto,
  ArticleRevisionList,
  ArticleRevisionSummary,
  ArticleStats,
  ArticleUpdateRequest,
  ArticleViewsList,
} from '@taxatlas/contracts/article-admin';
import { articleStatuses, type Article as ArticleDto, type ArticleList, type ArticleStatus } from '@taxatlas/contracts/articles';
import { containsLike, containsPattern } from '../../common/database/contains-pattern';
import { NotFoundError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { CategorySchema, type Category } from '../categories/entities/category.entity';
import { loadArticleLinks } from './article-links';
import { ArticleScheduler } from './article-scheduler';
import { trigramMatchQuery } from '../../common/database/trigram-search';
import { parseSnapshot } from './article-snapshot';
import { toArticleDto } from './article-view';
import { ArticleNotFoundError, ArticleWriter } from './article-writer';
import { ArticleRevisionSchema, type ArticleRevision } from './entities/article-revision.entity';
import { ArticleSchema, type Article } from './entities/article.entity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sortColumns = {
  updatedAt: 'a."updated_at"',
  publishedAt: 'a."published_at"',
  createdAt: 'a."created_at"',
  title: 'lower(a."title")',
  views: 'a."views"',
} as const;
/** GET /api/articles/admin/views: the most read articles. */
const MOST_VIEWED_LIMIT = 50;

/**
 * The editors' side of the blog (libs/contracts/src/article-admin.ts): every article whatever its status, the writes
 * (through ArticleWriter), revisions and bulk actions. The controller admits editors and admins only.
 */
@Injectable()
export class ArticleEditorService {
  private sqliteSearchIndex: Promise<boolean> | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly scheduler: ArticleScheduler,
  ) {}

  /**
   * The admin list, built for 100,000 articles (the benchmark's admin list: filter + search + page under 50 ms):
   * - search looks in the title and the excerpt only: matching the whole content of every article with LIKE cannot
   *   answer in time (the public list, over the published ones, still searches the content);
   * - the category filter starts from article_categories' category index rather than probing it once per article;
   * - a search finds its candidates through trigram indexes of title and excerpt (pg_trgm's GIN indexes on PostgreSQL,
   *   an FTS5 table on SQLite; Migration20261210000000-admin-speed) and the LIKE decides; a search without three
   *   characters in a row reads every article, as before;
   * - with a search, one pass yields both the page and the total (count(*) over ()); without one, the count reads an
   *   index and the page follows the sort column's index (articles(updated_at) and the like);
   * - ties are broken by id in the same direction, nulls (publishedAt of drafts) sort last on both databases, and
   *   titles sort without regard to case, so that SQLite and PostgreSQL list alike.
   */
  async list(query: AdminArticleListParsedQuery): Promise<ArticleList> {
    const em = this.orm.em.fork();
    const connection = em.getConnection();
    const { page, limit } = query;
    const offset = (page - 1) * limit;
    const empty: ArticleList = { data: [], total: 0, page, limit };

    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status !== 'all') {
      conditions.push('a."status" = ?');
      params.push(query.status);
    }
    if (query.category) {
      const category = await em.findOne(CategorySchema, { slug: query.category.toLowerCase() });
      if (!category) return empty;
      conditions.push('a."id" in (select "article_id" from "article_categories" where "category_id" = ?)');
      params.push(category.id);
    }
    if (query.search) {
      const match = trigramMatchQuery(query.search);
      if (match && (await this.hasSqliteSearchIndex())) {
        conditions.push(
          'a."id" in (select r."article_id" from "article_search" s join "article_search_rows" r on r."rowid" = s."rowid" ' +
            'where "article_search" match ?)',
        );
        params.push(match);
      }
      const pattern = containsPattern(query.search);
      conditions.push(`(${containsLike('a."title"')} or ${containsLike('a."excerpt"')})`);
      params.push(pattern, pattern);
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const column = sortColumns[query.sort];
    const nulls = query.sort === 'publishedAt' ? ' nulls last' : '';
    const orderBy = `order by ${column} ${direction}${nulls}, a."id" ${direction}`;
    const countAll = async () => {
      const [row] = (await connection.execute(`select count(*) as "total" from "articles" a ${where}`, params)) as {
        total: number | string;
      }[];
      return Number(row?.total ?? 0);
    };

    let ids: string[];
    let total: number;
    if (query.search) {
      // The matches first, then their order: given the LIMIT, PostgreSQL's planner would otherwise walk the sort
      // column's index and test every article (it costs count(*) over () as if the limit stopped the scan early),
      // instead of asking the search indexes for the few matching ones.
      const rows = (await connection.execute(
        `with "matches" as materialized (select a."id", ${column} as "sort_key" from "articles" a ${where}) ` +
          `select "id", count(*) over () as "total" from "matches" ` +
          `order by "sort_key" ${direction}${nulls}, "id" ${direction} limit ? offset ?`,
        [...params, limit, offset],
      )) as { id: string; total: number | string }[];
      ids = rows.map((row) => row.id);
      total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? await countAll() : 0;
    } else {
      total = await countAll();
      if (total === 0 || offset >= total) return { ...empty, total };
      const rows = (await connection.execute(`select a."id" from "articles" a ${where} ${orderBy} limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ])) as {
        id: string;
      }[];
      ids = rows.map((row) => row.id);
    }
    if (ids.length === 0) return { ...empty, total };
    const articles = await em.find(ArticleSchema, { id: { $in: ids } });
    const byId = new Map(articles.map((article) => [article.id, article]));
    const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
    return { data: await this.toDtos(em, inOrder, false), total, page, limit };
  }

  /**
   * Whether this is SQLite with the trigram index of titles and excerpts (Migration20261210000000-admin-speed); asked
   * once. PostgreSQL's trigram indexes serve the LIKE itself and need no other query.
   */
  private hasSqliteSearchIndex(): Promise<boolean> {
    this.sqliteSearchIndex ??=
      this.orm.em.getPlatform() instanceof SqlitePlatform
        ? this.orm.em
            .getConnection()
            .execute<{ found: number }[]>(
              `select count(*) as "found" from "sqlite_master" where "type" = 'table' and "name" = 'article_search'`,
            )
            .then((rows) => Number(rows[0]?.found ?? 0) > 0)
        : Promise.resolve(false);
    return this.sqliteSearchIndex;
  }

  /** Any article by id, with its content (the editor's form, the preview). */
  async get(id: string): Promise<ArticleDto> {
    const em = this.orm.em.fork();
    const article = uuidPattern.test(id) ? await em.findOne(ArticleSchema, { id: id.toLowerCase() }, { populate: ['content'] }) : null;
    if (!article) throw new ArticleNotFoundError(id);
    const [dto] = await this.toDtos(em, [article], true);
    return dto!;
  }

  async stats(): Promise<ArticleStats> {
    const rows = (await this.orm.em
      .fork()
      .getConnection()
      .execute('select "status", count(*) as "articles" from "articles" group by "status"')) as {
      status: ArticleStatus;
      articles: number | string;
    }[];
    const byStatus = Object.fromEntries(articleStatuses.map((status) => [status, 0])) as Record<ArticleStatus, number>;
    for (const row of rows) if (row.status in byStatus) byStatus[row.status] = Number(row.articles);
    return { total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus };
  }

  async mostViewed(): Promise<ArticleViewsList> {
    const articles = await this.orm.em
      .fork()
      .find(ArticleSchema, {}, { orderBy: [{ views: 'desc' }, { id: 'asc' }], limit: MOST_VIEWED_LIMIT });
    return {
      data: articles.map((article) => ({
        id: article.id,
        slug: article.slug,
        title: article.title,
        status: article.status,
        views: article.views,
        averageTimeSpent: article.timeSamples > 0 ? Math.round(article.totalTimeSpent / article.timeSamples) : null,
      })),
    };
  }

  async create(request: ArticleCreateRequest, userId: string): Promise<ArticleDto> {
    const article = await new ArticleWriter(this.orm.em.fork()).create(request, { now: this.clock.now(), userId });
    this.scheduler.noteScheduled(article.publishAt);
    return this.get(article.id);
  }

  async update(id: string, request: ArticleUpdateRequest, userId: string): Promise<ArticleDto> {
    const { version, autosave, ...fields } = request;
    this.assertId(id);
    await new ArticleWriter(this.orm.em.fork()).update(id, fields, Number(version), {
      now: this.clock.now(),
      userId,
      autosave: autosave === true,
    });
    const article = await this.get(id);
    this.scheduler.noteScheduled(article.publishAt ? new Date(article.publishAt) : null);
    return article;
  }

  async restore(id: string, revisionId: string, version: number, userId: string): Promise<ArticleDto> {
    this.assertId(id);
    if (!uuidPattern.test(revisionId)) throw new NotFoundError(`Revision not found: the article "${id}" has no revision "${revisionId}"`);
    await new ArticleWriter(this.orm.em.fork()).restore(id, revisionId.toLowerCase(), version, { now: this.clock.now(), userId });
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    this.assertId(id);
    const deleted = await this.orm.em.fork().nativeDelete(ArticleSchema, { id: id.toLowerCase() });
    if (deleted === 0) throw new ArticleNotFoundError(id);
  }

  /**
   * A status change (or deletion) of many articles in one statement; each changed article gets a new version, so that
   * an editor's form opened before cannot overwrite the change unnoticed. Articles already in the target state, and
   * unknown ids, are not counted.
   */
  async bulk(ids: readonly string[], action: ArticleBulkAction, userId: string): Promise<ArticleBulkResponse> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    const idFilter = { id: { $in: [...new Set(ids.map((id) => id.toLowerCase()))] } };
    if (action === 'delete') return { success: true, affected: await em.nativeDelete(ArticleSchema, idFilter) };
    const saved = { version: raw('"version" + 1'), updatedAt: now, updatedBy: userId };
    const affected =
      action === 'publish'
        ? await em.nativeUpdate(
            ArticleSchema,
            { ...idFilter, status: { $ne: 'published' } },
            { ...saved, status: 'published', publishAt: null, publishedAt: raw('coalesce("published_at", ?)', [now]) },
          )
        : action === 'unpublish'
          ? await em.nativeUpdate(
              ArticleSchema,
              { ...idFilter, status: { $in: ['published', 'scheduled'] } },
              { ...saved, status: 'draft', publishAt: null },
            )
          : await em.nativeUpdate(
              ArticleSchema,
              { ...idFilter, status: { $ne: 'archived' } },
              { ...saved, status: 'archived', publishAt: null },
            );
    return { success: true, affected };
  }

  async revisions(id: string): Promise<ArticleRevisionList> {
    this.assertId(id);
    const em = this.orm.em.fork();
    if (!(await em.count(ArticleSchema, { id: id.toLowerCase() }))) throw new ArticleNotFoundError(id);
    const revisions = await em.find(
      ArticleRevisionSchema,
      { articleId: id.toLowerCase() },
      { populate: ['snapshot'], orderBy: [{ version: 'desc' }] },
    );
    const names = await usernamesOf(
      em,
      revisions.map((revision) => revision.savedBy),
    );
    return { data: revisions.map((revision) => summaryOf(revision, names)) };
  }

  async revision(id: string, revisionId: string): Promise<ArticleRevisionDto> {
    this.assertId(id);
    const em = this.orm.em.fork();
    const revision = uuidPattern.test(revisionId)
      ? await em.findOne(ArticleRevisionSchema, { id: revisionId.toLowerCase(), articleId: id.toLowerCase() }, { populate: ['snapshot'] })
      : null;
    const article = await em.findOne(ArticleSchema, { id: id.toLowerCase() });
    if (!revision || !article) throw new NotFoundError(`Revision not found: the article "${id}" has no revision "${revisionId}"`);
    const snapshot = parseSnapshot(revision.snapshot);
    const asSaved: Article = {
      ...article,
      title: snapshot.title,
      slug: snapshot.slug,
      excerpt: snapshot.excerpt,
      content: snapshot.content,
      categoryId: snapshot.categoryIds[0] ?? null,
      status: snapshot.status,
      featured: snapshot.featured,
      coverImage: snapshot.coverImage,
      coverImageAlt: snapshot.coverImageAlt,
      seo: snapshot.seo,
      publishAt: snapshot.publishAt ? new Date(snapshot.publishAt) : null,
      version: revision.version,
      updatedAt: revision.savedAt,
    };
    const names = await usernamesOf(em, [revision.savedBy]);
    const categories = await this.categoriesById(em);
    return {
      ...summaryOf(revision, names),
      article: toArticleDto(asSaved, { categoryIds: snapshot.categoryIds, tags: snapshot.tags }, categories, true),
    };
  }

  private assertId(id: string): void {
    if (!uuidPattern.test(id)) throw new ArticleNotFoundError(id);
  }

  private async toDtos(em: EntityManager, articles: readonly Article[], withContent: boolean): Promise<ArticleDto[]> {
    const [linksOf, categories] = await Promise.all([
      loadArticleLinks(
        em,
        articles.map((article) => article.id),
      ),
      this.categoriesById(em),
    ]);
    return articles.map((article) => toArticleDto(article, linksOf(article.id), categories, withContent));
  }

  private async categoriesById(em: EntityManager): Promise<Map<string, Category>> {
    const categories = await em.find(CategorySchema, {});
    return new Map(categories.map((category) => [category.id, category]));
  }
}

function summaryOf(revision: ArticleRevision, names: ReadonlyMap<string, string>): ArticleRevisionSummary {
  const snapshot = parseSnapshot(revision.snapshot);
  return {
    id: revision.id,
    version: revision.version,
    title: snapshot.title,
    status: snapshot.status,
    savedAt: new Date(revision.savedAt).toISOString(),
    savedBy: revision.savedBy ? (names.get(revision.savedBy) ?? null) : null,
    autosave: Boolean(revision.autosave),
  };
}

/**
 * Usernames of the editors who saved, read with plain SQL: the users module comes after this one in the module order,
 * and a name is all the revision list needs of it.
 */
async function usernamesOf(em: EntityManager, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await em
    .getConnection()
    .execute(`select "id", "username" from "users" where "id" in (${wanted.map(() => '?').join(', ')})`, wanted)) as {
    id: string;
    username: string;
  }[];
  return new Map(rows.map((row) => [row.id, row.username]));
}
