import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { CategoryListController } from './category-list.controller';
import { CategoryListService } from './category-list.service';

@Module({
  imports: [CategoriesModule],
  controllers: [ArticlesController, CategoryListController],
  providers: [ArticlesService, CategoryListService],
  exports: [ArticlesService],
})
export class ArticlesModule {}
