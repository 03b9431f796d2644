import { CalculatorInputError } from '../../core/input-error';
import { datedValueAt, type IsoDate } from '../../core/parameter';
import { smallBusinessLimits, type SmallBusinessLimits } from '../../../params/germany/ustg/small-business-limits';

export interface SmallBusinessCheckInput {
  /** The calendar year whose supplies are checked. */
  readonly year: number;
  /** Turnover (Gesamtumsatz, § 19 Abs. 2 UStG) of the previous calendar year, in euros. */
  readonly previousYearTurnover: number;
  /**
   * Turnover of the current calendar year, in euros: until 2024 the turnover expected at the start of the year; from
   * 2025 the turnover so far, including the supply being checked.
   */
  readonly currentYearTurnover: number;
}

export type SmallBusinessOutcome = 'eligible' | 'previous-year-exceeded' | 'current-year-exceeded';

export interface SmallBusinessCheck {
  readonly eligible: boolean;
  readonly outcome: SmallBusinessOutcome;
  readonly limits: SmallBusinessLimits;
  /** From 2025: the supply that takes the current year over the limit, and every later one, is taxed normally. */
  readonly exceedingSupplyTaxed: boolean;
}

/** Whether the Kleinunternehmerregelung (§ 19 UStG) applies, under the limits in force in the year. */
export function checkGermanSmallBusiness(input: SmallBusinessCheckInput): SmallBusinessCheck {
  for (const field of ['previousYearTurnover', 'currentYearTurnover'] as const)
    if (!Number.isFinite(input[field]) || input[field] < 0)
      throw new CalculatorInputError(field, `must be a finite amount of zero or more, got ${input[field]}`);
  const first = Number(smallBusinessLimits.values[0]!.from.slice(0, 4));
  if (!Number.isInteger(input.year) || input.year < first)
    throw new CalculatorInputError('year', `must be a whole calendar year from ${first}, got ${input.year}`);
  const limits = datedValueAt(smallBusinessLimits, `${input.year}-01-01` as IsoDate).value;
  const exceedingSupplyTaxed = limits.currentYearTest === 'actual';
  const outcome: SmallBusinessOutcome =
    input.previousYearTurnover > limits.previousYear
      ? 'previous-year-exceeded'
      : input.currentYearTurnover > limits.currentYear
        ? 'current-year-exceeded'
        : 'eligible';
  return { eligible: outcome === 'eligible', outcome, limits, exceedingSupplyTaxed };
}

/** The § 19 UStG limits in force in a calendar year (for copy that quotes them). */
export function germanSmallBusinessLimits(year: number): SmallBusinessLimits {
  return datedValueAt(smallBusinessLimits, `${year}-01-01` as IsoDate).value;
}
