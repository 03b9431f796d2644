import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BookmarkList, BookmarkResponse } from '@taxatlas/contracts/bookmarks';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { RolesGuard } from '../../common/auth/roles.guard';
import type { SessionUser } from '../../common/auth/session-user';
import { BookmarksService } from './bookmarks.service';

const notFound = { description: '{ success: false, error: "Article not found: ..." } for an unknown or unpublished article' };

/** A signed-in user's saved articles (any role). */
@ApiTags('bookmarks')
@ApiSession()
@UseGuards(JwtAuthGuard, RolesGuard)
@Controller()
export class BookmarksController {
  constructor(private readonly bookmarksService: BookmarksService) {}

  @Get('bookmarks')
  @ApiOperation({ summary: 'The signed-in user’s saved articles, as GET /api/articles lists them, the latest saved first' })
  @ApiOkResponse({ description: '{ data: Article[] }' })
  list(@CurrentUser() user: SessionUser): Promise<BookmarkList> {
    return this.bookmarksService.list(user.id);
  }

  @Post('articles/:id/bookmark')
  @ApiOperation({ summary: 'Saves a published article (by id or slug); saving it again changes nothing' })
  @ApiCreatedResponse({ description: '{ success: true, bookmarked: true }' })
  @ApiNotFoundResponse(notFound)
  async add(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<BookmarkResponse> {
    await this.bookmarksService.add(user.id, id);
    return { success: true, bookmarked: true };
  }

  @Delete('articles/:id/bookmark')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes a saved article (by id, or by the slug of a published one); removing it again changes nothing' })
  @ApiOkResponse({ description: '{ success: true, bookmarked: false }' })
  @ApiNotFoundResponse(notFound)
  async remove(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<BookmarkResponse> {
    await this.bookmarksService.remove(user.id, id);
    return { success: true, bookmarked: false };
  }
}
