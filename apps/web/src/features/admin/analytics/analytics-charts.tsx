import { Column, Line } from '@ant-design/plots';
import type { AdminAnalytics } from '@taxatlas/contracts/admin';
import { chartPalette } from '../../../config/theme';
import { useAnalyticsT } from './use-analytics-t';

/**
 * The analytics screen's two charts. Loaded with React.lazy from analytics-page.tsx only, so the chart library (about
 * 425 KB gzip) never joins the dashboard's or any public page's first load.
 */
export default function AnalyticsCharts({
  kind,
  analytics,
}: {
  kind: 'views' | 'calculations';
  analytics: Pick<AdminAnalytics, 'viewsPerDay' | 'calculationsPerDay'>;
}) {
  const t = useAnalyticsT();
  if (kind === 'views') {
    return (
      <Line
        data={[...analytics.viewsPerDay]}
        xField="day"
        yField="views"
        height={280}
        autoFit
        style={{ stroke: chartPalette[0], lineWidth: 2 }}
        axis={{
          x: { title: t('admin.analytics.day'), labelAutoHide: true, labelAutoRotate: false },
          y: { title: t('admin.analytics.views') },
        }}
        tooltip={{ items: [{ field: 'views', name: t('admin.analytics.views') }] }}
      />
    );
  }
  return (
    <Column
      data={[...analytics.calculationsPerDay]}
      xField="day"
      yField="count"
      colorField="calculator"
      stack
      height={280}
      autoFit
      scale={{ color: { range: [...chartPalette] } }}
      axis={{
        x: { title: t('admin.analytics.day'), labelAutoHide: true, labelAutoRotate: false },
        y: { title: t('admin.analytics.calculations') },
      }}
      tooltip={{ items: [{ field: 'count', name: t('admin.analytics.calculations') }] }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
    />
  );
}
