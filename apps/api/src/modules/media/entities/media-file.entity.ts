import { EntitySchema } from '@mikro-orm/core';

/** One stored file of the DatabaseMediaStore: its key (`<media id>/<variant>.<ext>`), type and bytes. */
export interface MediaFile {
  key: string;
  type: string;
  bytes: Buffer;
  createdAt: Date;
}

export const MediaFileSchema = new EntitySchema<MediaFile>({
  name: 'MediaFile',
  tableName: 'media_files',
  properties: {
    key: { type: 'string', primary: true, length: 120 },
    type: { type: 'string', length: 40 },
    bytes: { type: 'blob', lazy: true },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
  },
});
