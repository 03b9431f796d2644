import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { articleWriteSchema, readingTimeMinutes, type ArticleWriteRequest } from '@taxatlas/contracts/articles';
import { toFieldIssues } from '@taxatlas/contracts/fields';
import { DomainError, RequestValidationError } from '../../common/errors/domain-errors';
import { ArticleSchema, type Article } from './entities/article.entity';
import { CategorySchema } from '../categories/entities/category.entity';
import { plainText, sanitizeArticleHtml } from './article-html';
import { writeArticleLinks } from './article-links';
import { slugify } from '../../common/text/slugify';

export const DEFAULT_AUTHOR = 'TaxAtlas Editorial Team';
const EXCERPT_LENGTH = 200;

export class ArticleSlugTakenError extends DomainError {
  readonly status = 409;
  constructor(slug: string) {
    super(`An article with the slug "${slug}" already exists`);
    this.name = 'ArticleSlugTakenError';
  }
}

/**
 * Every article write goes through here (the seed now, the editor endpoints later): the body is validated with the
 * shared schema, the HTML sanitised, the reading time computed and the categories resolved from their slugs.
 */
export class ArticleWriter {
  constructor(private readonly em: EntityManager) {}

  async create(input: ArticleWriteRequest, now: Date = new Date()): Promise<Article> {
    const parsed = articleWriteSchema.safeParse(input);
    if (!parsed.success) throw new RequestValidationError(toFieldIssues(parsed.error));
    const request = parsed.data;

    const slug = request.slug ?? slugify(request.title);
    if (!slug) throw new RequestValidationError([{ field: 'slug', message: 'is required when the title has no letters or digits' }]);
    if (await this.em.count(ArticleSchema, { slug })) throw new ArticleSlugTakenError(slug);

    const categoryIds = await this.categoryIdsFor(request.category, request.categories);
    const content = sanitizeArticleHtml(request.content);
    const excerpt = request.excerpt || truncate(plainText(content), EXCERPT_LENGTH);
    const publishedAt = request.publishedAt ?? (request.status === 'published' ? now : null);

    return this.em.transactional(async (em) => {
      const article = em.create(ArticleSchema, {
        id: randomUUID(),
        slug,
        title: request.title,
        excerpt,
        content,
        categoryId: categoryIds[0] ?? null,
        status: request.status,
        featured: request.featured,
        coverImage: request.coverImage ?? null,
        author: request.author ?? DEFAULT_AUTHOR,
        views: 0,
        totalTimeSpent: 0,
        timeSamples: 0,
        readTime: readingTimeMinutes(content),
        seo: JSON.stringify(request.seo),
        translations: JSON.stringify(request.translations),
        publishedAt,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      await writeArticleLinks(em, article.id, { categoryIds, tags: request.tags });
      return article;
    });
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

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}
