import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  articleBulkRequestSchema,
  articleCreateRequestSchema,
  articleUpdateRequestSchema,
  revisionRestoreRequestSchema,
  type ArticleBulkResponse,
  type ArticleCreateRequest,
  type ArticleRevision,
  type ArticleRevisionList,
  type ArticleStats,
  type ArticleUpdateRequest,
  type ArticleViewsList,
} from '@taxatlas/contracts/article-admin';
import type { Article } from '@taxatlas/contracts/articles';
import type { z } from 'zod';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import type { SessionUser } from '../../common/auth/session-user';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { ArticleEditorService } from './article-editor.service';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };
const notFound = { description: '{ success: false, error } for an unknown article or revision' };
const stale = {
  description:
    'ArticleConflict { success: false, error, current: { version, updatedAt, savedBy } }: the article was saved since the ' +
    '`version` sent; nothing was changed. Also { success: false, error } when the slug belongs to another article.',
};

/** The editors' article endpoints (libs/contracts/src/article-admin.ts): editors and admins only. */
@ApiTags('articles')
@ApiSession({ roles: 'admin or editor' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin', 'editor')
@Controller('articles')
export class ArticleAdminController {
  constructor(private readonly editor: ArticleEditorService) {}

  @Get('stats')
  @ApiOperation({ summary: 'Articles by status (every status, 0 included) and in total' })
  @ApiOkResponse({ description: '{ total, byStatus: { draft, scheduled, published, archived } }' })
  stats(): Promise<ArticleStats> {
    return this.editor.stats();
  }

  @Get('admin/views')
  @ApiOperation({ summary: 'The 50 most viewed articles, any status, with their average reading time' })
  @ApiOkResponse({ description: '{ data: [{ id, slug, title, status, views, averageTimeSpent }] }' })
  views(): Promise<ArticleViewsList> {
    return this.editor.mostViewed();
  }

  @Get('admin/:id')
  @ApiOperation({ summary: 'One article of any status by id, with its content (the editor, the preview)' })
  @ApiOkResponse({ description: 'Article' })
  @ApiNotFoundResponse(notFound)
  get(@Param('id') id: string): Promise<Article> {
    return this.editor.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Creates an article (version 1, and its first revision)',
    description:
      'The slug comes from the title when none is sent (409 when taken). Content is sanitised to the editor’s allow-list. ' +
      'status "scheduled" needs publishAt in the future (400 naming publishAt otherwise); the API publishes it then. ' +
      'seo.description is cut at 160 characters; blank keywords are dropped and at most 10 kept.',
  })
  @ApiBody({ schema: openApiSchema(articleCreateRequestSchema) })
  @ApiCreatedResponse({ description: 'Article' })
  @ApiBadRequestResponse(badRequest)
  @ApiConflictResponse({ description: '{ success: false, error } when the slug belongs to another article' })
  create(
    @Body(new ZodValidationPipe(articleCreateRequestSchema)) body: z.output<typeof articleCreateRequestSchema>,
    @CurrentUser() user: SessionUser,
  ): Promise<Article> {
    return this.editor.create(body as ArticleCreateRequest, user.id);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publishes, unpublishes (to draft), archives or deletes many articles',
    description: 'affected counts the articles that changed (not those already in the target state, nor unknown ids).',
  })
  @ApiBody({ schema: openApiSchema(articleBulkRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, affected }' })
  @ApiBadRequestResponse(badRequest)
  bulk(
    @Body(new ZodValidationPipe(articleBulkRequestSchema)) body: z.output<typeof articleBulkRequestSchema>,
    @CurrentUser() user: SessionUser,
  ): Promise<ArticleBulkResponse> {
    return this.editor.bulk(body.ids, body.action, user.id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Saves the whole form over an article, if it is still at `version`',
    description:
      'A stale `version` is a 409 ArticleConflict that changes nothing: of two saves based on the same version exactly one ' +
      'wins. A changed slug keeps the old one working (GET /api/articles/<old slug> answers 301). `autosave: true` ' +
      'replaces the same editor’s previous autosave revision when that is the latest one.',
  })
  @ApiBody({ schema: openApiSchema(articleUpdateRequestSchema) })
  @ApiOkResponse({ description: 'Article (with the new version)' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(stale)
  update(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(articleUpdateRequestSchema)) body: z.output<typeof articleUpdateRequestSchema>,
    @CurrentUser() user: SessionUser,
  ): Promise<Article> {
    return this.editor.update(id, body as ArticleUpdateRequest, user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes an article with its revisions, links, counters and bookmarks' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(notFound)
  async delete(@Param('id') id: string): Promise<void> {
    await this.editor.delete(id);
  }

  @Get(':id/revisions')
  @ApiOperation({ summary: 'The article’s revisions, newest first' })
  @ApiOkResponse({ description: '{ data: [{ id, version, title, status, savedAt, savedBy, autosave }] }' })
  @ApiNotFoundResponse(notFound)
  revisions(@Param('id') id: string): Promise<ArticleRevisionList> {
    return this.editor.revisions(id);
  }

  @Get(':id/revisions/:revisionId')
  @ApiOperation({ summary: 'One revision with the whole article as it was saved' })
  @ApiOkResponse({ description: '{ id, version, title, status, savedAt, savedBy, autosave, article }' })
  @ApiNotFoundResponse(notFound)
  revision(@Param('id') id: string, @Param('revisionId') revisionId: string): Promise<ArticleRevision> {
    return this.editor.revision(id, revisionId);
  }

  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restores a revision’s text as a new version (and a new revision), if the article is still at `version`',
    description:
      'Title, excerpt, content, categories, tags, featured, cover image and SEO come from the revision; status, schedule ' +
      'and slug stay as they are, so a live article stays live at its address. A stale version is a 409 ArticleConflict.',
  })
  @ApiBody({ schema: openApiSchema(revisionRestoreRequestSchema) })
  @ApiOkResponse({ description: 'Article (with the new version)' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse(stale)
  restore(
    @Param('id') id: string,
    @Param('revisionId') revisionId: string,
    @Body(new ZodValidationPipe(revisionRestoreRequestSchema)) body: z.output<typeof revisionRestoreRequestSchema>,
    @CurrentUser() user: SessionUser,
  ): Promise<Article> {
    return this.editor.restore(id, revisionId, body.version, user.id);
  }
}
