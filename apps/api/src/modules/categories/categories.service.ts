import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { CategoryList } from '@taxatlas/contracts/articles';
import { ArticleSchema } from '../articles/entities/article.entity';
import { CategorySchema } from './entities/category.entity';
import { categoryIdsOf } from '../articles/article-view';

@Injectable()
export class CategoriesService {
  constructor(private readonly orm: MikroORM) {}

  /** Every category by name, with the number of published articles in it (as main or additional category). */
  async list(): Promise<CategoryList> {
    const em = this.orm.em.fork();
    const [categories, published] = await Promise.all([
      em.find(CategorySchema, {}, { orderBy: { name: 'asc' } }),
      em.find(ArticleSchema, { status: 'published' }, { fields: ['id', 'categoryIds'] }),
    ]);
    const counts = new Map<string, number>();
    for (const article of published) {
      for (const id of new Set(categoryIdsOf(article))) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
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
}
