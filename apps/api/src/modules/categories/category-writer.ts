import { randomUUID } from 'node:crypto';
import { type EntityManager, sql } from '@mikro-orm/core';
import { slugify } from '../../common/text/slugify';
import { nextCategoryPosition } from './categories.service';
import { CategorySchema, type Category } from './entities/category.entity';

export interface CategoryInput {
  readonly name: string;
  readonly slug?: string;
  readonly description?: string | null;
}

/**
 * Adds a category at the end unless one with its slug or name exists (the seed's idempotent write); returns the stored
 * one. The name counts too, so that a seeded category whose slug an editor changed is not added a second time.
 */
export async function ensureCategory(em: EntityManager, input: CategoryInput): Promise<Category> {
  const slug = input.slug ?? slugify(input.name);
  const name = input.name.trim();
  const existing = await em.findOne(CategorySchema, { $or: [{ slug }, { [sql.lower('name')]: name.toLowerCase() }] });
  if (existing) return existing;
  const category = em.create(CategorySchema, {
    id: randomUUID(),
    slug,
    name,
    description: input.description ?? null,
    position: await nextCategoryPosition(em),
    createdAt: new Date(),
  });
  await em.flush();
  return category;
}
