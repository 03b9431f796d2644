import { EntitySchema } from '@mikro-orm/core';

/**
 * A user's saved article. Plain id columns (as articles.category_id): the foreign keys live in the migrations, and
 * both cascade, so deleting a user or an article removes its bookmarks.
 */
export interface Bookmark {
  id: string;
  userId: string;
  articleId: string;
  createdAt: Date;
}

export const BookmarkSchema = new EntitySchema<Bookmark>({
  name: 'Bookmark',
  tableName: 'bookmarks',
  uniques: [{ name: 'bookmarks_user_id_article_id_unique', properties: ['userId', 'articleId'] }],
  indexes: [{ name: 'bookmarks_article_id_index', properties: ['articleId'] }],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    userId: { type: 'string', length: 36, fieldName: 'user_id' },
    articleId: { type: 'string', length: 36, fieldName: 'article_id' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
