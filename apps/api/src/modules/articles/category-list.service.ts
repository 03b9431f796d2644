import { type EntityManager, MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { Category as CategoryDto, CategoryList } from '@taxatlas/contracts/articles';
import type {
  CategoryCreateRequest,
  CategoryDeleteResponse,
  CategoryOrderRequest,
  CategoryUpdateRequest,
} from '@taxatlas/contracts/categories';
import { ConflictError, RequestValidationError } from '../../common/errors/domain-errors';
import { CategoriesService } from '../categories/categories.service';
import type { Category } from '../categories/entities/category.entity';

/** 409 for deleting a category that articles use, without saying where they should go; the answer names how many. */
export class CategoryInUseError extends ConflictError {
  constructor(
    name: string,
    readonly articleCount: number,
  ) {
    super(
      `The category "${name}" is used by ${articleCount} article${articleCount === 1 ? '' : 's'}: ` +
        'move them to another category (reassignTo) or change their category first',
    );
    this.name = 'CategoryInUseError';
  }
}

interface ArticleCounts {
  readonly published: number;
  readonly all: number;
}

type Connection = ReturnType<EntityManager['getConnection']>;

/**
 * /api/categories: the categories with the number of articles filed under each, and the editors' writes. The rows
 * of categories belong to the categories module; what is filed under them (articles, article_categories) to this one,
 * so a delete that moves articles to another category happens here, in one transaction with the category's removal.
 */
@Injectable()
export class CategoryListService {
  constructor(
    private readonly orm: MikroORM,
    private readonly categories: CategoriesService,
  ) {}

  /** Every category in the editors' order, with the number of published articles in it (as main or additional category). */
  async list(): Promise<CategoryList> {
    const [categories, counts] = await Promise.all([this.categories.inOrder(), this.publishedCountsByCategory()]);
    return { data: categories.map((category) => toDto(category, { published: counts.get(category.id) ?? 0 })) };
  }

  /** The same list for editors, who also see how many articles of any status use each category. */
  async listForEditors(): Promise<CategoryList> {
    const [categories, counts] = await Promise.all([this.categories.inOrder(), this.countsByCategory()]);
    return { data: categories.map((category) => toDto(category, counts.get(category.id) ?? { published: 0, all: 0 })) };
  }

  async create(request: CategoryCreateRequest): Promise<CategoryDto> {
    const category = await this.categories.create(request);
    return toDto(category, { published: 0, all: 0 });
  }

  async update(id: string, changes: CategoryUpdateRequest): Promise<CategoryDto> {
    const category = await this.categories.update(id, changes);
    return toDto(category, (await this.countsByCategory(category.id)).get(category.id) ?? { published: 0, all: 0 });
  }

  async reorder(request: CategoryOrderRequest): Promise<CategoryList> {
    await this.categories.reorder(request.ids);
    return this.listForEditors();
  }

  /**
   * Deletes a category. When articles (of any status) use it, `reassignTo` (another category's slug) must say where
   * they go: each moves there as main or additional category, keeping its place among its categories, and an article
   * already filed under the target keeps the one row it has there. All or nothing.
   */
  async remove(id: string, reassignTo: string | undefined): Promise<CategoryDeleteResponse> {
    return this.orm.em.fork().transactional(async (em) => {
      const category = await this.categories.get(em, id, { forUpdate: true });
      const target = reassignTo === undefined ? undefined : await this.reassignTarget(em, category, reassignTo);
      const connection = em.getConnection();
      const run = (query: string, params: unknown[]) => connection.execute(query, params, 'run', em.getTransactionContext());
      const articleCount = await this.articlesUsing(connection, em, category.id);
      if (articleCount > 0 && !target) throw new CategoryInUseError(category.name, articleCount);
      if (articleCount > 0 && target) {
        const [from, to] = [category.id, target.id];
        // Filed under both: the target's row takes the better of the two places (so a main category stays main)...
        await run(
          'update "article_categories" set "position" = (select "x"."position" from "article_categories" "x" ' +
            'where "x"."article_id" = "article_categories"."article_id" and "x"."category_id" = ?) ' +
            'where "category_id" = ? and exists (select 1 from "article_categories" "x" where "x"."article_id" = ' +
            '"article_categories"."article_id" and "x"."category_id" = ? and "x"."position" < "article_categories"."position")',
          [from, to, from],
        );
        // ...and the deleted category's row goes, rather than becoming a second row for the same pair.
        await run(
          'delete from "article_categories" where "category_id" = ? and "article_id" in ' +
            '(select "article_id" from "article_categories" where "category_id" = ?)',
          [from, to],
        );
        await run('update "article_categories" set "category_id" = ? where "category_id" = ?', [to, from]);
        await run('update "articles" set "category_id" = ? where "category_id" = ?', [to, from]);
      }
      await this.categories.remove(em, category.id);
      return { success: true, reassigned: target ? articleCount : 0 };
    });
  }

  private async reassignTarget(em: EntityManager, category: Category, slug: string): Promise<Category> {
    const target = await this.categories.findBySlug(em, slug.trim().toLowerCase());
    if (!target) throw new RequestValidationError([{ field: 'reassignTo', message: `must be the slug of a category: "${slug}" is none` }]);
    if (target.id === category.id) {
      throw new RequestValidationError([{ field: 'reassignTo', message: 'must be another category than the one deleted' }]);
    }
    return target;
  }

  /** Articles of any status filed under the category, as main or additional category (both lookups are indexed). */
  private async articlesUsing(connection: Connection, em: EntityManager, categoryId: string): Promise<number> {
    const rows = await connection.execute<{ articles: number | string }[]>(
      'select count(*) as "articles" from (select "article_id" from "article_categories" where "category_id" = ? ' +
        'union select "id" from "articles" where "category_id" = ?) as "using"',
      [categoryId, categoryId],
      'all',
      em.getTransactionContext(),
    );
    return Number(rows[0]?.articles ?? 0);
  }

  /** One GROUP BY over article_categories (indexed by category) joined to the published articles. */
  private async publishedCountsByCategory(): Promise<Map<string, number>> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute(
        'select ac."category_id", count(*) as "articles" from "article_categories" ac ' +
          'join "articles" a on a."id" = ac."article_id" where a."status" = ? group by ac."category_id"',
        ['published'],
      );
    return new Map((rows as { category_id: string; articles: number | string }[]).map((row) => [row.category_id, Number(row.articles)]));
  }

  /** Published and all articles per category (or for one category), in one GROUP BY. */
  private async countsByCategory(categoryId?: string): Promise<Map<string, ArticleCounts>> {
    const rows: { category_id: string; published: number | string | null; articles: number | string }[] = await this.orm.em
      .fork()
      .getConnection()
      .execute(
        'select ac."category_id", count(*) as "articles", sum(case when a."status" = ? then 1 else 0 end) as "published" ' +
          'from "article_categories" ac join "articles" a on a."id" = ac."article_id"' +
          (categoryId ? ' where ac."category_id" = ?' : '') +
          ' group by ac."category_id"',
        categoryId ? ['published', categoryId] : ['published'],
      );
    return new Map(rows.map((row) => [row.category_id, { published: Number(row.published ?? 0), all: Number(row.articles) }]));
  }
}

function toDto(category: Category, counts: { readonly published: number; readonly all?: number }): CategoryDto {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description ?? null,
    articleCount: counts.published,
    ...(counts.all === undefined ? {} : { allArticleCount: counts.all }),
    position: category.position,
    createdAt: new Date(category.createdAt).toISOString(),
  };
}
