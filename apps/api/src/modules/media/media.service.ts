import { randomUUID } from 'node:crypto';
import { type FilterQuery, MikroORM, raw } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MediaItem, MediaItemWithUsage, MediaList } from '@taxatlas/contracts/media';
import type { SessionUser } from '../../common/auth/session-user';
import { containsLike, containsPattern } from '../../common/database/contains-pattern';
import { NotFoundError, RequestValidationError } from '../../common/errors/domain-errors';
import { CLOCK, type Clock } from '../../common/time/clock';
import { WorkQueue } from '../../common/work/work-queue';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { type Media, MediaSchema } from './entities/media.entity';
import { inspectImage, type ProcessedImage, renderImage, UnacceptableImageError } from './media-processing';
import { MEDIA_STORE, type MediaStore, type StoredMediaFile } from './media-store';
import { mediaKey, mediaUrlPrefix, type StoredVariant, storedVariantsOf, toMediaItem } from './media-view';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileNamePattern = /^(small|medium|large|original)\.(webp|jpg|png|gif)$/;

export interface MediaUpload {
  readonly bytes: Buffer;
  readonly filename: string;
  readonly alt: string;
}

export interface MediaListParsedQuery {
  readonly page: number;
  readonly limit: number;
  readonly search?: string | undefined;
}

export type MediaUsage = MediaItemWithUsage['usedBy'];

/**
 * The media library: uploads (checked by inspectImage, re-encoded by renderImage, bytes in the MediaStore, metadata in
 * `media`), the list, alt text, deletion and which articles use an image.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);
  /**
   * Decoding and re-encoding run one image at a time: sharp's work shares libuv's four threads with password hashing,
   * and 16 parallel 40-megapixel uploads held logins for 16 s and 600 MB (docs/performance.md, "Image uploads and
   * article saves").
   */
  private readonly imageWork: WorkQueue;

  constructor(
    private readonly orm: MikroORM,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.imageWork = new WorkQueue({
      concurrency: 1,
      maxWaiting: config.mediaUploadsWaiting,
      busyMessage: 'The server is busy processing other uploads: try again in a few seconds',
      retryAfterSeconds: 5,
    });
  }

  /**
   * All the work that can fail on the upload's account (decoding, re-encoding) happens before anything is stored; then
   * the files, then the row that makes them visible. If a store write or the insert fails, the files written so far are
   * removed again, so a failed upload leaves nothing behind.
   */
  async upload(upload: MediaUpload, uploader: SessionUser): Promise<MediaItem> {
    const image = await this.process(upload.bytes);
    const id = randomUUID();
    const variants: StoredVariant[] = image.variants.map((variant) => ({
      name: variant.name,
      ext: variant.ext,
      width: variant.width,
      height: variant.height,
      type: variant.type,
      size: variant.bytes.length,
    }));
    const original = image.variants.find((variant) => variant.name === 'original')!;
    const media: Media = {
      id,
      filename: upload.filename,
      type: image.type,
      size: original.bytes.length,
      width: image.width,
      height: image.height,
      alt: upload.alt,
      variants: JSON.stringify(variants),
      uploadedBy: uploader.id,
      createdAt: this.clock.now(),
    };
    const written: string[] = [];
    try {
      for (const variant of image.variants) {
        const key = mediaKey(id, variant);
        written.push(key);
        await this.store.put(key, variant.bytes, variant.type);
      }
      await this.orm.em.fork().insert(MediaSchema, media);
    } catch (error) {
      await this.deleteFiles(written);
      throw error;
    }
    return toMediaItem(media);
  }

  async list(query: MediaListParsedQuery): Promise<MediaList> {
    const { page, limit } = query;
    const em = this.orm.em.fork();
    // A raw() key is used up by the query it is in: each query gets a fresh filter.
    const where = (): FilterQuery<Media> => {
      if (!query.search) return {};
      const pattern = containsPattern(query.search);
      return {
        $or: (['filename', 'alt'] as const).map((column) => ({
          [raw((alias: string) => containsLike(`${alias}.${column}`), [pattern])]: [],
        })),
      };
    };
    const total = await em.count(MediaSchema, where());
    if (total === 0 || (page - 1) * limit >= total) return { data: [], total, page, limit };
    const rows = await em.find(MediaSchema, where(), {
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      limit,
      offset: (page - 1) * limit,
    });
    return { data: rows.map(toMediaItem), total, page, limit };
  }

  async get(id: string): Promise<MediaItemWithUsage> {
    const media = await this.find(id);
    return { ...toMediaItem(media), usedBy: await this.usedBy(media.id) };
  }

  async updateAlt(id: string, alt: string): Promise<MediaItem> {
    const em = this.orm.em.fork();
    const media = await this.find(id);
    await em.nativeUpdate(MediaSchema, { id: media.id }, { alt });
    return toMediaItem({ ...media, alt });
  }

  /**
   * Deletes the image and its files unless an article uses it and `force` is not set; then nothing changes and the
   * articles are returned (the controller answers 409 MediaInUse).
   */
  async remove(id: string, force: boolean): Promise<MediaUsage> {
    const media = await this.find(id);
    if (!force) {
      const usedBy = await this.usedBy(media.id);
      if (usedBy.length > 0) return usedBy;
    }
    // The row first: once it is gone the image is gone for every reader; a file left by a failed delete is only waste.
    await this.orm.em.fork().nativeDelete(MediaSchema, { id: media.id });
    await this.deleteFiles(storedVariantsOf(media).map((variant) => mediaKey(media.id, variant)));
    return [];
  }

  /** One stored file for the public route; NotFoundError for any name that is not one of an image's files. */
  async file(id: string, fileName: string): Promise<StoredMediaFile> {
    const match = fileNamePattern.exec(fileName);
    if (!uuidPattern.test(id) || !match) throw new NotFoundError(`Media file not found: ${id}/${fileName}`);
    const file = await this.store.get(`${id.toLowerCase()}/${fileName}`);
    if (!file) throw new NotFoundError(`Media file not found: ${id}/${fileName}`);
    return file;
  }

  /**
   * Articles whose cover image or HTML refers to one of the image's files. The articles table belongs to a module that
   * comes after this one (apiModuleOrder), so it is read with plain SQL. LIKE over the content is a scan, but it runs
   * only for one image's detail or delete, never for a list.
   */
  async usedBy(id: string): Promise<MediaUsage> {
    const pattern = `%${mediaUrlPrefix(id)}%`;
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; title: string }[]>(
        'select "id", "title" from "articles" where "cover_image" like ? or "content" like ? order by "title", "id"',
        [pattern, pattern],
      );
    return (rows as { id: string; title: string }[]).map((row) => ({ id: row.id, title: row.title }));
  }

  private async process(bytes: Buffer): Promise<ProcessedImage> {
    try {
      // The header is checked first, so a file that is not an image, or is over the pixel limit, is refused at once.
      const image = await inspectImage(bytes);
      return await this.imageWork.run(() => renderImage(bytes, image));
    } catch (error) {
      if (error instanceof UnacceptableImageError) throw new RequestValidationError([{ field: 'file', message: error.message }]);
      throw error;
    }
  }

  private async find(id: string): Promise<Media> {
    const media = uuidPattern.test(id) ? await this.orm.em.fork().findOne(MediaSchema, { id: id.toLowerCase() }) : null;
    if (!media) throw new NotFoundError(`Media not found: ${id}`);
    return media;
  }

  private async deleteFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      await this.store.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not delete media file ${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }
}
