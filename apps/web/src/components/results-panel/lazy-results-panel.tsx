import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { ErrorAlert } from '../ui/error-alert';
import type { ResultsPanelProps } from './results-panel';
import { loadLabelFormatting } from './result-labels';

// The panel is built on antd (tabs, tables, descriptions, toasts): about 250 KB of gzip JavaScript that a calculator
// page needs only once it has a result, so it is a chunk of its own, fetched when the user starts filling the form
// (or a request starts) and not with the page.
// The label messages come with it (result-labels.ts), so the panel never shows the engine's English first.
const loadResultsPanel = () => Promise.all([import('./results-panel'), loadLabelFormatting()]).then(([module]) => module);

const ResultsPanelChunk = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

/** Starts fetching the results panel's code; safe to call often (the browser and the bundler fetch a chunk once). */
export function preloadResultsPanel(): void {
  // A failed download is reported where the panel is rendered (PanelLoadBoundary), not here.
  loadResultsPanel().catch(() => undefined);
}

/**
 * Spread on a calculator's <form>: someone filling it in is about to see a result, so the panel's code is fetched
 * meanwhile.
 */
export const preloadResultsPanelOnUse = { onFocus: preloadResultsPanel, onPointerDown: preloadResultsPanel } as const;

/**
 * Keeps a failed download of the panel's code (offline, or a deploy replaced the files) inside the results column:
 * the form and the rest of the page stay usable.
 */
class PanelLoadBoundary extends Component<{ failure: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}

/** The results panel, rendered as soon as its code has arrived; until then `fallback`. */
export function LazyResultsPanel({ fallback, ...props }: ResultsPanelProps & { fallback: ReactNode }) {
  const t = useT();
  return (
    <PanelLoadBoundary
      failure={<ErrorAlert testId="results-load-error" title={t('results.loadFailed.title')} description={t('results.loadFailed.text')} />}
    >
      <Suspense fallback={fallback}>
        <ResultsPanelChunk {...props} />
      </Suspense>
    </PanelLoadBoundary>
  );
}
