import { CalculatorInputError } from '../../core/input-error';
import { compareFlatRateScheme, type FlatRateSchemeInput, type FlatRateSchemeResult } from './flat-rate-scheme';
import {
  vatRollingTurnoverTest,
  vatThresholdsOn,
  vatThresholdsSupportedFrom,
  type MonthlyTurnover,
  type RollingTurnoverTest,
  type VatThresholds,
} from './registration';
import { calculateUkVat, type UkVatInput, type UkVatResult } from './vat';

/** The figures of the Flat Rate Scheme comparison; its date is the supply's date. */
export type UkVatFlatRateSchemeInput = Omit<FlatRateSchemeInput, 'date'>;

export interface UkVatCalculatorInput extends UkVatInput {
  /** Taxable turnover month by month, for the 12-month registration test (VATA 1994 Sch 1 para 1(1)(a)). */
  readonly monthlyTurnover?: readonly MonthlyTurnover[];
  /** Sales and costs to compare the Flat Rate Scheme with standard accounting (VAT Notice 733). */
  readonly flatRateScheme?: UkVatFlatRateSchemeInput;
}

export interface UkVatCalculatorResult extends UkVatResult {
  /** Registration and deregistration thresholds in force on `date`; null before the first one known. */
  readonly thresholds: VatThresholds | null;
  /** The rolling 12-month test over `monthlyTurnover`; null when none was given. */
  readonly registration: RollingTurnoverTest | null;
  /** The Flat Rate Scheme against standard accounting on `date`; null when not asked for. */
  readonly flatRateScheme: FlatRateSchemeResult | null;
}

/**
 * Runs one of the VAT modules and renames the field of an input error to its place in the request (the modules
 * name their own inputs: "months.2.turnover", "sector"), so the API's 400 names the field the caller sent.
 */
function withFieldPrefix<T>(rename: (field: string) => string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CalculatorInputError) {
      const field = rename(error.field);
      const message = error.message.startsWith(error.field) ? error.message.slice(error.field.length).trim() : error.message;
      throw new CalculatorInputError(field, message);
    }
    throw error;
  }
}

/**
 * The VAT calculator page and endpoint: VAT on an amount or invoice lines, the thresholds in force on the same date,
 * and, when asked for, the rolling registration test and the Flat Rate Scheme comparison.
 */
export function calculateUkVatWithSchemes(input: UkVatCalculatorInput): UkVatCalculatorResult {
  const result = calculateUkVat(input);
  const thresholds = result.date >= vatThresholdsSupportedFrom ? vatThresholdsOn(result.date) : null;
  const registration =
    input.monthlyTurnover && input.monthlyTurnover.length > 0
      ? withFieldPrefix(
          (field) => field.replace(/^months\./, 'monthlyTurnover.'),
          () => vatRollingTurnoverTest(input.monthlyTurnover!),
        )
      : null;
  const flatRateScheme = input.flatRateScheme
    ? withFieldPrefix(
        (field) => (field === 'date' ? 'date' : `flatRateScheme.${field}`),
        () => compareFlatRateScheme({ ...input.flatRateScheme!, date: result.date }),
      )
    : null;
  return { ...result, thresholds, registration, flatRateScheme };
}
