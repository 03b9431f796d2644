import type { Article, ArticleStatus } from '@taxatlas/contracts/articles';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useArticlesT } from './use-articles-t';

const statusColors: Record<ArticleStatus, string> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
  archived: 'orange',
};

/** An article's status; a scheduled one says when it goes live, in the reader's time zone. */
export function ArticleStatusTag({ article }: { article: Pick<Article, 'status' | 'publishAt'> }) {
  const t = useArticlesT();
  const intl = useIntl();
  const label =
    article.status === 'scheduled' && article.publishAt
      ? t('adminArticles.scheduledFor', {
          date: intl.formatDate(article.publishAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : t(`adminArticles.status.${article.status}`);
  return (
    <Tag color={statusColors[article.status]} data-testid="article-status">
      {label}
    </Tag>
  );
}
