import { EntitySchema } from '@mikro-orm/core';

/** An article filed under a category; position 0 is the main category (articles.category_id). */
export interface ArticleCategory {
  articleId: string;
  categoryId: string;
  /** Order of the article's categories, the main one first. */
  position: number;
}

export const ArticleCategorySchema = new EntitySchema<ArticleCategory>({
  name: 'ArticleCategory',
  tableName: 'article_categories',
  // The primary key serves lookups by article; the category filter and the category counts go by category, and read
  // the article ids from the index alone (Migration20261210000000-admin-speed).
  indexes: [{ name: 'article_categories_category_id_article_id_index', properties: ['categoryId', 'articleId'] }],
  properties: {
    articleId: { type: 'string', primary: true, length: 36, fieldName: 'article_id' },
    categoryId: { type: 'string', primary: true, length: 36, fieldName: 'category_id' },
    position: { type: 'integer' },
  },
});
