import { DownloadOutlined, SaveOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { buildWrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import { Button, Card, notification as notificationApi, Spin, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n/use-t';
import { AntdScope } from '../antd-scope';
import { BreakdownTab } from './breakdown-tab';
import { DetailsTab } from './details-tab';
import { OverviewTab } from './overview-tab';
import { ReportWrongFigureLink } from './report-wrong-figure-link';
import { downloadExport, shareText } from './result-file';
import { SaveCalculationDialog } from './save-calculation-dialog';
import { usePreviousYear } from './year-comparison/previous-year-api';
import { YearComparisonCard } from './year-comparison/year-comparison-card';

const ChartsTab = lazy(() => import('./charts-tab'));

export type ResultsTab = 'overview' | 'charts' | 'breakdown' | 'details';

/** docs/product.md, "Constants and limits": highlight a table for 2000 ms after a 100 ms scroll delay. */
export const HIGHLIGHT_SCROLL_DELAY_MS = 100;
export const HIGHLIGHT_DURATION_MS = 2000;
export const TOAST_DURATION_S = 3;

export interface ResultsPanelProps {
  readonly result: CalculationResult;
  /** What the calculation is, for toasts and sharing (e.g. "UK Income Tax"). */
  readonly title: string;
  /** The link shared; defaults to the current page (which carries the inputs in its query string). */
  readonly shareUrl?: string;
  /** The calculation as the Save dialog suggests its name ("UK Income Tax 2026-27"); defaults to `title`. */
  readonly saveLabel?: string;
}

/** The panel carries its own AntdScope, so it can be rendered by any page (antd is not in the root providers). */
export function ResultsPanel(props: ResultsPanelProps) {
  return (
    <AntdScope>
      <ResultsPanelContent {...props} />
    </AntdScope>
  );
}

function ResultsPanelContent({ result, title, shareUrl, saveLabel }: ResultsPanelProps) {
  const t = useT();
  // Every calculator page gets the comparison from here: the request and endpoint are found from the result and the page.
  const previousYear = usePreviousYear(result);
  // Toasts last 3000 ms (docs/product.md, "Constants and limits"); the hook keeps them inside the theme.
  const [notification, notificationHolder] = notificationApi.useNotification({ duration: TOAST_DURATION_S, placement: 'topRight' });
  const [activeTab, setActiveTab] = useState<ResultsTab>('overview');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const [saveOpen, setSaveOpen] = useState(false);
  const { pathname, search } = useLocation();
  // What Save keeps: the calculator with its inputs (the page's query string) and the figures shown. Only a page
  // that is one of our calculators can be reopened, so only such a page offers Save.
  const snapshot = useMemo(() => {
    const tracked = buildWrongFigureTrackingData(pathname, search, result);
    if (!tracked) return undefined;
    const { kind: _kind, ...calculation } = tracked;
    return calculation;
  }, [pathname, search, result]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const showBreakdown = (target: string) => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    setActiveTab('breakdown');
    setHighlighted(null);
    timers.current = [
      window.setTimeout(() => {
        const testId = target.startsWith('table-') ? `breakdown-table-${target.slice(6)}` : `breakdown-list-${target.slice(5)}`;
        document.querySelector(`[data-testid="${testId}"]`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        setHighlighted(target);
        timers.current.push(window.setTimeout(() => setHighlighted(null), HIGHLIGHT_DURATION_MS));
      }, HIGHLIGHT_SCROLL_DELAY_MS),
    ];
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
          {snapshot ? (
            <Button icon={<SaveOutlined />} onClick={() => setSaveOpen(true)} data-testid="save-calculation">
              {t('results.save')}
            </Button>
          ) : null}
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
      {snapshot ? (
        <SaveCalculationDialog
          open={saveOpen}
          calculation={snapshot}
          suggestedName={`${saveLabel ?? title} ${result.taxYear}`}
          onClose={() => setSaveOpen(false)}
          onSaved={() => {
            setSaveOpen(false);
            notification.success({
              title: t('results.toast.saved'),
              description: t('results.toast.savedDescription', { type: saveLabel ?? title }),
              actions: (
                <Link to={paths.saved} data-testid="save-calculation-view-all">
                  {t('saveCalculation.viewAll')}
                </Link>
              ),
            });
          }}
        />
      ) : null}
      <Tabs
        tabBarGutter={20}
        activeKey={activeTab}
        onChange={(key) => setActiveTab(key as ResultsTab)}
        items={[
          {
            key: 'overview',
            label: t('results.tab.overview'),
            children: (
              <>
                <OverviewTab result={result} />
                <YearComparisonCard result={result} state={previousYear} />
              </>
            ),
          },
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
            children: <BreakdownTab result={result} highlighted={highlighted} />,
          },
          {
            key: 'details',
            label: t('results.tab.details'),
            children: <DetailsTab result={result} onShowBreakdown={showBreakdown} onShowOverview={() => setActiveTab('overview')} />,
          },
        ]}
      />
      <ReportWrongFigureLink result={result} />
    </Card>
  );
}
