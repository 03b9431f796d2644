import { EntitySchema } from '@mikro-orm/core';

/** A tag on an article, in the order the author gave the tags. */
export interface ArticleTag {
  articleId: string;
  tagId: string;
  position: number;
}

export const ArticleTagSchema = new EntitySchema<ArticleTag>({
  name: 'ArticleTag',
  tableName: 'article_tags',
  indexes: [{ name: 'article_tags_tag_id_index', properties: ['tagId'] }],
  properties: {
    articleId: { type: 'string', primary: true, length: 36, fieldName: 'article_id' },
    tagId: { type: 'string', primary: true, length: 36, fieldName: 'tag_id' },
    position: { type: 'integer' },
  },
});
