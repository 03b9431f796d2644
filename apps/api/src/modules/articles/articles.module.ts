import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ArticleAdminController } from './article-admin.controller';
import { ArticleEditorService } from './article-editor.service';
import { ArticleScheduler } from './article-scheduler';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { CategoryListController } from './category-list.controller';
import { CategoryListService } from './category-list.service';

@Module({
  imports: [CategoriesModule],
  controllers: [ArticlesController, ArticleAdminController, CategoryListController],
  providers: [ArticlesService, ArticleEditorService, ArticleScheduler, CategoryListService],
  exports: [ArticlesService, ArticleScheduler],
})
export class ArticlesModule {}
