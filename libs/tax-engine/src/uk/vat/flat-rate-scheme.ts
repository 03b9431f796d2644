import { CalculatorInputError } from '../../core/input-error';
import { applyRate, fromMinor, toMinor } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import {
  flatRateFirstYearReduction,
  flatRateLimitedCostBusinessPercentage,
  flatRateLimitedCostBusinessTest,
  flatRatePercentages,
  flatRateSchemeLimits,
  flatRateSectorNames,
  type FlatRateSector,
} from '../../../params/uk/hmrc/vat/flat-rate-scheme';
import { vatStandardRate } from '../../../params/uk/hmrc/vat/rates';
import { isCalendarDate } from '../../core/calendar';
import { roundVatToNearestPenny } from './rounding';

export type { FlatRateSector } from '../../../params/uk/hmrc/vat/flat-rate-scheme';

/** The sectors as an option list: id and the table's English name, in the table's order. */
export const flatRateSectors: ReadonlyArray<{ readonly id: FlatRateSector; readonly name: string }> = (
  Object.keys(flatRateSectorNames) as FlatRateSector[]
).map((id) => ({ id, name: flatRateSectorNames[id] }));

export const flatRateSectorIds = flatRateSectors.map((sector) => sector.id) as [FlatRateSector, ...FlatRateSector[]];

export interface FlatRateSchemeInput {
  readonly sector: FlatRateSector;
  /** Sales for the period excluding VAT, in pounds, all taken as standard-rated. */
  readonly turnoverExcludingVat: number;
  /** Costs on which VAT at the standard rate was charged, excluding VAT, in pounds (what standard accounting reclaims). */
  readonly standardRatedCostsExcludingVat: number;
  /** Relevant goods bought for the period, including VAT, in pounds (the limited cost business test; VAT Notice 733 section 4). */
  readonly relevantGoodsIncludingVat: number;
  /** Months the figures cover (12 for a year, 3 for a quarter): the £1,000 a year goods limit is pro rata. */
  readonly periodMonths: number;
  /** The business is in its first year of VAT registration: 1 point off the flat rate. */
  readonly firstYearOfRegistration: boolean;
  /** Date in the period (YYYY-MM-DD): chooses the rates. */
  readonly date: string;
}

export interface FlatRateSchemeResult {
  readonly date: IsoDate;
  readonly sector: FlatRateSector;
  readonly sectorName: string;
  readonly sectorPercent: number;
  readonly limitedCostBusiness: boolean;
  /** Relevant goods limit for the period: the greater of 2% of VAT-inclusive turnover and £1,000 a year pro rata. */
  readonly limitedCostGoodsLimit: number;
  /** The flat rate applied: the sector's or 16.5% for a limited cost business, less 1 in the first year. */
  readonly flatRatePercent: number;
  /** Percentage points taken off in the first year of registration (0 after it). */
  readonly firstYearReduction: number;
  readonly turnoverIncludingVat: number;
  /** VAT due under the scheme: flat rate × VAT-inclusive turnover. */
  readonly flatRateVat: number;
  /** Standard accounting: output VAT on the sales less input VAT on the standard-rated costs. */
  readonly outputVat: number;
  readonly inputVat: number;
  readonly standardAccountingVat: number;
  /** Standard accounting VAT less flat rate VAT: positive when the scheme costs less. */
  readonly saving: number;
  /** Whether the turnover is within the joining limit (£150,000 a year excluding VAT, pro rata). */
  readonly withinJoiningLimit: boolean;
  readonly references: readonly string[];
}

/**
 * The Flat Rate Scheme against standard accounting for the same sales and costs (VAT Notice 733). The limited cost
 * business test (VAT Regulations 1995 reg. 55A): relevant goods below 2% of VAT-inclusive turnover, or below £1,000 a
 * year (pro rata for the period), make the rate 16.5% whatever the sector.
 */
