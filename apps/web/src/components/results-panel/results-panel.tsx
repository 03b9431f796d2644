import { DownloadOutlined, SaveOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Button, Card, notification as notificationApi, Spin, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../app/i18n/use-t';
import { BreakdownTab } from './breakdown-tab';
import { DetailsTab } from './details-tab';
import { OverviewTab } from './overview-tab';
import { downloadExport, shareText } from './result-file';

const ChartsTab = lazy(() => import('./charts-tab'));

export type ResultsTab = 'overview' | 'charts' | 'breakdown' | 'details';

/** product-spec.md, "Business constants": highlight a table for 2000 ms after a 100 ms scroll delay. */
export const HIGHLIGHT_SCROLL_DELAY_MS = 100;
export const HIGHLIGHT_DURATION_MS = 2000;
export const TOAST_DURATION_S = 3;

export interface ResultsPanelProps {
  readonly result: CalculationResult;
  /** What the calculation is, for toasts and sharing (e.g. "UK Income Tax"). */
  readonly title: string;
  /** The link shared; defaults to the current page (which carries the inputs in its query string). */
  readonly shareUrl?: string;
}

export function ResultsPanel({ result, title, shareUrl }: ResultsPanelProps) {
  const t = useT();
  // Toasts last 3000 ms (product-spec.md, "Business constants"); the hook keeps them inside the theme.
  const [notification, notificationHolder] = notificationApi.useNotification({ duration: TOAST_DURATION_S, placement: 'topRight' });
  const [activeTab, setActiveTab] = useState<ResultsTab>('overview');
  const [highlightedIndex, setHighlightedIndex] = useState<number | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const showBreakdown = (index: number) => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    setActiveTab('breakdown');
    timers.current = [
      window.setTimeout(() => {
        document.querySelector(`[data-testid="breakdown-table-${index}"]`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        setHighlightedIndex(index);
        timers.current.push(window.setTimeout(() => setHighlightedIndex(null), HIGHLIGHT_DURATION_MS));
      }, HIGHLIGHT_SCROLL_DELAY_MS),
    ];
  };

  const save = () => {
    notification.success({ title: t('results.toast.saved'), description: t('results.toast.savedDescription', { type: title }) });
  };

  const exportJson = () => {
    downloadExport(result);
    notification.success({ title: t('results.toast.exported'), description: t('results.toast.exportedDescription', { type: title }) });
  };

  const share = async () => {
    const url = shareUrl ?? window.location.href;
    const text = shareText(result, title, url);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${title} | TaxAtlas`, text, url });
      } catch (error) {
        // The user closing the share sheet is not an error.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          notification.error({ title: t('results.toast.shareFailed') });
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      notification.success({ title: t('results.toast.shared'), description: t('results.toast.sharedDescription') });
    } catch {
      notification.error({ title: t('results.toast.shareFailed') });
    }
  };

  return (
    <Card
      className="results-panel"
      data-testid="results-panel"
      role="region"
      aria-label={t('results.title')}
      title={<h2 className="results-title">{t('results.title')}</h2>}
      extra={
        <div className="results-actions">
          <Button icon={<SaveOutlined />} onClick={save}>
            {t('results.save')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={exportJson}>
            {t('results.export')}
          </Button>
          <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
            {t('results.share')}
          </Button>
        </div>
      }
    >
      {notificationHolder}
      <Tabs
        tabBarGutter={20}
        activeKey={activeTab}
        onChange={(key) => setActiveTab(key as ResultsTab)}
        items={[
          { key: 'overview', label: t('results.tab.overview'), children: <OverviewTab result={result} /> },
          {
            key: 'charts',
            label: t('results.tab.charts'),
            children: (
              <Suspense fallback={<Spin description={t('results.charts.loading')} />}>
                <ChartsTab result={result} />
              </Suspense>
            ),
          },
          {
            key: 'breakdown',
            label: t('results.tab.breakdown'),
            children: <BreakdownTab result={result} highlightedIndex={highlightedIndex} />,
          },
          {
            key: 'details',
            label: t('results.tab.details'),
            children: <DetailsTab result={result} onShowBreakdown={showBreakdown} onShowOverview={() => setActiveTab('overview')} />,
          },
        ]}
      />
    </Card>
  );
}
