import { Module } from '@nestjs/common';
import { CategoriesService } from './categories.service';

/**
 * Blog categories: the entity, its writer and reads. It depends on no other module; the articles module files
 * articles under categories and answers GET /api/categories, whose counts are about articles.
 */
@Module({ providers: [CategoriesService], exports: [CategoriesService] })
export class CategoriesModule {}
