import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type Article,
  type ArticleList,
  type ArticleListParsedQuery,
  articleListQuerySchema,
  type LogTimeParsedRequest,
  logTimeRequestSchema,
  type LogTimeResponse,
  type TrackViewResponse,
} from '@taxatlas/contracts/articles';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { ArticlesService } from './articles.service';

const notFound = { description: '{ success: false, error: "Article not found: ..." } for an unknown or unpublished article' };
const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articlesService: ArticlesService) {}

  @Get()
  @ApiOperation({ summary: 'Published articles, newest first; list items leave out content' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 } })
  @ApiQuery({ name: 'category', required: false, description: 'Category slug (main or additional category)' })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the title, excerpt or content' })
  @ApiQuery({ name: 'featured', required: false, schema: { type: 'boolean' } })
  @ApiOkResponse({ description: '{ data: Article[], total, page, limit }' })
  @ApiBadRequestResponse(badRequest)
  list(@Query(new ZodValidationPipe(articleListQuerySchema)) query: ArticleListParsedQuery): Promise<ArticleList> {
    return this.articlesService.list(query);
  }

  @Get(':idOrSlug')
  @ApiOperation({ summary: 'One published article by id or slug, with its sanitised HTML content' })
  @ApiOkResponse({ description: 'Article' })
  @ApiNotFoundResponse(notFound)
  get(@Param('idOrSlug') idOrSlug: string): Promise<Article> {
    return this.articlesService.getPublished(idOrSlug);
  }

  @Post(':id/track-view')
  @HttpCode(200)
  @ApiOperation({ summary: 'Counts one view of a published article (total and today’s count)' })
  @ApiOkResponse({ description: '{ success: true, views }' })
  @ApiNotFoundResponse(notFound)
  async trackView(@Param('id') id: string): Promise<TrackViewResponse> {
    return { success: true, views: await this.articlesService.trackView(id) };
  }

  @Post(':id/log-time')
  @HttpCode(200)
  @ApiOperation({ summary: 'Records how many seconds a reader kept a published article visible (0–86400)' })
  @ApiBody({ schema: openApiSchema(logTimeRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, averageTimeSpent }' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  async logTime(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(logTimeRequestSchema)) body: LogTimeParsedRequest,
  ): Promise<LogTimeResponse> {
    return { success: true, averageTimeSpent: await this.articlesService.logTime(id, body.timeSpent) };
  }
}
