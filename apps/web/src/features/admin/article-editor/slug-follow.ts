import type { Article } from '@taxatlas/contracts/articles';
import { slugify } from '@taxatlas/contracts/slugify';

/**
 * Whether the slug is still generated from the title (Ghost's rule): for a new article, and for a draft that was
 * never published whose slug is still the title's. Once an article has been published its URL is out there, so the
 * slug changes only by hand (the API then redirects the old one).
 */
export function slugFollowsTitle(article: Pick<Article, 'slug' | 'title' | 'publishedAt'> | undefined): boolean {
  if (!article) return true;
  return article.publishedAt === null && article.slug === slugify(article.title);
}

/**
 * After the editor types in the slug field: it stops following the title, unless they emptied it, which hands it
 * back to the title.
 */
export function slugEdited(slug: string): { follows: boolean } {
  return { follows: slug.trim() === '' };
}
