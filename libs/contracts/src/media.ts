import { z } from 'zod';
import { numberFromString } from './fields';

/** The media library (docs/api.md, "Media": editors and admins). */

/** Upload limit per file; larger uploads are a 400 and store nothing. */
export const MEDIA_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What the server accepts, judged by the file's content, never its name or the browser's type. SVG is refused. */
export const mediaAcceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type MediaType = (typeof mediaAcceptedTypes)[number];
/** The resized copies, each WebP; never wider than the original. */
export const mediaVariantWidths = { small: 400, medium: 800, large: 1600 } as const;
export type MediaVariantName = keyof typeof mediaVariantWidths | 'original';
export const MEDIA_DEFAULT_LIMIT = 24;
export const MEDIA_MAX_LIMIT = 100;
export const MEDIA_ALT_MAX_LENGTH = 300;

export interface MediaVariant {
  readonly name: MediaVariantName;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly size: number;
  /** `/api/media/files/<id>/<name>.<ext>`, public, cached for a year. */
  readonly url: string;
}

export interface MediaItem {
  readonly id: string;
  readonly filename: string;
  /** The type found in the content. */
  readonly type: MediaType;
  readonly size: number;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** The medium WebP (or the largest there is): what the editor inserts by default. */
  readonly url: string;
  readonly variants: readonly MediaVariant[];
  readonly createdAt: string;
  readonly uploadedBy: string | null;
}

/** GET /api/media/:id also says which articles use the image (cover or body). */
export interface MediaItemWithUsage extends MediaItem {
  readonly usedBy: readonly { readonly id: string; readonly title: string }[];
}

export interface MediaList {
  readonly data: readonly MediaItem[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

export const mediaListQuerySchema = z.object({
  page: z.preprocess((value) => numberFromString(value ?? 1, 'whole'), z.number().int().min(1).max(1_000_000)).default(1),
  limit: z.preprocess((value) => numberFromString(value ?? MEDIA_DEFAULT_LIMIT, 'whole'), z.number().int().min(1).max(MEDIA_MAX_LIMIT)),
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(200).optional(),
  ),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

/** PATCH /api/media/:id. POST /api/media takes multipart fields `file` and optional `alt`. */
export const mediaUpdateRequestSchema = z.strictObject({
  alt: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX_LENGTH, { error: () => `must be at most ${MEDIA_ALT_MAX_LENGTH} characters` }),
});
export type MediaUpdateRequest = z.input<typeof mediaUpdateRequestSchema>;

/**
 * DELETE /api/media/:id: 409 `{ success: false, error, usedBy }` when an article uses the image, unless `?force=true`
 * (the editor confirmed the warning); 200 `{ success: true }` otherwise.
 */
export interface MediaInUse {
  readonly success: false;
  readonly error: string;
  readonly usedBy: readonly { readonly id: string; readonly title: string }[];
}
