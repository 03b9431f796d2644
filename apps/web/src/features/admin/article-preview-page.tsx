import { Alert, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { AntdScope } from '../../components/antd-scope';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { apiErrorText } from '../../lib/api';
import { useGetArticlePreviewQuery } from './admin-api';
import { useAdminT } from './use-admin-t';

/**
 * /admin/blogs/preview/:id (product-spec.md, "Admin routes"): the article as readers will see it, outside the site
 * layout and outside the dashboard guard. The API decides what it returns to whom (drafts only to editors).
 */
export default function ArticlePreviewPage() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const { data: article, error, isLoading } = useGetArticlePreviewQuery(id, { skip: id === '' });
  useSeo({ title: article ? `${t('admin.preview.title')}: ${article.title}` : t('admin.preview.title'), noIndex: true, noFollow: true });

  return (
    <AntdScope>
      <div className="page-container" data-testid="article-preview">
        <p>
          <Link to={paths.home}>← {t('admin.backToSite')}</Link>
        </p>
        <Alert type="info" showIcon message={t('admin.preview.banner')} style={{ marginBottom: 24 }} />
        {isLoading ? (
          <Spin tip={t('admin.preview.loading')}>
            <div style={{ minHeight: 120 }} />
          </Spin>
        ) : error || !article ? (
          <Alert type="error" showIcon message={t('admin.preview.failed')} description={apiErrorText(error)} />
        ) : (
          <article>
            <Typography.Title level={1}>{article.title}</Typography.Title>
            {article.excerpt ? <Typography.Paragraph type="secondary">{article.excerpt}</Typography.Paragraph> : null}
            {/* Sanitised on the server (api-contract.md, "Content"), as on the public article page. */}
            <div className="prose blog-article-content" dangerouslySetInnerHTML={{ __html: article.content ?? '' }} />
          </article>
        )}
      </div>
    </AntdScope>
  );
}
