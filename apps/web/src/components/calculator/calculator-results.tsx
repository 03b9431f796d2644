import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Card, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../app/i18n/use-t';
import { ResultsPanel } from '../results-panel/results-panel';
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
  return (
    <section className="calculator-results" aria-live="polite" aria-busy={isFetching}>
      {errorText ? <CalculatorError title={errorTitle ?? t('calc.errorTitle')} text={errorText} /> : null}
      <Spin spinning={isFetching} description={calculating}>
        {shown ? (
          <>
            {notice}
            <ResultsPanel result={shown} title={title} />
          </>
        ) : !errorText ? (
          <Card className="results-placeholder">
            <p data-testid={isFetching ? 'calculating' : undefined}>{isFetching ? calculating : placeholder}</p>
          </Card>
        ) : null}
      </Spin>
    </section>
  );
}
