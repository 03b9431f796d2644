import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, MikroORM, sql, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CategoryCreateRequest, CategoryUpdateRequest } from '@taxatlas/contracts/categories';
import { ConflictError, NotFoundError, RequestValidationError } from '../../common/errors/domain-errors';
import { slugify } from '../../common/text/slugify';
import { CategorySchema, type Category } from './entities/category.entity';

export class CategoryNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Category not found: no category has the id "${id}"`);
    this.name = 'CategoryNotFoundError';
  }
}

/** 409: another category already has this name (in any case) or slug. */
export class CategoryTakenError extends ConflictError {
  constructor(message: string) {
    super(message);
    this.name = 'CategoryTakenError';
  }
}

/** What the contract's schemas leave after parsing (trimmed, slug lower-cased). */
type CategoryCreate = Required<Pick<CategoryCreateRequest, 'name'>> & Pick<CategoryCreateRequest, 'slug' | 'description'>;
type CategoryUpdate = Pick<CategoryUpdateRequest, 'name' | 'slug' | 'description'>;

/** Every category in the editors' order; equal positions (never written by us, but possible in old data) by name. */
export function categoriesInOrder(em: EntityManager): Promise<Category[]> {
  return em.find(CategorySchema, {}, { orderBy: [{ position: 'asc' }, { name: 'asc' }, { id: 'asc' }] });
}

/** The position after the last category, so that a new one joins at the end. */
export async function nextCategoryPosition(em: EntityManager): Promise<number> {
  const [last] = await em.find(CategorySchema, {}, { orderBy: { position: 'desc' }, limit: 1, fields: ['position'] });
  return last ? last.position + 1 : 0;
}

/**
 * The categories table: reads, writes and the editors' order. What is filed under a category belongs to the modules
 * that file things (articles), so deleting a category that is in use is decided there; `remove` only deletes the row.
 */
@Injectable()
export class CategoriesService {
  constructor(private readonly orm: MikroORM) {}

  /** Every category, in the editors' order. */
  inOrder(): Promise<Category[]> {
    return categoriesInOrder(this.orm.em.fork());
  }

  /**
   * The category with this id, or a 404. `forUpdate` locks its row until the transaction ends (PostgreSQL; SQLite
   * writes one at a time anyway), so that no article is filed under it while it is being deleted.
   */
  async get(em: EntityManager, id: string, options: { forUpdate?: boolean } = {}): Promise<Category> {
    const category = await em.findOne(CategorySchema, { id }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!category) throw new CategoryNotFoundError(id);
    return category;
  }

  findBySlug(em: EntityManager, slug: string): Promise<Category | null> {
    return em.findOne(CategorySchema, { slug });
  }

  async create(input: CategoryCreate): Promise<Category> {
    const slug = input.slug ?? slugify(input.name);
    if (!slug) throw new RequestValidationError([{ field: 'slug', message: 'is required when the name has no letters or digits' }]);
    return this.writing(async (em) => {
      await this.assertFree(em, { name: input.name, slug });
      const category = em.create(CategorySchema, {
        id: randomUUID(),
        slug,
        name: input.name,
        description: emptyIsNull(input.description),
        position: await nextCategoryPosition(em),
        createdAt: new Date(),
      });
      await em.flush();
      return category;
    });
  }

  async update(id: string, changes: CategoryUpdate): Promise<Category> {
    return this.writing(async (em) => {
      const category = await this.get(em, id);
      await this.assertFree(em, { name: changes.name, slug: changes.slug }, category.id);
      if (changes.name !== undefined) category.name = changes.name;
      if (changes.slug !== undefined) category.slug = changes.slug;
      if (changes.description !== undefined) category.description = emptyIsNull(changes.description);
      await em.flush();
      return category;
    });
  }

  /** Numbers the categories in the order of `ids`, which must name every category exactly once (else a 400 on ids). */
  async reorder(ids: readonly string[]): Promise<Category[]> {
    return this.orm.em.fork().transactional(async (em) => {
      const categories = await em.find(CategorySchema, {}, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const known = new Set(categories.map((category) => category.id));
      const seen = new Set<string>();
      const problems: string[] = [];
      for (const id of ids) {
        if (!known.has(id)) problems.push(`has "${id}", which is no category`);
        else if (seen.has(id)) problems.push(`has "${id}" more than once`);
        seen.add(id);
      }
      const missing = categories.filter((category) => !seen.has(category.id));
      if (missing.length > 0) problems.push(`leaves out ${missing.map((category) => `"${category.name}"`).join(', ')}`);
      if (problems.length > 0) {
        throw new RequestValidationError([{ field: 'ids', message: `must name every category exactly once: it ${problems.join('; ')}` }]);
      }
      const byId = new Map(categories.map((category) => [category.id, category]));
      ids.forEach((id, position) => {
        byId.get(id)!.position = position;
      });
      await em.flush();
      return ids.map((id) => byId.get(id)!);
    });
  }

  /** Deletes the row; the caller has already dealt with what was filed under it, in the same transaction. */
  async remove(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(CategorySchema, { id });
  }

  /** A 409 naming the clash when another category has the name (in any case) or the slug. */
  private async assertFree(em: EntityManager, wanted: { name?: string; slug?: string }, exceptId?: string): Promise<void> {
    const others = exceptId ? { id: { $ne: exceptId } } : {};
    if (wanted.name !== undefined) {
      const clash = await em.findOne(CategorySchema, { ...others, [sql.lower('name')]: wanted.name.toLowerCase() });
      if (clash) throw new CategoryTakenError(`A category named "${clash.name}" already exists: choose another name`);
    }
    if (wanted.slug !== undefined) {
      const clash = await em.findOne(CategorySchema, { ...others, slug: wanted.slug });
      if (clash) throw new CategoryTakenError(`The category "${clash.name}" already has the slug "${wanted.slug}": choose another slug`);
    }
  }

  /** Runs a write in a transaction; a unique index that catches what the checks missed (a race) is a 409 too. */
  private async writing<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.orm.em.fork().transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new CategoryTakenError('Another category has just taken this name or slug: choose another');
      }
      throw error;
    }
  }
}

function emptyIsNull(description: string | null | undefined): string | null {
  return description ? description : null;
}
