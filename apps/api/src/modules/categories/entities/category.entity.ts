import { EntitySchema } from '@mikro-orm/core';

/** A blog category (Income Tax, VAT, Tax Guide, ...). */
export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  createdAt: Date;
}

export const CategorySchema = new EntitySchema<Category>({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    slug: { type: 'string', length: 120, unique: 'categories_slug_unique' },
    name: { type: 'string', length: 120 },
    description: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
