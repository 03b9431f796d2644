import type { EntityManager } from '@mikro-orm/core';
import { ArticleSchema } from './entities/article.entity';
import { ensureCategory } from '../categories/category-writer';
import { ArticleWriter } from './article-writer';
import { seedArticles, seedCategories } from './seed-content';

/**
 * Idempotent: adds the categories and articles whose slugs are missing, through the same writer as every other
 * write (validation, sanitising, reading time). Existing rows — an editor's changes — are never touched.
 */
export async function seedBlog(em: EntityManager): Promise<void> {
  for (const category of seedCategories) await ensureCategory(em, category);

  const existing = await em.find(ArticleSchema, { slug: { $in: seedArticles.map((article) => article.slug) } }, { fields: ['slug'] });
  const existingSlugs = new Set(existing.map((article) => article.slug));
  const writer = new ArticleWriter(em);
  for (const article of seedArticles) {
    if (!existingSlugs.has(article.slug)) await writer.create(article);
  }
}
