import { randomUUID } from 'node:crypto';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { BookmarkList } from '@taxatlas/contracts/bookmarks';
import { CLOCK, type Clock } from '../../common/time/clock';
import { ArticlesService } from '../articles/articles.service';
import { BookmarkSchema } from './entities/bookmark.entity';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saved articles. Adding and removing are idempotent, so a double click or a retried request changes nothing. */
@Injectable()
export class BookmarksService {
  constructor(
    private readonly orm: MikroORM,
    private readonly articles: ArticlesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The user's bookmarked articles that are published, the latest bookmarked first. */
  async list(userId: string): Promise<BookmarkList> {
    const bookmarks = await this.orm.em.fork().find(BookmarkSchema, { userId }, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
    return { data: await this.articles.publishedSummaries(bookmarks.map((bookmark) => bookmark.articleId)) };
  }

  /** Bookmarks a published article (by id or slug); 404 for any other. */
  async add(userId: string, idOrSlug: string): Promise<void> {
    const articleId = await this.articles.publishedArticleId(idOrSlug);
    const em = this.orm.em.fork();
    if ((await em.count(BookmarkSchema, { userId, articleId })) > 0) return;
    em.create(BookmarkSchema, { id: randomUUID(), userId, articleId, createdAt: this.clock.now() });
    try {
      await em.flush();
    } catch (error) {
      // The same bookmark added by a parallel request: already there, which is what was asked.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  /**
   * Removes a bookmark. By id it works whatever the article's state now (an archived article's bookmark can still be
   * removed); a slug must name a published article.
   */
  async remove(userId: string, idOrSlug: string): Promise<void> {
    const key = idOrSlug.trim().toLowerCase();
    const articleId = uuidPattern.test(key) ? key : await this.articles.publishedArticleId(key);
    await this.orm.em.fork().nativeDelete(BookmarkSchema, { userId, articleId });
  }
}
