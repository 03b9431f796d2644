import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { ArticleCategorySchema } from './entities/article-category.entity';
import { ArticleTagSchema } from './entities/article-tag.entity';
import { TagSchema } from './entities/tag.entity';

/** An article's categories (ids, the main one first) and tags, each in the order they were given. */
export interface ArticleLinks {
  readonly categoryIds: readonly string[];
  readonly tags: readonly string[];
}

const noLinks: ArticleLinks = { categoryIds: [], tags: [] };

function groupInOrder<T extends { articleId: string; position: number }, V>(rows: readonly T[], value: (row: T) => V | undefined) {
  const byArticle = new Map<string, V[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const item = value(row);
    if (item === undefined) continue;
    const list = byArticle.get(row.articleId) ?? [];
    list.push(item);
    byArticle.set(row.articleId, list);
  }
  return byArticle;
}

/** The categories and tags of some articles (three indexed queries whatever their number). */
export async function loadArticleLinks(em: EntityManager, articleIds: readonly string[]): Promise<(articleId: string) => ArticleLinks> {
  if (articleIds.length === 0) return () => noLinks;
  const ids = [...new Set(articleIds)];
  const [categoryRows, tagRows] = await Promise.all([
    em.find(ArticleCategorySchema, { articleId: { $in: ids } }),
    em.find(ArticleTagSchema, { articleId: { $in: ids } }),
  ]);
  const tagIds = [...new Set(tagRows.map((row) => row.tagId))];
  const tags = tagIds.length > 0 ? await em.find(TagSchema, { id: { $in: tagIds } }) : [];
  const tagNames = new Map(tags.map((tag) => [tag.id, tag.name]));
  const categoriesOf = groupInOrder(categoryRows, (row) => row.categoryId);
  const tagsOf = groupInOrder(tagRows, (row) => tagNames.get(row.tagId));
  return (articleId) => ({ categoryIds: categoriesOf.get(articleId) ?? [], tags: tagsOf.get(articleId) ?? [] });
}

/**
 * Files an article under its categories and tags, creating the tags it is the first to use. Runs inside the writer's
 * transaction, after the article row is written and its old links (on an update) are deleted.
 *
 * A new tag is inserted with "on conflict do nothing" and then read back: two saves that bring the same new tag at
 * once both end up with the one row instead of one failing on the unique name. The names are inserted in sorted
 * order, so that two such saves on PostgreSQL wait for each other in the same order rather than deadlock.
 */
export async function writeArticleLinks(em: EntityManager, articleId: string, links: ArticleLinks): Promise<void> {
  if (links.categoryIds.length > 0) {
    await em.insertMany(
      ArticleCategorySchema,
      links.categoryIds.map((categoryId, position) => ({ articleId, categoryId, position })),
    );
  }
  const names = [...new Set(links.tags)];
  if (names.length === 0) return;
  const connection = em.getConnection();
  const context = em.getTransactionContext();
  for (const name of [...names].sort()) {
    await connection.execute(
      'insert into "tags" ("id", "name") values (?, ?) on conflict ("name") do nothing',
      [randomUUID(), name],
      'run',
      context,
    );
  }
  const tags = await em.find(TagSchema, { name: { $in: names } });
  const tagIds = new Map(tags.map((tag) => [tag.name, tag.id]));
  await em.insertMany(
    ArticleTagSchema,
    names.map((name, position) => ({ articleId, tagId: tagIds.get(name)!, position })),
  );
}
