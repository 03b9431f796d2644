import { EntitySchema } from '@mikro-orm/core';
import type { MediaType } from '@taxatlas/contracts/media';

/**
 * An uploaded image's metadata. Its bytes (the re-encoded original and the WebP variants) live in the MediaStore under
 * `<id>/<variant>.<ext>`; `variants` is a JSON list of `{ name, width, height, type, size, ext }` that only this module
 * reads.
 */
export interface Media {
  id: string;
  /** The uploaded file's name, as a label only: it never decides the type. */
  filename: string;
  type: MediaType;
  size: number;
  width: number;
  height: number;
  alt: string;
  variants: string;
  /** users.id of the uploader; the database sets it to null when that account is deleted. */
  uploadedBy: string | null;
  createdAt: Date;
}

export const MediaSchema = new EntitySchema<Media>({
  name: 'Media',
  tableName: 'media',
  indexes: [{ name: 'media_created_at_index', properties: ['createdAt'] }],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    filename: { type: 'string', length: 255 },
    type: { type: 'string', length: 20 },
    size: { type: 'integer' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    alt: { type: 'string', length: 300 },
    variants: { type: 'text' },
    uploadedBy: { type: 'string', length: 36, nullable: true, fieldName: 'uploaded_by' },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
  },
});
