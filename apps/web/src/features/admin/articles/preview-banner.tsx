import type { Article } from '@taxatlas/contracts/articles';
import { Alert, Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useArticlesT } from './use-articles-t';

/**
 * The preview's banner: what readers can see of the article now (nothing for a draft or an archived one, from a date
 * for a scheduled one), and the way back to the editor.
 */
export function PreviewBanner({ article }: { article: Article }) {
  const t = useArticlesT();
  const intl = useIntl();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'full', timeStyle: 'short' });
  const text =
    article.status === 'scheduled' && article.publishAt
      ? t('articlePreview.banner.scheduled', { date: when(article.publishAt) })
      : article.status === 'published'
        ? article.publishedAt
          ? t('articlePreview.banner.published', { date: when(article.publishedAt) })
          : t('articlePreview.banner.publishedUndated')
        : article.status === 'archived'
          ? t('articlePreview.banner.archived')
          : t('articlePreview.banner.draft');
  return (
    <Alert
      type={article.status === 'published' ? 'success' : 'warning'}
      showIcon
      banner
      role="status"
      data-testid="preview-banner"
      title={text}
      action={
        <Space wrap>
          <Link to={paths.admin.articleEdit(article.id)} data-testid="preview-back-to-editor">
            ← {t('articlePreview.backToEditor')}
          </Link>
          {article.status === 'published' ? (
            <Link to={paths.blogArticle(article.slug)} data-testid="preview-public-page">
              {t('articlePreview.publicPage')}
            </Link>
          ) : null}
        </Space>
      }
    />
  );
}
