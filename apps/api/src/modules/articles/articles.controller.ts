import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiMovedPermanentlyResponse,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { adminArticleListQuerySchema, articleSortFields } from '@taxatlas/contracts/article-admin';
import {
  type ArticleList,
  articleListQuerySchema,
  articleStatuses,
  type LogTimeParsedRequest,
  logTimeRequestSchema,
  type LogTimeResponse,
  type TrackViewResponse,
} from '@taxatlas/contracts/articles';
import { ReaderLimits } from '../../common/auth/reader-limits';
import { CurrentClient, type SessionClient } from '../../common/auth/session-client.decorator';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ArticleEditorService } from './article-editor.service';
import { ArticleListAccessGuard } from './article-list-access.guard';
import { ArticlesService } from './articles.service';
import { type PublicRead, PUBLIC_READ_MAX_AGE_SECONDS, PUBLIC_READ_STALE_SECONDS } from './public-read-cache';

const notFound = { description: '{ success: false, error: "Article not found: ..." } for an unknown or unpublished article' };
const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };
const notModified = { description: 'If-None-Match names the current ETag: no body' };
const cachedRead =
  'Sends a weak `ETag` (`If-None-Match` with it answers 304) and, to a request without `Authorization`, ' +
  `\`Cache-Control: public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_SECONDS}\`` +
  ' (views and reading time are that fresh); with `Authorization`, `private, no-store`.';

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 13.1.2). */
function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Answers a public read: its validator, the caching it allows and 304 when the reader holds it. The answer is the same
 * for everyone, but a signed-in reader's request (with Authorization) is kept out of shared caches, as HTTP expects.
 */
function answerPublicRead(request: FastifyRequest, reply: FastifyReply, read: PublicRead<unknown>): string | undefined {
  const cacheControl =
    request.headers.authorization === undefined
      ? `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_READ_STALE_SECONDS}`
      : 'private, no-store';
  void reply.header('etag', read.etag).header('cache-control', cacheControl).header('vary', 'Authorization');
  if (namesEtag(request.headers['if-none-match'], read.etag)) {
    void reply.status(304);
    return undefined;
  }
  // The JSON kept with the answer: a spike of readers does not serialise the same list again for each of them.
  void reply.type('application/json; charset=utf-8');
  return read.json;
}

const tooMany = {
  description: '{ success: false, error } with Retry-After when one address sends more than READER_EVENTS_PER_MINUTE of these',
};

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(
    private readonly articlesService: ArticlesService,
    private readonly editorService: ArticleEditorService,
    private readonly readerLimits: ReaderLimits,
  ) {}

  @Get()
  @UseGuards(ArticleListAccessGuard)
  @ApiOperation({
    summary: 'Published articles, newest first; with `status`, the editors’ list of every article',
    description:
      'Without `status`: the public list of published articles, newest first (a bearer token is ignored). With `status` ' +
      '(all, draft, scheduled, published, archived): the admin list, which needs an editor or admin bearer token (401/403 ' +
      'otherwise); it sorts by `sort` and `order` (default updatedAt desc), searches the title and excerpt, pages by ' +
      '`limit` up to 100 (default 20) and ignores `featured`; its answers are `Cache-Control: private, no-store`. List items ' +
      `leave out content. The public list: ${cachedRead}`,
  })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: ['all', ...articleStatuses] } })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } })
  @ApiQuery({ name: 'category', required: false, description: 'Category slug (main or additional category)' })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the title, excerpt or (public list) content' })
  @ApiQuery({ name: 'featured', required: false, schema: { type: 'boolean' } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', enum: [...articleSortFields], default: 'updatedAt' } })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' } })
  @ApiOkResponse({ description: '{ data: Article[], total, page, limit }' })
  @ApiNotModifiedResponse(notModified)
  @ApiBadRequestResponse(badRequest)
  @ApiUnauthorizedResponse({ description: 'with `status` and no valid editor or admin session' })
  @ApiForbiddenResponse({ description: 'with `status`, for a role other than admin or editor' })
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ArticleList | string | undefined> {
    // The guard has admitted an editor or admin when `status` is present.
    if (query.status !== undefined) {
      void reply.header('cache-control', 'private, no-store');
      return this.editorService.list(new ZodValidationPipe(adminArticleListQuerySchema).transform(query));
    }
    const read = await this.articlesService.readList(new ZodValidationPipe(articleListQuerySchema).transform(query));
    return answerPublicRead(request, reply, read);
  }

  @Get(':idOrSlug')
  @ApiOperation({
    summary: 'One published article by id or slug, with its sanitised HTML content',
    description: `A slug the article had before answers 301 with Location: /api/articles/<current slug>. ${cachedRead}`,
  })
  @ApiOkResponse({ description: 'Article' })
  @ApiNotModifiedResponse(notModified)
  @ApiMovedPermanentlyResponse({ description: 'An old slug of the article: Location names the current one' })
  @ApiNotFoundResponse(notFound)
  async get(
    @Param('idOrSlug') idOrSlug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ location: string } | string | undefined> {
    const read = await this.articlesService.readPublished(idOrSlug);
    const found = read.body;
    if ('movedTo' in found) {
      const location = `/api/articles/${encodeURIComponent(found.movedTo)}`;
      // Not cached: the slug may move again, or back, and a remembered redirect would then loop.
      void reply.status(301).header('location', location).header('cache-control', 'no-store');
      return { location };
    }
    return answerPublicRead(request, reply, read);
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
