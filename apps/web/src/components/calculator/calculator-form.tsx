import type { FormEvent, ReactNode } from 'react';
import { CalculatorIcon } from '../icons';
import { preloadResultsPanelOnUse } from '../results-panel/lazy-results-panel';

export interface CalculatorFormProps {
  /** Accessible name of the form, e.g. "UK stamp duty calculator". */
  readonly label: string;
  readonly submitLabel: string;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The form element of a calculator page, native validation off (the shared schema validates). */
export function CalculatorForm({ label, submitLabel, submitting, onSubmit, children }: CalculatorFormProps) {
  return (
    <form
      className="calculator-form"
      noValidate
      aria-label={label}
      {...preloadResultsPanelOnUse}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" className="btn btn-primary btn-lg btn-block" aria-busy={submitting || undefined}>
        {submitting ? <span className="spinner spinner-small spinner-on-primary" aria-hidden="true" /> : <CalculatorIcon />}
        {submitLabel}
      </button>
    </form>
  );
}
