import type { TaxYearChoice, YearNotice } from '@taxatlas/tax-engine/core/tax-year-in-force';

/**
 * Runs a calculation on the tax year the request names or, when it names none, on the year in force today (or the
 * latest one the engine has, and then the result carries the `yearNotice` that says so: docs/api.md, "Tax years").
 */
export function calculateOnYear<Year, Input extends { readonly taxYear?: Year }, Result extends object>(
  input: Input,
  yearInForce: () => TaxYearChoice<Year>,
  calculate: (input: Input & { readonly taxYear: Year }) => Result,
): Result & { yearNotice?: YearNotice } {
  if (input.taxYear !== undefined) return calculate(input as Input & { readonly taxYear: Year });
  const choice = yearInForce();
  const result = calculate({ ...input, taxYear: choice.taxYear });
  return choice.yearNotice ? { ...result, yearNotice: choice.yearNotice } : result;
}
