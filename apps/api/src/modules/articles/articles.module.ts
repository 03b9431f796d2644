import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ArticleAdminController } from './article-admin.controller';
import { ArticleEditorService } from './article-editor.service';
import { ArticleScheduler } from './article-scheduler';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { CategoryListController } from './category-list.controller';
import { CategoryListService } from './category-list.service';
import { SitemapController } from './sitemap.controller';

@Module({
  imports: [CategoriesModule],
  controllers: [ArticlesController, ArticleAdminController, CategoryListController, SitemapController],
  providers: [ArticlesService, ArticleEditorService, ArticleScheduler, CategoryListService],
  exports: [ArticlesService, ArticleScheduler],
})
export class ArticlesModule {}
