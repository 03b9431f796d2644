import { Alert, Button } from 'antd';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ArticleView, articleSeo } from '../../../components/article/article-view';
import { AntdScope } from '../../../components/antd-scope';
import { PageLoading } from '../../../components/layout/page-loading';
import { useSeo } from '../../../components/seo/use-seo';
import { parseApiError } from '../../../lib/api-error';
import { apiErrorText } from '../../../lib/api';
import { NotAllowed } from '../../../lib/auth/guards';
import { loginHref } from '../../../lib/auth/login-href';
import type { Role } from '../../../lib/auth/session-slice';
import { useSession } from '../../../lib/auth/use-session';
import { useGetAdminArticleQuery } from './articles-api';
import { PreviewBanner } from './preview-banner';
import { useArticlesT } from './use-articles-t';

const staffRoles: readonly Role[] = ['admin', 'editor'];

function httpStatus(error: unknown): number | undefined {
  const { status } = parseApiError(error);
  return typeof status === 'number' ? status : undefined;
}

/**
 * /admin/blogs/preview/:id (docs/product.md, "Admin routes"): the article exactly as its public page will show it, of
 * any status, outside the site layout and the dashboard guard. So the page guards itself: an anonymous visitor goes
 * to sign in and comes back, a signed-in account without the editor or admin role gets the 403 screen, and the
 * article is only asked for (GET /api/articles/admin/:id, which checks the role again) once the role fits. Never
 * indexed, in any of these states.
 */
export default function ArticlePreviewPage() {
  const t = useArticlesT();
  const { hydrated, user, hasRole } = useSession();
  const location = useLocation();
  const { id = '' } = useParams();
  const allowed = hydrated && hasRole(staffRoles);
  const { data, error, isLoading, isFetching, refetch } = useGetAdminArticleQuery(id, { skip: !allowed || id === '' });
  // A cached answer stays in the store after a sign-out; it is shown only while the role fits.
  const article = allowed ? data : undefined;
  // One call for every state: the metadata readers' search engines will get, but the preview itself never indexed.
  useSeo(
    article
      ? { ...articleSeo(article), noIndex: true, noFollow: true }
      : { title: t('admin.preview.title'), noIndex: true, noFollow: true },
  );

  if (!hydrated) return <PageLoading />;
  if (!user) return <Navigate to={loginHref(location.pathname, location.search)} replace />;
  if (!allowed) return <NotAllowed />;
  const status = httpStatus(error);
  if (isLoading) return <PageLoading />;
  // The session ended or the role was taken away since the page loaded: the API's answer wins over the stored user.
  if (status === 401) return <Navigate to={loginHref(location.pathname, location.search)} replace />;
  if (status === 403) return <NotAllowed />;
  return (
    <AntdScope>
      {article && !error ? (
        <div data-testid="article-preview">
          <PreviewBanner article={article} />
          <div className="page-container blog-article-page">
            <ArticleView article={article} views={article.views} />
          </div>
        </div>
      ) : (
        <div className="page-container" data-testid="article-preview">
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('admin.preview.failed')}
            description={status === 404 ? t('articlePreview.notFound') : apiErrorText(error)}
            action={
              status === 404 ? undefined : (
                <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                  {t('articlePreview.retry')}
                </Button>
              )
            }
          />
        </div>
      )}
    </AntdScope>
  );
}
