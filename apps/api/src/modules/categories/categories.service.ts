import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { CategorySchema, type Category } from './entities/category.entity';

/** Reads categories; what is filed under them belongs to the modules that file things (articles). */
@Injectable()
export class CategoriesService {
  constructor(private readonly orm: MikroORM) {}

  /** Every category, by name. */
  byName(): Promise<Category[]> {
    return this.orm.em.fork().find(CategorySchema, {}, { orderBy: { name: 'asc' } });
  }
}
