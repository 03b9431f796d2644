import { type MediaType, type MediaVariantName, mediaVariantWidths } from '@taxatlas/contracts/media';
import sharp, { type Metadata, type Sharp } from 'sharp';

/**
 * Decompression bombs: a few kilobytes of PNG or GIF can claim a 50,000 × 50,000 canvas. sharp refuses to decode more
 * than this many pixels (per frame), and animations are held to the same budget over all their frames.
 */
export const MEDIA_MAX_INPUT_PIXELS = 40_000_000;

// One libvips thread per image and no operation cache: the upload queue (media.service.ts) already runs one image at a
// time, so this leaves the other core to the event loop, and the memory of a decoded 40-megapixel image (160 MB) is
// given back once it is encoded instead of being kept in libvips' cache (docs/performance.md, "Image uploads and
// article saves").
sharp.concurrency(1);
sharp.cache(false);

/** Why an upload is not an image the library takes; the controller answers 400 naming `file`. */
export class UnacceptableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnacceptableImageError';
  }
}

export interface ProcessedVariant {
  readonly name: MediaVariantName;
  readonly ext: 'webp' | 'jpg' | 'png' | 'gif';
  readonly type: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

export interface ProcessedImage {
  readonly type: MediaType;
  /** Of the upright image (after the EXIF orientation is applied). */
  readonly width: number;
  readonly height: number;
  readonly animated: boolean;
  /** The WebP variants, smallest first, then the re-encoded original. */
  readonly variants: readonly ProcessedVariant[];
}

const formats: Readonly<Record<string, { type: MediaType; ext: ProcessedVariant['ext'] }>> = {
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  png: { type: 'image/png', ext: 'png' },
  webp: { type: 'image/webp', ext: 'webp' },
  gif: { type: 'image/gif', ext: 'gif' },
};

/**
 * The file's signature, read before any decoder sees it: only the four accepted formats get as far as sharp, so an SVG
 * (XML that librsvg would parse), a PDF or an HTML page renamed .png is refused on its first bytes.
 */
export function sniffImageFormat(bytes: Buffer): keyof typeof formats | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg');
}

function encodeOriginal(image: Sharp, format: keyof typeof formats): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 88 });
    default:
      return image.gif();
  }
}

/** What the header says about an accepted image: enough to decide on it before any pixel is decoded. */
export interface InspectedImage {
  readonly format: keyof typeof formats;
  /** Of the upright image (after the EXIF orientation is applied). */
  readonly width: number;
  readonly height: number;
  readonly animated: boolean;
}

const decodeOptions = (format: keyof typeof formats) => ({
  limitInputPixels: MEDIA_MAX_INPUT_PIXELS,
  failOn: 'error' as const,
  animated: format === 'gif' || format === 'webp',
});

/**
 * Checks that the bytes are a JPEG, PNG, WebP or GIF (by content only) within the pixel limit, from the signature and
 * the header alone: cheap enough to run before the upload waits for its turn to be decoded.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw new UnacceptableImageError(
      looksLikeSvg(bytes)
        ? 'is an SVG image, which is not accepted: upload a JPEG, PNG, WebP or GIF'
        : 'is not an image the library accepts: upload a JPEG, PNG, WebP or GIF',
    );
  }
  let metadata: Metadata;
  try {
    // The header only, without the pixel limit: an image over it is refused below with a message that says the limit.
    metadata = await sharp(bytes, { ...decodeOptions(format), limitInputPixels: false }).metadata();
  } catch {
    throw new UnacceptableImageError('could not be read as an image: the file is damaged or not what its first bytes claim');
  }
  if (metadata.format !== format) throw new UnacceptableImageError('is not an image the library accepts: upload a JPEG, PNG, WebP or GIF');
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !frameHeight) throw new UnacceptableImageError('has no width or height');
  if (metadata.width * frameHeight * frames > MEDIA_MAX_INPUT_PIXELS) {
    throw new UnacceptableImageError(`has too many pixels (at most ${MEDIA_MAX_INPUT_PIXELS.toLocaleString('en')} in all its frames)`);
  }
  // EXIF orientations 5–8 turn the picture a quarter: the upright image has width and height swapped.
  const quarterTurn = (metadata.orientation ?? 1) >= 5;
  return {
    format,
    width: quarterTurn ? frameHeight : metadata.width,
    height: quarterTurn ? metadata.width : frameHeight,
    animated: frames > 1,
  };
}

/**
 * Decodes and re-encodes an inspected image: upright by the EXIF orientation, with every metadata block (EXIF, GPS,
 * XMP, ICC comments) dropped — sharp writes none unless asked — as WebP variants at the contract's widths (never wider
 * than the original; `small` always exists, so every image has a thumbnail) plus the original in its own format.
 * Animated GIFs and WebPs stay animated in every output. The heavy part: media.service.ts runs one at a time.
 */
export async function renderImage(bytes: Buffer, image: InspectedImage): Promise<ProcessedImage> {
  const { format, width, height, animated } = image;
  const upright = () => sharp(bytes, decodeOptions(format)).autoOrient();
  try {
    const variants: ProcessedVariant[] = [];
    for (const [name, targetWidth] of Object.entries(mediaVariantWidths) as [MediaVariantName, number][]) {
      if (name !== 'small' && width <= targetWidth) continue;
      const { data, info } = await upright()
        .resize({ width: Math.min(targetWidth, width), withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ name, ext: 'webp', type: 'image/webp', width: info.width, height: info.pageHeight ?? info.height, bytes: data });
    }
    const { data, info } = await encodeOriginal(upright(), format).toBuffer({ resolveWithObject: true });
    variants.push({
      name: 'original',
      ext: formats[format]!.ext,
      type: formats[format]!.type,
      width: info.width,
      height: info.pageHeight ?? info.height,
      bytes: data,
    });
    return { type: formats[format]!.type, width, height, animated, variants };
  } catch {
    // The header was fine but the pixels are not (a truncated file): still the upload's fault, not the server's.
    throw new UnacceptableImageError('could not be decoded: the file is damaged');
  }
}
