import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  MEDIA_DEFAULT_LIMIT,
  MEDIA_MAX_LIMIT,
  MEDIA_MAX_UPLOAD_BYTES,
  type MediaInUse,
  type MediaItem,
  type MediaItemWithUsage,
  type MediaList,
  mediaListQuerySchema,
  mediaUpdateRequestSchema,
} from '@taxatlas/contracts/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiSession } from '../../common/auth/api-auth.decorators';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { JwtAuthGuard } from '../../common/auth/jwt-auth.guard';
import { Roles } from '../../common/auth/roles.decorator';
import { RolesGuard } from '../../common/auth/roles.guard';
import type { SessionUser } from '../../common/auth/session-user';
import { RequestValidationError } from '../../common/errors/domain-errors';
import { openApiSchema } from '../../common/http/openapi-schema';
import { ZodValidationPipe } from '../../common/http/zod-validation.pipe';
import { type MediaListParsedQuery, MediaService } from './media.service';
import { readMediaUpload } from './media-upload';

const badRequest = { description: '{ success: false, error, details: [{ field, message }] }' };
const notFound = { description: '{ success: false, error: "Media not found: ..." }' };

/** The media library for editors and admins (the files themselves are public: MediaFilesController). */
@ApiTags('media')
@ApiSession({ roles: 'admin or editor' })
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('admin', 'editor')
@Controller('media')
export class MediaController {
  constructor(private readonly mediaService: MediaService) {}

  @Get()
  @ApiOperation({ summary: 'Images, newest first, with a search in file name and alt text' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MEDIA_MAX_LIMIT, default: MEDIA_DEFAULT_LIMIT },
  })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the file name or alt text' })
  @ApiOkResponse({ description: '{ data: MediaItem[], total, page, limit }' })
  @ApiBadRequestResponse(badRequest)
  list(@Query(new ZodValidationPipe(mediaListQuerySchema)) query: MediaListParsedQuery): Promise<MediaList> {
    return this.mediaService.list(query);
  }

  @Post()
  @ApiOperation({
    summary: 'Uploads an image (JPEG, PNG, WebP or GIF, judged by its content) and makes its WebP variants',
    description:
      `multipart/form-data: \`file\` (at most ${MEDIA_MAX_UPLOAD_BYTES} bytes) and optional \`alt\`. The image is re-encoded ` +
      'upright without metadata (EXIF, GPS); SVG and anything that is not one of the four formats is a 400 naming `file`, ' +
      'as is a file over the limit. Nothing is stored when the upload is refused.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' }, alt: { type: 'string', maxLength: 300 } },
    },
  })
  @ApiCreatedResponse({ description: 'MediaItem' })
  @ApiBadRequestResponse(badRequest)
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: SessionUser): Promise<MediaItem> {
    return this.mediaService.upload(await readMediaUpload(request), user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One image, with the articles that use it (cover image or body)' })
  @ApiOkResponse({ description: 'MediaItem & { usedBy: [{ id, title }] }' })
  @ApiNotFoundResponse(notFound)
  get(@Param('id') id: string): Promise<MediaItemWithUsage> {
    return this.mediaService.get(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the alt text' })
  @ApiBody({ schema: openApiSchema(mediaUpdateRequestSchema) })
  @ApiOkResponse({ description: 'MediaItem' })
  @ApiBadRequestResponse(badRequest)
  @ApiNotFoundResponse(notFound)
  update(@Param('id') id: string, @Body(new ZodValidationPipe(mediaUpdateRequestSchema)) body: { alt: string }): Promise<MediaItem> {
    return this.mediaService.updateAlt(id, body.alt);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes an image and its files; 409 with the articles using it unless ?force=true' })
  @ApiQuery({ name: 'force', required: false, schema: { type: 'boolean', default: false } })
  @ApiOkResponse({ description: '{ success: true }' })
  @ApiConflictResponse({ description: '{ success: false, error, usedBy: [{ id, title }] } (MediaInUse)' })
  @ApiNotFoundResponse(notFound)
  async remove(
    @Param('id') id: string,
    @Query('force') force: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true } | MediaInUse> {
    if (force !== undefined && force !== 'true' && force !== 'false') {
      throw new RequestValidationError([{ field: 'force', message: 'must be true or false' }]);
    }
    const usedBy = await this.mediaService.remove(id, force === 'true');
    if (usedBy.length === 0) return { success: true };
    void reply.status(409);
    const titles = usedBy.map((article) => `“${article.title}”`).join(', ');
    return {
      success: false,
      error: `The image is used by ${usedBy.length === 1 ? 'an article' : `${usedBy.length} articles`}: ${titles}`,
      usedBy,
    };
  }
}
