import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { CategorySchema, type Category } from './entities/category.entity';
import { slugify } from '../../common/text/slugify';

export interface CategoryInput {
  readonly name: string;
  readonly slug?: string;
  readonly description?: string | null;
}

/** Adds a category unless one with its slug exists (the seed's idempotent write); returns the stored one. */
export async function ensureCategory(em: EntityManager, input: CategoryInput): Promise<Category> {
  const slug = input.slug ?? slugify(input.name);
  const existing = await em.findOne(CategorySchema, { slug });
  if (existing) return existing;
  const category = em.create(CategorySchema, {
    id: randomUUID(),
    slug,
    name: input.name.trim(),
    description: input.description ?? null,
    createdAt: new Date(),
  });
  await em.flush();
  return category;
}
