import { EntitySchema } from '@mikro-orm/core';

/**
 * One saved state of an article: every save (create, update, restore) records the fields it wrote, so that an editor
 * can look back and restore. An autosave replaces the same editor's autosave when that is the latest revision.
 */
export interface ArticleRevision {
  id: string;
  articleId: string;
  /** The article version this save produced. */
  version: number;
  /** JSON of the written fields (see ArticleSnapshot in article-snapshot.ts). */
  snapshot: string;
  /** users.id of the editor; null for the seed and for deleted users. */
  savedBy: string | null;
  savedAt: Date;
  autosave: boolean;
}

export const ArticleRevisionSchema = new EntitySchema<ArticleRevision>({
  name: 'ArticleRevision',
  tableName: 'article_revisions',
  uniques: [{ name: 'article_revisions_article_id_version_unique', properties: ['articleId', 'version'] }],
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    articleId: { type: 'string', length: 36, fieldName: 'article_id' },
    version: { type: 'integer' },
    snapshot: { type: 'text', lazy: true },
    savedBy: { type: 'string', length: 36, nullable: true, fieldName: 'saved_by' },
    savedAt: { type: 'datetime', fieldName: 'saved_at' },
    autosave: { type: 'boolean' },
  },
});
