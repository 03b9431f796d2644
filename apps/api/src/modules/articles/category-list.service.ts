import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CategoryList } from '@taxatlas/contracts/articles';
import { CategoriesService } from '../categories/categories.service';
import { ArticleSchema } from './entities/article.entity';
import { categoryIdsOf } from './article-view';

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
      data: categories.map((category) => ({
        id: category.id,
        slug: category.slug,
        name: category.name,
        description: category.description ?? null,
        articleCount: counts.get(category.id) ?? 0,
        createdAt: new Date(category.createdAt).toISOString(),
      })),
    };
  }

  private async publishedCountsByCategory(): Promise<Map<string, number>> {
    const published = await this.orm.em.fork().find(ArticleSchema, { status: 'published' }, { fields: ['id', 'categoryIds'] });
    const counts = new Map<string, number>();
    for (const article of published) {
      for (const id of new Set(categoryIdsOf(article))) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }
}
