import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MediaService } from './media.service';

/**
 * The images themselves, public (articles show them to everyone). A file never changes under its URL (a new upload
 * gets a new id), so browsers and proxies may keep it for a year. The security headers of every response apply too:
 * nosniff, and a CSP whose img-src 'self' lets the site's own pages show these images.
 */
@ApiTags('media')
@Controller('media/files')
export class MediaFilesController {
  constructor(private readonly mediaService: MediaService) {}

  @Get(':id/:file')
  @ApiOperation({ summary: 'One file of an image: small.webp, medium.webp, large.webp or original.<jpg|png|webp|gif>' })
  @ApiOkResponse({ description: 'The image bytes, with Cache-Control: public, max-age=31536000, immutable' })
  @ApiNotFoundResponse({ description: '{ success: false, error }' })
  async file(@Param('id') id: string, @Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const stored = await this.mediaService.file(id, file);
    void reply.headers({
      'content-type': stored.type,
      'content-length': String(stored.bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    return stored.bytes;
  }
}
