import { Alert, Button, Card, Col, Row, Segmented, Spin, Statistic, Table, Typography } from 'antd';
import type { AdminAnalytics } from '@taxatlas/contracts/admin';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/api';
import { AdminScreen } from '../admin-screen';
import { analyticsPeriods, periodFromSearch } from './analytics-period';
import { useGetAdminAnalyticsQuery } from './analytics-api';
import { useAnalyticsT } from './use-analytics-t';

// The chart library loads with this screen's charts only, never with the dashboard or the public site.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

type TopArticle = AdminAnalytics['topArticles'][number];

/** /admin/dashboard/analytics (editors and admins): GET /api/admin/analytics over 7, 30, 90 or 365 days. */
export default function AdminAnalyticsPage() {
  const t = useAnalyticsT();
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const { data, error, isFetching, refetch } = useGetAdminAnalyticsQuery(period);
  const number = (value: number) => intl.formatNumber(value);
  const seconds = (value: number | null) => (value === null ? '—' : t('admin.analytics.seconds', { seconds: intl.formatNumber(value) }));

  const choosePeriod = (value: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('period', String(value));
        return next;
      },
      { replace: true },
    );

  const current = data?.period === period ? data : undefined;
  let body;
  if (!current && isFetching) {
    body = <Spin description={t('admin.analytics.loading')} data-testid="analytics-loading" />;
  } else if (!current) {
    body = (
      <Alert
        type="error"
        showIcon
        title={apiErrorText(error) ?? t('admin.analytics.failed')}
        action={<Button onClick={() => void refetch()}>{t('admin.analytics.retry')}</Button>}
      />
    );
  } else {
    body = <AnalyticsFigures analytics={current} number={number} seconds={seconds} />;
  }

  return (
    <AdminScreen
      testId="admin-analytics"
      title={t('admin.analytics.title')}
      lead={t('admin.analytics.lead')}
      actions={<Link to={paths.admin.dashboard}>{t('admin.analytics.backToDashboard')}</Link>}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <span id="analytics-period-label">{t('admin.analytics.period')}</span>
        <Segmented
          aria-labelledby="analytics-period-label"
          data-testid="analytics-period"
          value={period}
          onChange={(value) => choosePeriod(Number(value))}
          options={analyticsPeriods.map((days) => ({ value: days, label: t('admin.analytics.days', { days }) }))}
        />
        {current ? (
          <Typography.Text type="secondary" data-testid="analytics-range">
            {t('admin.analytics.range', { from: current.from, to: current.to })}
          </Typography.Text>
        ) : null}
      </div>
      {body}
    </AdminScreen>
  );
}

function AnalyticsFigures({
  analytics,
  number,
  seconds,
}: {
  analytics: AdminAnalytics;
  number: (value: number) => string;
  seconds: (value: number | null) => string;
}) {
  const t = useAnalyticsT();
  const peak = analytics.viewsPerDay.reduce<{ day: string; views: number } | undefined>(
    (best, entry) => (!best || entry.views > best.views ? entry : best),
    undefined,
  );
  const byCalculator = new Map<string, number>();
  for (const entry of analytics.calculationsPerDay)
    byCalculator.set(entry.calculator, (byCalculator.get(entry.calculator) ?? 0) + entry.count);
  const calculatorList = [...byCalculator.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([calculator, count]) => `${calculator} ${number(count)}`)
    .join(', ');
  const chartFallback = <Spin description={t('admin.analytics.chartsLoading')} />;

  const columns = [
    {
      key: 'title',
      title: t('admin.analytics.col.title'),
      render: (_: unknown, article: TopArticle) => <Link to={paths.admin.articleEdit(article.id)}>{article.title}</Link>,
    },
    { key: 'views', title: t('admin.analytics.col.views'), dataIndex: 'views', align: 'right' as const, render: number },
    {
      key: 'readingTime',
      title: t('admin.analytics.col.readingTime'),
      dataIndex: 'averageTimeSpent',
      align: 'right' as const,
      render: (value: number | null) => seconds(value),
    },
  ];

  return (
    <div data-testid="analytics-figures">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('admin.analytics.totalViews')} value={analytics.totals.views} data-testid="analytics-total-views" />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title={t('admin.analytics.totalCalculations')}
              value={analytics.totals.calculations}
              data-testid="analytics-total-calculations"
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card data-testid="analytics-reading-time">
            <Statistic
              title={t('admin.analytics.readingTime')}
              value={
                analytics.readingTime.averageSeconds === null
                  ? t('admin.analytics.noReadingTime')
                  : seconds(analytics.readingTime.averageSeconds)
              }
            />
            {analytics.readingTime.samples > 0 ? (
              <Typography.Text type="secondary">
                {t('admin.analytics.readingSamples', { samples: analytics.readingTime.samples })}
              </Typography.Text>
            ) : null}
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Card title={t('admin.analytics.viewsChart')}>
            <figure
              role="img"
              data-testid="analytics-views-chart"
              aria-label={t('admin.analytics.viewsSummary', {
                views: number(analytics.totals.views),
                from: analytics.from,
                to: analytics.to,
                peakDay: peak?.day ?? analytics.to,
                peakViews: number(peak?.views ?? 0),
              })}
              style={{ margin: 0 }}
            >
              <Suspense fallback={chartFallback}>
                <AnalyticsCharts kind="views" analytics={analytics} />
              </Suspense>
            </figure>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('admin.analytics.calculationsChart')}>
            {analytics.calculationsPerDay.length === 0 ? (
              <Typography.Paragraph type="secondary" data-testid="analytics-no-calculations">
                {t('admin.analytics.noCalculations')}
              </Typography.Paragraph>
            ) : (
              <figure
                role="img"
                data-testid="analytics-calculations-chart"
                aria-label={t('admin.analytics.calculationsSummary', {
                  total: number(analytics.totals.calculations),
                  byCalculator: calculatorList,
                })}
                style={{ margin: 0 }}
              >
                <Suspense fallback={chartFallback}>
                  <AnalyticsCharts kind="calculations" analytics={analytics} />
                </Suspense>
              </figure>
            )}
          </Card>
        </Col>
      </Row>

      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>
        {t('admin.analytics.topArticles')}
      </Typography.Title>
      <Table<TopArticle>
        data-testid="analytics-top-articles"
        rowKey="id"
        columns={columns}
        dataSource={[...analytics.topArticles]}
        pagination={false}
        locale={{ emptyText: t('admin.analytics.noTopArticles') }}
      />
    </div>
  );
}
