/**
 * The calculation result every calculator returns; it drives the results panel. Shape fixed by
 * shared/api-contract.md ("The calculation result").
 */
export type CurrencyCode = 'GBP' | 'USD' | 'EUR';

export interface SummaryStat {
  readonly title: string;
  readonly value: number;
  readonly formattedValue: string;
  readonly description?: string;
  readonly change?: number;
  readonly changeType?: 'percentage' | 'amount';
  readonly icon?: string;
}

export interface BreakdownBand {
  readonly band: string;
  /** Percent. */
  readonly rate: number;
  readonly taxableAmount: number;
  readonly amount: number;
  /** The law or guidance that sets this band. */
  readonly reference?: string;
}

export interface BreakdownGroup {
  readonly title: string;
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
