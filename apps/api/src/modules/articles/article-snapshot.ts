import type { ArticleStatus } from '@taxatlas/contracts/articles';
import type { Article } from './entities/article.entity';

/**
 * The fields an editor's save writes, as a revision keeps them (article_revisions.snapshot, JSON). Categories are kept
 * by id, so that a renamed category still reads right; one deleted since is left out when the revision is shown or
 * restored.
 */
export interface ArticleSnapshot {
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  readonly content: string;
  readonly categoryIds: readonly string[];
  readonly tags: readonly string[];
  readonly status: ArticleStatus;
  readonly featured: boolean;
  readonly coverImage: string | null;
  readonly coverImageAlt: string | null;
  /** The article's seo column (JSON text), as stored. */
  readonly seo: string;
  readonly publishAt: string | null;
}

export function snapshotOf(article: Article, links: { categoryIds: readonly string[]; tags: readonly string[] }): ArticleSnapshot {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    categoryIds: [...links.categoryIds],
    tags: [...links.tags],
    status: article.status,
    featured: Boolean(article.featured),
    coverImage: article.coverImage ?? null,
    coverImageAlt: article.coverImageAlt ?? null,
    seo: article.seo,
    publishAt: article.publishAt ? new Date(article.publishAt).toISOString() : null,
  };
}

export function parseSnapshot(text: string): ArticleSnapshot {
  return JSON.parse(text) as ArticleSnapshot;
}
