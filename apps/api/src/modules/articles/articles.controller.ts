import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
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
import { ReaderLimits } from '../../common/auth/reader-limits';
import { CurrentClient, type SessionClient } from '../../common/auth/session-client.decorator';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { ArticlesService } from './articles.service';

const notFound = { description: '{ success: false, error: "Article not found: ..." } for an unknown or unpublished article' };
const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };
const tooMany = {
  description: '{ success: false, error } with Retry-After when one address sends more than READER_EVENTS_PER_MINUTE of these',
};

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articlesService: ArticlesService,
    private readonly readerLimits: ReaderLimits,
  ) {}

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
  @ApiOperation({
    summary: 'Counts a view of a published article (total and today’s count)',
    description:
      'A visitor (client address and User-Agent, kept only as a keyed hash) counts once per article in VIEW_WINDOW_SECONDS ' +
      '(30 minutes by default); user agents of crawlers, previewers and scripts are not counted. The answer is 200 either way.',
  })
  @ApiOkResponse({ description: '{ success: true, views, counted }: counted is false when this visit was not counted' })
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(tooMany)
  async trackView(@Param('id') id: string, @CurrentClient() client: SessionClient): Promise<TrackViewResponse> {
    await this.readerLimits.admit(client);
    const { views, counted } = await this.articlesService.trackView(id, (articleId) =>
      this.readerLimits.shouldCount('view', client, articleId),
    );
    return { success: true, views, counted };
  }

  @Post(':id/log-time')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Records how many seconds a reader kept a published article visible (0–86400)',
    description: 'Counted once per visitor and article in VIEW_WINDOW_SECONDS, like track-view; bots are not counted.',
  })
  @ApiBody({ schema: openApiSchema(logTimeRequestSchema) })
  @ApiOkResponse({ description: '{ success: true, averageTimeSpent }' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  @ApiTooManyRequestsResponse(tooMany)
  async logTime(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(logTimeRequestSchema)) body: LogTimeParsedRequest,
    @CurrentClient() client: SessionClient,
  ): Promise<LogTimeResponse> {
    await this.readerLimits.admit(client);
    const average = await this.articlesService.logTime(id, body.timeSpent, (articleId) =>
      this.readerLimits.shouldCount('time', client, articleId),
    );
    return { success: true, averageTimeSpent: average };
  }
}
