import type { MediaItem, MediaVariant, MediaVariantName } from '@taxatlas/contracts/media';
import type { Media } from './entities/media.entity';

/** A variant as kept in media.variants (JSON): the contract's fields without the URL, plus the file's extension. */
export interface StoredVariant {
  readonly name: MediaVariantName;
  readonly ext: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly size: number;
}

/** The public path of one stored file; articles refer to images by it (see MediaService.usedBy). */
export const mediaFileUrl = (id: string, variant: Pick<StoredVariant, 'name' | 'ext'>) =>
  `/api/media/files/${id}/${variant.name}.${variant.ext}`;

/** The prefix every file of one image shares: an article uses the image when its cover or HTML contains it. */
export const mediaUrlPrefix = (id: string) => `/api/media/files/${id}/`;

export const mediaKey = (id: string, variant: Pick<StoredVariant, 'name' | 'ext'>) => `${id}/${variant.name}.${variant.ext}`;

export function storedVariantsOf(media: Pick<Media, 'variants'>): StoredVariant[] {
  return JSON.parse(media.variants) as StoredVariant[];
}

/** The image the editor inserts by default: medium, else the largest WebP there is, else the original. */
function defaultVariant(variants: readonly MediaVariant[]): MediaVariant | undefined {
  const medium = variants.find((variant) => variant.name === 'medium');
  if (medium) return medium;
  const webp = variants.filter((variant) => variant.name !== 'original').sort((a, b) => b.width - a.width)[0];
  return webp ?? variants.find((variant) => variant.name === 'original');
}

export function toMediaItem(media: Media): MediaItem {
  const variants: MediaVariant[] = storedVariantsOf(media).map((variant) => ({
    name: variant.name,
    width: variant.width,
    height: variant.height,
    type: variant.type,
    size: variant.size,
    url: mediaFileUrl(media.id, variant),
  }));
  return {
    id: media.id,
    filename: media.filename,
    type: media.type,
    size: media.size,
    width: media.width,
    height: media.height,
    alt: media.alt,
    url: defaultVariant(variants)?.url ?? '',
    variants,
    createdAt: new Date(media.createdAt).toISOString(),
    uploadedBy: media.uploadedBy,
  };
}
