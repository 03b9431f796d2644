import type { Label } from './labels';

/**
 * The calculation result every calculator returns; it drives the results panel. Shape fixed by
 * docs/api.md ("Results shape"). Each English name or sentence has a label beside it (labels.ts):
 * the web translates the label, API users may read either.
 */
export type CurrencyCode = 'GBP' | 'USD' | 'EUR';

export interface SummaryStat {
  readonly title: string;
  readonly titleLabel: Label;
  readonly value: number;
  readonly formattedValue: string;
  readonly description?: string;
  /** Present exactly when `description` is. */
  readonly descriptionLabel?: Label;
  readonly change?: number;
  readonly changeType?: 'percentage' | 'amount';
  readonly icon?: string;
}

export interface BreakdownBand {
  readonly band: string;
  readonly label: Label;
  /** Percent. */
  readonly rate: number;
  readonly taxableAmount: number;
  readonly amount: number;
  /** The law or guidance that sets this band. */
  readonly reference?: string;
}

export interface BreakdownGroup {
  readonly title: string;
  readonly label: Label;
  readonly type: string;
  readonly data: readonly BreakdownBand[];
  readonly totalAmount: number;
}

export interface CalculationResult {
  readonly calculationType: string;
  readonly taxYear: string;
  readonly currency: CurrencyCode;
  readonly inputAmount: number;
  readonly totalTax: number;
  readonly netAmount?: number;
  readonly effectiveRate: number;
  readonly marginalRate?: number;
  readonly summary: readonly SummaryStat[];
  readonly breakdowns: readonly BreakdownGroup[];
}
