import { MikroORM } from '@mikro-orm/core';
import { MediaFileSchema } from './entities/media-file.entity';
import { assertMediaKey, type MediaStore, type StoredMediaFile } from './media-store';

/** Files as rows of media_files (a blob on SQLite, bytea on PostgreSQL): every replica reads the same bytes. */
export class DatabaseMediaStore implements MediaStore {
  constructor(private readonly orm: MikroORM) {}

  async put(key: string, bytes: Buffer, type: string): Promise<void> {
    assertMediaKey(key);
    await this.orm.em.fork().insert(MediaFileSchema, { key, type, bytes, createdAt: new Date() });
  }

  async get(key: string): Promise<StoredMediaFile | undefined> {
    assertMediaKey(key);
    const file = await this.orm.em.fork().findOne(MediaFileSchema, { key }, { fields: ['key', 'type', 'bytes'] });
    return file ? { bytes: Buffer.from(file.bytes), type: file.type } : undefined;
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.orm.em.fork().nativeDelete(MediaFileSchema, { key });
  }
}
