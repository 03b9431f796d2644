import { EntitySchema } from '@mikro-orm/core';

/** Views of one article on one UTC day, for the admin analytics. */
export interface ArticleDailyView {
  articleId: string;
  /** UTC day, "YYYY-MM-DD". */
  day: string;
  count: number;
}

export const ArticleDailyViewSchema = new EntitySchema<ArticleDailyView>({
  name: 'ArticleDailyView',
  tableName: 'article_daily_views',
  properties: {
    articleId: { type: 'string', primary: true, length: 36, fieldName: 'article_id' },
    day: { type: 'string', primary: true, length: 10 },
    count: { type: 'integer' },
  },
});
