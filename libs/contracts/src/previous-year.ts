import type { CalculationResult } from '@taxatlas/tax-engine/core/result';

/** The path of a calculator's previous-year comparison: its endpoint + this (docs/api.md, "Change on the previous year"). */
export const PREVIOUS_YEAR_PATH_SUFFIX = '/previous-year';

/** The comparison endpoint of a calculator endpoint: '/api/income-tax/calculate' → '/api/income-tax/calculate/previous-year'. */
export function previousYearEndpoint(endpoint: string): string {
  return `${endpoint}${PREVIOUS_YEAR_PATH_SUFFIX}`;
}

/**
 * Why a comparison has no result: the year calculated is the first one the calculator supports
 * (`no-earlier-year`), or the calculator has no tax years or dates to step back from (`not-applicable`).
 */
export type PreviousYearMissing = 'no-earlier-year' | 'not-applicable';

/** The data of `POST <endpoint>/previous-year`: the same inputs calculated on the year before, or why there is none. */
export type PreviousYearAnswer<Result extends CalculationResult = CalculationResult> =
  { readonly result: Result } | { readonly result: null; readonly missing: PreviousYearMissing };
