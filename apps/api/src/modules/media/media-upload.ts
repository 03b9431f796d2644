import multipart, { type MultipartFile } from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MEDIA_MAX_UPLOAD_BYTES, mediaUpdateRequestSchema } from '@taxatlas/contracts/media';
import type { FastifyRequest } from 'fastify';
import { RequestValidationError } from '../../common/errors/domain-errors';
import type { MediaUpload } from './media.service';

const MEGABYTES = MEDIA_MAX_UPLOAD_BYTES / (1024 * 1024);

/** Multipart limits of the upload route: one file of at most MEDIA_MAX_UPLOAD_BYTES and a few small fields. */
export const mediaMultipartLimits = {
  fileSize: MEDIA_MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 4096,
  parts: 6,
  headerPairs: 50,
} as const;

const fileIssue = (message: string) => new RequestValidationError([{ field: 'file', message }]);

/** @fastify/multipart's limit errors (413 there) are the upload's fault: a 400 naming `file`, as the contract asks. */
function toUploadError(error: unknown): Error {
  if (error instanceof RequestValidationError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileIssue(`is too large: at most ${MEGABYTES} MB`);
    case 'FST_FILES_LIMIT':
      return fileIssue('must be a single file: send one image per upload');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new RequestValidationError([{ field: 'body', message: 'has too many parts: send `file` and optionally `alt`' }]);
    default:
      // Busboy's own errors (a truncated or malformed body) are the client's too; anything else is the server's.
      if (error instanceof Error && /multipart|boundary|unexpected end of form|malformed/i.test(error.message)) {
        return new RequestValidationError([{ field: 'body', message: 'is not a well-formed multipart/form-data body' }]);
      }
      return error instanceof Error ? error : new Error(String(error));
  }
}

/** The name shown in the library: the base name only, without control characters, at most 255 characters. */
export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'image').slice(0, 255);
}

/**
 * Reads POST /api/media: the multipart field `file` (required, read to the end even past the limit, so that the
 * answer is a 400 rather than a reset connection) and `alt` (optional, the contract's rules). Nothing is stored here.
 */
export async function readMediaUpload(request: FastifyRequest): Promise<MediaUpload> {
  if (!request.isMultipart()) throw fileIssue('is required: send the image as the multipart/form-data field "file"');
  let file: { bytes: Buffer; filename: string } | undefined;
  let alt = '';
  try {
    for await (const part of request.parts({ limits: mediaMultipartLimits })) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname !== 'file')
          throw new RequestValidationError([{ field: part.fieldname, message: 'is not a field of this upload' }]);
        file = { bytes, filename: cleanFilename(part.filename) };
      } else if (part.fieldname === 'alt') {
        const parsed = mediaUpdateRequestSchema.shape.alt.safeParse(typeof part.value === 'string' ? part.value : '');
        if (!parsed.success)
          throw new RequestValidationError([{ field: 'alt', message: parsed.error.issues[0]?.message ?? 'is not valid' }]);
        alt = parsed.data;
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!file) throw fileIssue('is required: send the image as the multipart/form-data field "file"');
  if (file.bytes.length === 0) throw fileIssue('is empty');
  return { bytes: file.bytes, filename: file.filename, alt };
}

/**
 * @fastify/multipart for the whole app, with the upload route's limits as the defaults. Only POST /api/media gets past
 * the JSON-only check with a multipart body (common/http/json-only.ts), so no other route ever sees one.
 */
export async function registerMediaUploads(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, { limits: mediaMultipartLimits, throwFileSizeLimit: true });
}
