import { EntitySchema } from '@mikro-orm/core';

/** A blog category (Income Tax, VAT, Tax Guide, ...). */
export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  /** The editors' order, from 0 (the blog and the admin list categories by it). */
  position: number;
  createdAt: Date;
}

export const CategorySchema = new EntitySchema<Category>({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    slug: { type: 'string', length: 120, unique: 'categories_slug_unique' },
    // Unique regardless of case through the index categories_name_unique on lower(name) (see the migrations).
    name: { type: 'string', length: 120 },
    description: { type: 'text', nullable: true },
    position: { type: 'integer' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
