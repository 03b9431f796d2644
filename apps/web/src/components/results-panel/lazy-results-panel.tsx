import { lazy, Suspense, type ReactNode } from 'react';
import type { ResultsPanelProps } from './results-panel';

// The panel is built on antd (tabs, tables, descriptions, toasts): about 250 KB of gzip JavaScript that a calculator
// page needs only once it has a result, so it is a chunk of its own, fetched when the user starts filling the form
// (or a request starts) and not with the page.
const loadResultsPanel = () => import('./results-panel');

const ResultsPanelChunk = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

/** Starts fetching the results panel's code; safe to call often (the browser and the bundler fetch a chunk once). */
export function preloadResultsPanel(): void {
  void loadResultsPanel();
}

/** The results panel, rendered as soon as its code has arrived; until then `fallback`. */
export function LazyResultsPanel({ fallback, ...props }: ResultsPanelProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ResultsPanelChunk {...props} />
    </Suspense>
  );
}
