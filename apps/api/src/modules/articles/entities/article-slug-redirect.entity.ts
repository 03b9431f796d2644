import { EntitySchema } from '@mikro-orm/core';

/** A slug an article had before: GET /api/articles/<old slug> answers 301 to the current one. */
export interface ArticleSlugRedirect {
  oldSlug: string;
  articleId: string;
  createdAt: Date;
}

export const ArticleSlugRedirectSchema = new EntitySchema<ArticleSlugRedirect>({
  name: 'ArticleSlugRedirect',
  tableName: 'article_slug_redirects',
  indexes: [{ name: 'article_slug_redirects_article_id_index', properties: ['articleId'] }],
  properties: {
    oldSlug: { type: 'string', primary: true, length: 200, fieldName: 'old_slug' },
    articleId: { type: 'string', length: 36, fieldName: 'article_id' },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
  },
});
