import { Alert, Button, Card, Col, Empty, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { type ArticleStatus, articleStatuses } from '@taxatlas/contracts/articles';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/api';
import { useSession } from '../../../lib/auth/use-session';
import { useGetAdminDashboardQuery } from './dashboard-api';
import { useDashboardT } from './use-dashboard-t';

const plainList = { listStyle: 'none', padding: 0, margin: '8px 0 0' } as const;

const statusColour: Record<ArticleStatus, string> = { draft: 'default', scheduled: 'gold', published: 'green', archived: 'red' };

/** The figures of GET /api/admin/dashboard as cards, the latest edited articles, and the way to the analytics. */
export function DashboardOverview() {
  const t = useDashboardT();
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetAdminDashboardQuery();
  // The inbox is for admins; an editor sees the count without a way into it.
  const canReadInbox = useSession().user?.role === 'admin';

  if (isLoading) return <Spin description={t('admin.overview.loading')} data-testid="dashboard-loading" />;
  if (!data) {
    return (
      <Alert
        type="error"
        showIcon
        title={apiErrorText(error) ?? t('admin.overview.failed')}
        action={<Button onClick={() => void refetch()}>{t('admin.overview.retry')}</Button>}
      />
    );
  }
  const statusLabel = (status: ArticleStatus) => t(`admin.overview.status.${status}`);
  const number = (value: number) => intl.formatNumber(value);

  return (
    <div data-testid="dashboard-overview">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('admin.overview.users')} value={data.users.total} data-testid="stat-users" />
            <Typography.Text type="secondary">
              {t('admin.overview.usersByRole', {
                admins: number(data.users.byRole.admin),
                editors: number(data.users.byRole.editor),
                users: number(data.users.byRole.user),
              })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('admin.overview.articles')} value={data.articles.total} data-testid="stat-articles" />
            <ul aria-label={t('admin.overview.articles')} style={plainList}>
              {articleStatuses.map((status) => (
                <li key={status} data-testid={`stat-status-${status}`}>
                  <Tag color={statusColour[status]}>{statusLabel(status)}</Tag> {number(data.articles.byStatus[status] ?? 0)}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('admin.overview.unreadContact')} value={data.unreadContactMessages} data-testid="stat-unread-contact" />
            {canReadInbox ? (
              <Link to={`${paths.admin.contact}?status=unread`} data-testid="dashboard-to-unread-contact">
                {t('admin.overview.toUnreadContact')}
              </Link>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('admin.overview.views30')} value={data.viewsLast30Days} data-testid="stat-views" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('admin.overview.calculations30')} value={data.calculationsLast30Days} data-testid="stat-calculations" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Link to={paths.admin.analytics} className="btn btn-primary" data-testid="dashboard-to-analytics">
              {t('admin.overview.toAnalytics')}
            </Link>
          </Card>
        </Col>
      </Row>

      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>
        {t('admin.overview.recent')}
      </Typography.Title>
      <Card data-testid="dashboard-recent">
        {data.recentArticles.length === 0 ? (
          <Empty description={t('admin.overview.recentEmpty')} />
        ) : (
          <ul style={{ ...plainList, display: 'grid', gap: 12 }}>
            {data.recentArticles.map((article) => (
              <li key={article.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
                <Link to={paths.admin.articleEdit(article.id)}>{article.title}</Link>{' '}
                <Tag color={statusColour[article.status]}>{statusLabel(article.status)}</Tag>
                <Typography.Text type="secondary">
                  {t('admin.overview.edited', {
                    date: intl.formatDate(article.updatedAt, {
                      year: 'numeric',
                      month: 'short',
                      day: 'numeric',
                      hour: '2-digit',
                      minute: '2-digit',
                    }),
                  })}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