export function compareFlatRateScheme(input: FlatRateSchemeInput): FlatRateSchemeResult {
  if (!isCalendarDate(input.date))
    throw new CalculatorInputError('date', `must be a real calendar date written YYYY-MM-DD, got "${input.date}"`);
  const date = input.date;
  const supportedFrom = flatRateLimitedCostBusinessPercentage.values[0]!.from;
  if (date < supportedFrom)
    throw new CalculatorInputError('date', `${date} is not supported: the scheme is modelled from ${supportedFrom}`);
  if (!(input.sector in flatRateSectorNames)) throw new CalculatorInputError('sector', `must be one of: ${flatRateSectorIds.join(', ')}`);
  for (const field of ['turnoverExcludingVat', 'standardRatedCostsExcludingVat', 'relevantGoodsIncludingVat', 'periodMonths'] as const) {
    const value = input[field];
    if (!Number.isFinite(value) || value < 0)
      throw new CalculatorInputError(field, `must be a finite amount of zero or more, got ${value}`);
  }
  if (input.periodMonths <= 0 || input.periodMonths > 12 || !Number.isInteger(input.periodMonths))
    throw new CalculatorInputError('periodMonths', 'must be a whole number of months from 1 to 12');

  const standard = datedValueAt(vatStandardRate, date);
  const sectors = datedValueAt(flatRatePercentages, date);
  const limitedCost = datedValueAt(flatRateLimitedCostBusinessPercentage, date);
  const test = datedValueAt(flatRateLimitedCostBusinessTest, date);
  const reduction = datedValueAt(flatRateFirstYearReduction, date);
  const limits = datedValueAt(flatRateSchemeLimits, date);

  const turnoverMinor = toMinor(input.turnoverExcludingVat);
  const outputVatMinor = roundVatToNearestPenny(turnoverMinor, standard.value);
  const grossTurnoverMinor = turnoverMinor + outputVatMinor;
  const inputVatMinor = roundVatToNearestPenny(toMinor(input.standardRatedCostsExcludingVat), standard.value);

  // reg. 55A: less than 2% of turnover, or (when more) less than £1,000 a year — i.e. below the greater of the two.
  const shareLimitMinor = applyRate(grossTurnoverMinor, test.value.goodsShareOfTurnoverPercent, 'half-up');
  const annualLimitMinor = Math.round((toMinor(test.value.goodsAnnualAmount) * input.periodMonths) / 12);
  const goodsLimitMinor = Math.max(shareLimitMinor, annualLimitMinor);
  const limitedCostBusiness = toMinor(input.relevantGoodsIncludingVat) < goodsLimitMinor;

  const sectorPercent = sectors.value[input.sector];
  const basePercent = limitedCostBusiness ? limitedCost.value : sectorPercent;
  const flatRatePercent = input.firstYearOfRegistration ? basePercent - reduction.value : basePercent;
  // The flat rate VAT is a percentage of the period's turnover; worked to the penny like any VAT figure.
  const flatRateVatMinor = applyRate(grossTurnoverMinor, flatRatePercent, 'half-up');
  const standardAccountingMinor = outputVatMinor - inputVatMinor;
  const joiningLimitMinor = Math.round((toMinor(limits.value.joiningTurnover) * input.periodMonths) / 12);

  return {
    date,
    sector: input.sector,
    sectorName: flatRateSectorNames[input.sector],
    sectorPercent,
    limitedCostBusiness,
    limitedCostGoodsLimit: fromMinor(goodsLimitMinor),
    flatRatePercent,
    firstYearReduction: input.firstYearOfRegistration ? reduction.value : 0,
    turnoverIncludingVat: fromMinor(grossTurnoverMinor),
    flatRateVat: fromMinor(flatRateVatMinor),
    outputVat: fromMinor(outputVatMinor),
    inputVat: fromMinor(inputVatMinor),
    standardAccountingVat: fromMinor(standardAccountingMinor),
    saving: fromMinor(standardAccountingMinor - flatRateVatMinor),
    withinJoiningLimit: turnoverMinor <= joiningLimitMinor,
    references: [sectors, limitedCost, test, reduction, limits].map((entry) => citationOf(entry)),
  };
}

export interface FlatRateSchemeHeadlines {
  readonly limitedCostPercent: number;
  readonly goodsShareOfTurnoverPercent: number;
  readonly goodsAnnualAmount: number;
  readonly firstYearReduction: number;
  readonly joiningTurnover: number;
  readonly leavingIncome: number;
}

/** The scheme's figures a page explaining it quotes, in force on a date on or after the limited cost rule began. */
export function flatRateSchemeHeadlines(date: IsoDate): FlatRateSchemeHeadlines {
  const test = datedValueAt(flatRateLimitedCostBusinessTest, date).value;
  const limits = datedValueAt(flatRateSchemeLimits, date).value;
  return {
    limitedCostPercent: datedValueAt(flatRateLimitedCostBusinessPercentage, date).value,
    goodsShareOfTurnoverPercent: test.goodsShareOfTurnoverPercent,
    goodsAnnualAmount: test.goodsAnnualAmount,
    firstYearReduction: datedValueAt(flatRateFirstYearReduction, date).value,
    joiningTurnover: limits.joiningTurnover,
    leavingIncome: limits.leavingIncome,
  };
}

/** The first date the scheme's figures (the limited cost business rule included) are all known. */
export const flatRateSchemeSupportedFrom: IsoDate = flatRateLimitedCostBusinessPercentage.values[0]!.from;
