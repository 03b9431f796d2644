import type { Article as ArticleDto, ArticleSeo, ArticleTranslation, CategoryRef } from '@taxatlas/contracts/articles';
import type { Category } from '../categories/entities/category.entity';
import type { ArticleLinks } from './article-links';
import type { Article } from './entities/article.entity';

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toIso(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

function seoOf(article: Article): ArticleSeo {
  const seo = parseJson<Partial<ArticleSeo>>(article.seo, {});
  return {
    title: seo.title ?? null,
    description: seo.description ?? null,
    keywords: Array.isArray(seo.keywords) ? seo.keywords : [],
    noIndex: seo.noIndex === true,
    noFollow: seo.noFollow === true,
  };
}

/** The API's view of an article (docs/api.md, "Articles"); `content` only when asked for. */
export function toArticleDto(
  article: Article,
  links: ArticleLinks,
  categoriesById: ReadonlyMap<string, Category>,
  withContent: boolean,
): ArticleDto {
  const categories: CategoryRef[] = links.categoryIds
    .map((id) => categoriesById.get(id))
    .filter((category): category is Category => category !== undefined)
    .map(({ id, slug, name }) => ({ id, slug, name }));
  const main = article.categoryId ? categoriesById.get(article.categoryId) : undefined;
  const translations = parseJson<{ de?: ArticleTranslation }>(article.translations, {});
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    ...(withContent ? { content: article.content } : {}),
    category: main ? { id: main.id, slug: main.slug, name: main.name } : null,
    categories,
    tags: [...links.tags],
    status: article.status,
    featured: Boolean(article.featured),
    coverImage: article.coverImage ?? null,
    coverImageAlt: article.coverImageAlt ?? null,
    author: article.author,
    views: article.views,
    readTime: article.readTime,
    averageTimeSpent: article.timeSamples > 0 ? Math.round(article.totalTimeSpent / article.timeSamples) : null,
    publishedAt: toIso(article.publishedAt),
    createdAt: toIso(article.createdAt)!,
    updatedAt: toIso(article.updatedAt)!,
    seo: seoOf(article),
    translations: translations.de ? { de: translations.de } : {},
    publishAt: toIso(article.publishAt),
    version: article.version,
  };
}
