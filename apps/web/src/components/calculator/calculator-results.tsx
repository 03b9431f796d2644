import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { LazyResultsPanel, preloadResultsPanel } from '../results-panel/lazy-results-panel';
import { BusyOverlay } from '../ui/busy-overlay';
import { Card } from '../ui/card';
import { CalculatorError, useRequestErrorText } from './calculator-error';

export interface CalculatorResultsProps {
  readonly result: CalculationResult | undefined;
  /** What the calculation is, for the panel's toasts and sharing (e.g. "UK Stamp Duty"). */
  readonly title: string;
  readonly isFetching: boolean;
  readonly error: FetchBaseQueryError | SerializedError | undefined;
  /** Shown before anything was calculated. */
  readonly placeholder: string;
  readonly errorTitle?: string;
  readonly calculatingText?: string;
  /** Shown above the panel with a result (e.g. what the result does not include). */
  readonly notice?: ReactNode;
}

/** The 'Calculating...' card: while the first result is on its way, and while the panel's code still loads. */
export function CalculatingCard({ text }: { readonly text: string }) {
  return (
    <Card className="results-placeholder">
      <p data-testid="calculating">{text}</p>
    </Card>
  );
}

/** The results column of a calculator page: error box, 'Calculating...', then the results panel or a placeholder. */
export function CalculatorResults({
  result,
  title,
  isFetching,
  error,
  placeholder,
  errorTitle,
  calculatingText,
  notice,
}: CalculatorResultsProps) {
  const t = useT();
  const errorText = useRequestErrorText(error);
  const calculating = calculatingText ?? t('calc.calculating');
  const shown = error ? undefined : result;
  // A request on its way (e.g. a shared link being opened) means a result is coming: fetch the panel alongside it.
  useEffect(() => {
    if (isFetching) preloadResultsPanel();
  }, [isFetching]);
  return (
    <section className="calculator-results" aria-live="polite" aria-busy={isFetching}>
      {errorText ? <CalculatorError title={errorTitle ?? t('calc.errorTitle')} text={errorText} /> : null}
      <BusyOverlay busy={isFetching && shown !== undefined} label={calculating}>
        {shown ? (
          <>
            {notice}
            <LazyResultsPanel result={shown} title={title} fallback={<CalculatingCard text={calculating} />} />
          </>
        ) : !errorText ? (
          isFetching ? (
            <CalculatingCard text={calculating} />
          ) : (
            <Card className="results-placeholder">
              <p>{placeholder}</p>
            </Card>
          )
        ) : null}
      </BusyOverlay>
    </section>
  );
}
