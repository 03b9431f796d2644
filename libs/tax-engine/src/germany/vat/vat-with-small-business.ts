import { datedValueAt, citationOf, type IsoDate } from '../../core/parameter';
import { smallBusinessLimits } from '../../../params/germany/ustg/small-business-limits';
import { checkGermanSmallBusiness, type SmallBusinessCheck } from './small-business';
import { calculateGermanVat, type GermanVatInput, type GermanVatResult } from './vat';

export interface GermanVatWithSmallBusinessInput extends GermanVatInput {
  /** Turnover of the calendar year before the supply's; with `currentYearTurnover`, asks for the § 19 UStG check. */
  readonly previousYearTurnover?: number;
  readonly currentYearTurnover?: number;
}

export interface GermanVatSmallBusinessAnswer extends SmallBusinessCheck {
  /** The calendar year of the supply, whose limits apply. */
  readonly year: number;
  readonly reference: string;
}

export interface GermanVatWithSmallBusinessResult extends GermanVatResult {
  /** Present when the request gave a turnover: whether the supply falls under the Kleinunternehmerregelung. */
  readonly smallBusiness?: GermanVatSmallBusinessAnswer;
}

/**
 * The VAT on one amount and, when a turnover is given, the § 19 UStG check for the supply's calendar year: a turnover
 * left out counts as nothing, so a business that names only last year's turnover is checked on that alone.
 */
export function calculateGermanVatWithSmallBusinessCheck(input: GermanVatWithSmallBusinessInput): GermanVatWithSmallBusinessResult {
  const result = calculateGermanVat(input);
  if (input.previousYearTurnover === undefined && input.currentYearTurnover === undefined) return result;
  const year = Number(result.date.slice(0, 4));
  const check = checkGermanSmallBusiness({
    year,
    previousYearTurnover: input.previousYearTurnover ?? 0,
    currentYearTurnover: input.currentYearTurnover ?? 0,
  });
  const entry = datedValueAt(smallBusinessLimits, `${year}-01-01` as IsoDate);
  return { ...result, smallBusiness: { ...check, year, reference: citationOf(entry) } };
}
