import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CategoryList } from '@taxatlas/contracts/articles';
import { CategoriesService } from '../categories/categories.service';

/** GET /api/categories: the categories with the number of published articles filed under each. */
@Injectable()
export class CategoryListService {
  constructor(
    private readonly orm: MikroORM,
    private readonly categories: CategoriesService,
  ) {}

  /** Every category by name, with the number of published articles in it (as main or additional category). */
  async list(): Promise<CategoryList> {
    const [categories, counts] = await Promise.all([this.categories.byName(), this.publishedCountsByCategory()]);
    return {
      // position: the order by name until categories can be reordered (issue 11).
      data: categories.map((category, position) => ({
        position,
        id: category.id,
        slug: category.slug,
        name: category.name,
        description: category.description ?? null,
        articleCount: counts.get(category.id) ?? 0,
        createdAt: new Date(category.createdAt).toISOString(),
      })),
    };
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
}
