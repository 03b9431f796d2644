import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { BookmarksController } from './bookmarks.controller';
import { BookmarksService } from './bookmarks.service';

@Module({ imports: [ArticlesModule], controllers: [BookmarksController], providers: [BookmarksService] })
export class BookmarksModule {}
