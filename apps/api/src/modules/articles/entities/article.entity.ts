import { EntitySchema } from '@mikro-orm/core';
import type { ArticleStatus } from '@taxatlas/contracts/articles';

/**
 * A blog article. Its categories and tags are rows of article_categories and article_tags (see article-links.ts);
 * seo and translations are JSON text columns (the same on SQLite and PostgreSQL) that the articles module alone
 * reads and writes.
 */
export interface Article {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML (the articles service sanitises on every write). */
  content: string;
  /** The main category (categories.id); also the article's first row in article_categories. */
  categoryId: string | null;
  status: ArticleStatus;
  featured: boolean;
  coverImage: string | null;
  coverImageAlt: string | null;
  /** The author's display name (accounts arrive later). */
  author: string;
  views: number;
  /** Seconds readers kept the article visible, summed over timeSamples reports. */
  totalTimeSpent: number;
  timeSamples: number;
  /** Minutes, from the word count. */
  readTime: number;
  /** JSON: { title, description, keywords, noIndex, noFollow }. */
  seo: string;
  /** JSON: { de: { title, excerpt, summary } }. */
  translations: string;
  publishedAt: Date | null;
  /** When a scheduled article goes live (the scheduler publishes it); null for every other status. */
  publishAt: Date | null;
  /** 1 on creation, one more on every save; a save names the version it was based on (see article-editor.service.ts). */
  version: number;
  /** Users (users.id) who created and last saved the article; null for seeded articles and deleted users. */
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const ArticleSchema = new EntitySchema<Article>({
  name: 'Article',
  tableName: 'articles',
  indexes: [
    // Migration20261215000000-public-reads: (status, published_at desc, created_at desc, id), the public list's order.
    { name: 'articles_public_order_index', properties: ['status', 'publishedAt', 'createdAt', 'id'] },
    { name: 'articles_status_publish_at_index', properties: ['status', 'publishAt'] },
  ],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    slug: { type: 'string', length: 200, unique: 'articles_slug_unique' },
    title: { type: 'string', length: 300 },
    excerpt: { type: 'text' },
    content: { type: 'text', lazy: true },
    categoryId: { type: 'string', length: 36, nullable: true, fieldName: 'category_id' },
    status: { type: 'string', length: 20 },
    featured: { type: 'boolean' },
    coverImage: { type: 'string', length: 1000, nullable: true },
    coverImageAlt: { type: 'string', length: 300, nullable: true },
    author: { type: 'string', length: 200 },
    views: { type: 'integer' },
    totalTimeSpent: { type: 'double' },
    timeSamples: { type: 'integer' },
    readTime: { type: 'integer' },
    seo: { type: 'text' },
    translations: { type: 'text' },
    publishedAt: { type: 'datetime', nullable: true },
    publishAt: { type: 'datetime', nullable: true },
    version: { type: 'integer' },
    createdBy: { type: 'string', length: 36, nullable: true },
    updatedBy: { type: 'string', length: 36, nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
