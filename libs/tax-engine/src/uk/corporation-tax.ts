import { CalculatorInputError } from '../core/input-error';
import { formatMoney, formatPercent } from '../core/format';
import { label, type Label, type LabelledText } from '../core/labels';
import { fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { instalmentThresholds } from '../../params/uk/hmrc/corporation-tax/instalment-thresholds';
import { corporationTaxReferences } from '../../params/uk/hmrc/corporation-tax/references';
import { corporationTaxRates, type CorporationTaxRates } from '../../params/uk/hmrc/corporation-tax/rates';
import { addDays, addMonths, addMonthsSameDay, daysInclusive, isCalendarDate } from './calendar-dates';

export interface UkCorporationTaxInput {
  /** Taxable total profits of the accounting period (N), in pounds. */
  readonly taxableProfits: number;
  /** Augmented profits (A): taxable total profits plus exempt distributions from non-group companies; default N. */
  readonly augmentedProfits?: number;
  /** Associated companies in the accounting period (CTA 2010 s.18E). */
  readonly associatedCompanies: number;
  readonly periodStart: string;
  readonly periodEnd: string;
}

export type CorporationTaxField = 'taxableProfits' | 'augmentedProfits' | 'associatedCompanies' | 'periodStart' | 'periodEnd';

/** Input outside what the law or the engine's years allow; the API answers 400 naming `field`. */
export class CorporationTaxInputError extends CalculatorInputError {
  constructor(
    override readonly field: CorporationTaxField,
    message: string,
  ) {
    super(field, message);
    this.name = 'CorporationTaxInputError';
  }
}

export type CorporationTaxRateApplied = 'small-profits-rate' | 'main-rate-with-marginal-relief' | 'main-rate';

/** The part of the accounting period in one financial year, taxed as CTA 2010 s.8 and CTM03955 describe. */
export interface FinancialYearPart {
  /** The financial year, named by the calendar year it starts in (FY2024: 1 April 2024 to 31 March 2025). */
  readonly financialYear: number;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: number;
  /** Profits apportioned to the part by days. */
  readonly taxableProfits: number;
  readonly augmentedProfits: number;
  /** Limits for the part: reduced for its length and divided by associated companies plus one. */
  readonly lowerLimit: number;
  readonly upperLimit: number;
  readonly rateApplied: CorporationTaxRateApplied;
  readonly rate: number;
  readonly taxBeforeRelief: number;
  readonly marginalRelief: number;
  readonly tax: number;
}

export type CompanySize = 'standard' | 'large' | 'very-large';

export interface CorporationTaxInstalment {
  readonly number: number;
  readonly dueDate: IsoDate;
  readonly amount: number;
}

export interface UkCorporationTaxResult extends CalculationResult {
  readonly calculationType: 'uk-corporation-tax';
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  readonly periodDays: number;
  readonly associatedCompanies: number;
  readonly taxableProfits: number;
  readonly augmentedProfits: number;
  readonly corporationTax: number;
  readonly taxBeforeRelief: number;
  readonly marginalRelief: number;
  readonly financialYears: readonly FinancialYearPart[];
  readonly companySize: CompanySize;
  /** Nine months and one day after the end of the period (TMA 1970 s.59D); the date that applies unless paying by instalments. */
  readonly normalDueDate: IsoDate;
  /** The date by which all the tax is due: the normal due date, or the last instalment's. */
  readonly paymentDueDate: IsoDate;
  /** Quarterly instalments of a large or very large company (empty otherwise). */
  readonly instalments: readonly CorporationTaxInstalment[];
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/** The supported accounting periods: from the first financial year with figures to the end of the last one. */
export function corporationTaxSupportedPeriod(): { readonly from: IsoDate; readonly to: IsoDate } {
  const values = corporationTaxRates.values;
  const lastYear = Number(values.at(-1)!.from.slice(0, 4));
  return { from: values[0]!.from, to: `${lastYear + 1}-03-31` as IsoDate };
}

// Exact fractions of pence, so apportioning by days and the marginal relief formula carry no rounding until the end.
interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}
const fraction = (n: bigint | number, d: bigint | number = 1n): Fraction => ({ n: BigInt(n), d: BigInt(d) });
const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const dividedBy = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d, d: a.d * b.n });
const minus = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const atMost = (a: Fraction, b: Fraction): boolean => a.n * b.d <= b.n * a.d;
const isZero = (a: Fraction): boolean => a.n === 0n;
const toNumber = (a: Fraction): number => Number(a.n) / Number(a.d);

/** Corporation Tax is assessed to the penny; a part of a penny is rounded half up, as HMRC's marginal relief calculator does. */
function roundToPenny(value: Fraction): number {
  const quotient = value.n / value.d;
  const twice = (value.n % value.d) * 2n;
  return Number(twice >= value.d ? quotient + 1n : quotient);
}

const percent = (rate: number): Fraction => fraction(Math.round(rate * 1000), 100_000);

function financialYearOf(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '04-01' ? year : year - 1;
}

interface Part {
  readonly financialYear: number;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: number;
  readonly rates: CorporationTaxRates;
  readonly reference: string;
}

function splitByFinancialYear(start: IsoDate, end: IsoDate): Part[] {
  const parts: Part[] = [];
  let from = start;
  while (from <= end) {
    const financialYear = financialYearOf(from);
    const yearEnd = `${financialYear + 1}-03-31` as IsoDate;
    const to = yearEnd < end ? yearEnd : end;
    const entry = datedValueAt(corporationTaxRates, `${financialYear}-04-01` as IsoDate);
    parts.push({ financialYear, from, to, days: daysInclusive(from, to), rates: entry.value, reference: citationOf(entry) });
    from = addDays(to, 1);
  }
  return parts;
}

const sameLimits = (a: CorporationTaxRates, b: CorporationTaxRates) => a.lowerLimit === b.lowerLimit && a.upperLimit === b.upperLimit;

/**
 * The share of a year's limits a part gets. Where the limits are the same in every financial year of the period the
 * period is reduced as a whole, by its days over 365 (a 366-day 12-month period is not reduced): CTA 2010 s.18D(4),
 * CTM03930. Where they differ each part is a period of its own, reduced by its days over its financial year's (CTM03955).
 * This is how HMRC's marginal relief calculator apportions them.
 */
function limitShare(part: Part, parts: readonly Part[], periodDays: number): Fraction {
  if (parts.every((other) => sameLimits(other.rates, part.rates))) return fraction(part.days, periodDays === 366 ? 366 : 365);
  return fraction(part.days, daysInclusive(`${part.financialYear}-04-01` as IsoDate, `${part.financialYear + 1}-03-31` as IsoDate));
}

interface ExactPart {
  readonly part: Part;
  readonly profits: Fraction;
  readonly augmented: Fraction;
  readonly lower: Fraction;
  readonly upper: Fraction;
  readonly rateApplied: CorporationTaxRateApplied;
  readonly rate: number;
  readonly gross: Fraction;
  readonly relief: Fraction;
}

function exactParts(
  taxableMinor: number,
  augmentedMinor: number,
  associated: number,
  parts: readonly Part[],
  periodDays: number,
): ExactPart[] {
  const companies = fraction(associated + 1);
  return parts.map((part) => {
    const byDays = fraction(part.days, periodDays);
    const profits = times(fraction(taxableMinor), byDays);
    const augmented = times(fraction(augmentedMinor), byDays);
    const share = limitShare(part, parts, periodDays);
    const lower = dividedBy(times(fraction(toMinor(part.rates.lowerLimit)), share), companies);
    const upper = dividedBy(times(fraction(toMinor(part.rates.upperLimit)), share), companies);
    if (atMost(augmented, lower)) {
      const rate = part.rates.smallProfitsRate;
      return {
        part,
        profits,
        augmented,
        lower,
        upper,
        rateApplied: 'small-profits-rate',
        rate,
        gross: times(profits, percent(rate)),
        relief: fraction(0),
      };
    }
    const rate = part.rates.mainRate;
    const gross = times(profits, percent(rate));
    if (!atMost(augmented, upper) || isZero(augmented))
      return { part, profits, augmented, lower, upper, rateApplied: 'main-rate', rate, gross, relief: fraction(0) };
    // CTA 2010 s.18B: relief = F × (U − A) × N / A.
    const { numerator, denominator } = part.rates.marginalReliefFraction;
    const relief = times(times(fraction(numerator, denominator), minus(upper, augmented)), dividedBy(profits, augmented));
    return { part, profits, augmented, lower, upper, rateApplied: 'main-rate-with-marginal-relief', rate, gross, relief };
  });
}

/** The period's length in months for the instalment formula: whole months, then spare days ÷ 30 to two decimals (CTM92600). */
export function monthsInPeriodHundredths(start: IsoDate, end: IsoDate): number {
  let months = 0;
  while (months < 12 && addMonthsSameDay(start, months + 1) <= addDays(end, 1)) months += 1;
  const spareDays = daysInclusive(addMonthsSameDay(start, months), end);
  return months * 100 + Math.round((spareDays * 100) / 30);
}

/**
 * Instalment due dates (SI 1998/3175 reg. 5; SI 2017/1072 reg. 5AZA). Large: 6 months and 13 days from the start,
 * then every 3 months, the last 3 months and 14 days after the end. Very large: 2 months and 13 days from the start,
 * then every 3 months, the last 14 days after the same day of the month before the period ends. An earlier
 * instalment is due only if it falls before the last (CTM92580); there are at most four.
 */
export function instalmentDueDates(start: IsoDate, end: IsoDate, size: Exclude<CompanySize, 'standard'>): IsoDate[] {
  const final = size === 'large' ? addDays(addMonths(end, 3), 14) : addDays(addMonths(end, -1), 14);
  const dates: IsoDate[] = [];
  let next = addDays(addMonths(start, size === 'large' ? 6 : 2), 13);
  while (dates.length < 3 && next < final) {
    dates.push(next);
    next = addMonths(next, 3);
  }
  return [...dates, final];
}

/** Each instalment is 3 × liability ÷ n, no more than is left; the last is what remains (CTM92600, COM95020). */
function instalmentAmounts(taxMinor: number, count: number, monthsHundredths: number): number[] {
  const amounts: number[] = [];
  let remaining = taxMinor;
  for (let index = 0; index < count - 1; index += 1) {
    const amount = Math.min(remaining, roundToPenny(fraction(BigInt(taxMinor) * 300n, monthsHundredths)));
    amounts.push(amount);
    remaining -= amount;
  }
  return [...amounts, remaining];
}

function longFinancialYear(financialYear: number): string {
  return `FY${financialYear}`;
}

function validate(input: UkCorporationTaxInput): { start: IsoDate; end: IsoDate } {
  if (!Number.isFinite(input.taxableProfits) || input.taxableProfits < 0)
    throw new CorporationTaxInputError('taxableProfits', 'must be a finite number, zero or more');
  const augmented = input.augmentedProfits ?? input.taxableProfits;
  if (!Number.isFinite(augmented) || augmented < input.taxableProfits)
    throw new CorporationTaxInputError(
      'augmentedProfits',
      'must be at least taxableProfits (taxable total profits plus exempt distributions)',
    );
  if (!Number.isInteger(input.associatedCompanies) || input.associatedCompanies < 0)
    throw new CorporationTaxInputError('associatedCompanies', 'must be a whole number, zero or more');
  const supported = corporationTaxSupportedPeriod();
  for (const field of ['periodStart', 'periodEnd'] as const)
    if (!isCalendarDate(input[field])) throw new CorporationTaxInputError(field, 'must be a real calendar date written YYYY-MM-DD');
  const start = input.periodStart as IsoDate;
  const end = input.periodEnd as IsoDate;
  if (start < supported.from)
    throw new CorporationTaxInputError('periodStart', `must be on or after ${supported.from} (the first financial year with figures)`);
  if (end < start) throw new CorporationTaxInputError('periodEnd', 'must not be before periodStart');
  if (end > supported.to)
    throw new CorporationTaxInputError('periodEnd', `must be on or before ${supported.to} (the last financial year with figures)`);
  if (end >= addMonthsSameDay(start, 12))
    throw new CorporationTaxInputError(
      'periodEnd',
      'must be within 12 months of periodStart: an accounting period is at most 12 months (CTA 2009 s.10)',
    );
  return { start, end };
}

export function calculateUkCorporationTax(input: UkCorporationTaxInput): UkCorporationTaxResult {
  const { start, end } = validate(input);
  const taxableMinor = toMinor(input.taxableProfits);
  const augmentedMinor = toMinor(input.augmentedProfits ?? input.taxableProfits);
  const periodDays = daysInclusive(start, end);
  const parts = splitByFinancialYear(start, end);
  const exact = exactParts(taxableMinor, augmentedMinor, input.associatedCompanies, parts, periodDays);

  // Each part to the penny; the last part's profits are what is left, so the parts add up to the period's.
  let profitsLeft = taxableMinor;
  const financialYears: FinancialYearPart[] = exact.map((entry, index) => {
    const profitsMinor = index === exact.length - 1 ? profitsLeft : roundToPenny(entry.profits);
    profitsLeft -= profitsMinor;
    // The tax is the exact tax to the penny (as HMRC's marginal relief calculator rounds it); the relief shown is what
    // separates it from the main-rate tax to the penny, so the lines of the breakdown add up.
    const grossMinor = roundToPenny(entry.gross);
    const reliefMinor = grossMinor - roundToPenny(minus(entry.gross, entry.relief));
    return {
      financialYear: entry.part.financialYear,
      from: entry.part.from,
      to: entry.part.to,
      days: entry.part.days,
      taxableProfits: fromMinor(profitsMinor),
      augmentedProfits: fromMinor(roundToPenny(entry.augmented)),
      lowerLimit: fromMinor(roundToPenny(entry.lower)),
      upperLimit: fromMinor(roundToPenny(entry.upper)),
      rateApplied: entry.rateApplied,
      rate: entry.rate,
      taxBeforeRelief: fromMinor(grossMinor),
      marginalRelief: fromMinor(reliefMinor),
      tax: fromMinor(grossMinor - reliefMinor),
    };
  });
  const grossMinor = financialYears.reduce((sum, part) => sum + toMinor(part.taxBeforeRelief), 0);
  const reliefMinor = financialYears.reduce((sum, part) => sum + toMinor(part.marginalRelief), 0);
  const taxMinor = grossMinor - reliefMinor;

  const bands: BreakdownBand[] = [];
  exact.forEach((entry, index) => {
    const part = financialYears[index]!;
    const financialYear = String(part.financialYear);
    const small = part.rateApplied === 'small-profits-rate';
    bands.push({
      band: `${longFinancialYear(part.financialYear)} (${part.from} to ${part.to}): ${small ? 'small profits rate' : 'main rate'} ${formatPercent(part.rate)}`,
      label: label(small ? 'uk.ct.band.smallProfitsRate' : 'uk.ct.band.mainRate', { financialYear, rate: part.rate }),
      rate: part.rate,
      taxableAmount: part.taxableProfits,
      amount: part.taxBeforeRelief,
      reference: entry.part.reference,
    });
    if (part.marginalRelief > 0)
      bands.push({
        band: `${longFinancialYear(part.financialYear)}: marginal relief`,
        label: label('uk.ct.band.marginalRelief', { financialYear }),
        rate: 0,
        taxableAmount: 0,
        amount: -part.marginalRelief,
        reference: `${corporationTaxReferences.ctm03925.title}; ${corporationTaxReferences.cta2010s18d.title}`,
      });
  });

  // Instalments: augmented profits over the thresholds, reduced for a short period and shared among associated companies.
  const thresholds = datedValueAt(instalmentThresholds, start).value;
  const companies = fraction(input.associatedCompanies + 1);
  const lengthShare = fraction(Math.min(periodDays, 365), 365);
  const exceeds = (threshold: number) =>
    !atMost(fraction(augmentedMinor), dividedBy(times(fraction(toMinor(threshold)), lengthShare), companies));
  const aboveFloor = !atMost(fraction(taxMinor), times(fraction(toMinor(thresholds.minimumLiability)), lengthShare));
  const companySize: CompanySize = !aboveFloor
    ? 'standard'
    : exceeds(thresholds.veryLargeCompanyProfits)
      ? 'very-large'
      : exceeds(thresholds.largeCompanyProfits)
        ? 'large'
        : 'standard';
  const normalDueDate = addDays(addMonths(end, 9), 1);
  let instalments: CorporationTaxInstalment[] = [];
  if (companySize !== 'standard') {
    const dates = instalmentDueDates(start, end, companySize);
    const amounts = instalmentAmounts(taxMinor, dates.length, monthsInPeriodHundredths(start, end));
    instalments = dates.map((dueDate, index) => ({ number: index + 1, dueDate, amount: fromMinor(amounts[index]!) }));
  }
  const paymentDueDate = instalments.at(-1)?.dueDate ?? normalDueDate;

  const notes: LabelledText[] = [
    {
      text: 'The small profits rate and marginal relief are not available to close investment-holding companies or to non-UK resident companies; they pay the main rate on all profits.',
      label: label('uk.ct.note.excludedCompanies'),
    },
  ];
  if (companySize !== 'standard')
    notes.push({
      text: `A company is not treated as large for a period if its profits are at most ${formatMoney(thresholds.firstPeriodExemptionProfits, 'GBP')} (shared among associated companies) and it was not large in the previous 12 months; the instalments shown assume it was.`,
      label: label('uk.ct.note.largeFirstPeriod', { profits: thresholds.firstPeriodExemptionProfits }),
    });

  const corporationTax = fromMinor(taxMinor);
  const marginalRelief = fromMinor(reliefMinor);
  const effectiveRate = percentOf(taxMinor, taxableMinor);
  // The rate on the next pound of profits (augmented profits rising with it), from the unrounded tax.
  const exactTaxOf = (entries: readonly ExactPart[]) => entries.reduce((sum, entry) => sum + toNumber(minus(entry.gross, entry.relief)), 0);
  const nextPoundParts = exactParts(taxableMinor + 100, augmentedMinor + 100, input.associatedCompanies, parts, periodDays);
  // Pence of tax on 100 more pence of profit is the rate in percent.
  const marginalRate = Math.round((exactTaxOf(nextPoundParts) - exactTaxOf(exact)) * 100) / 100;
  const lowest = financialYears[0]!;
  const financialYearLabel = [...new Set(financialYears.map((part) => longFinancialYear(part.financialYear)))].join('/');

  const summary: SummaryStat[] = [
    {
      title: 'Corporation Tax',
      titleLabel: label('uk.ct.stat.corporationTax'),
      value: corporationTax,
      formattedValue: formatMoney(corporationTax, 'GBP'),
      description: `Accounting period ${start} to ${end}`,
      descriptionLabel: label('uk.ct.stat.period', { from: start, to: end }),
      change: effectiveRate,
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Marginal relief',
      titleLabel: label('uk.ct.stat.marginalRelief'),
      value: marginalRelief,
      formattedValue: formatMoney(marginalRelief, 'GBP'),
      description: `Limits ${formatMoney(sumLimits(financialYears, 'lowerLimit'), 'GBP')} and ${formatMoney(sumLimits(financialYears, 'upperLimit'), 'GBP')}`,
      descriptionLabel: label('uk.ct.stat.limits', {
        lower: sumLimits(financialYears, 'lowerLimit'),
        upper: sumLimits(financialYears, 'upperLimit'),
      }),
      icon: 'gift',
    },
    {
      title: 'Effective rate',
      titleLabel: label('common.stat.effectiveRate'),
      value: effectiveRate,
      formattedValue: formatPercent(effectiveRate),
      icon: 'percentage',
    },
    {
      title: 'Payment',
      titleLabel: label('uk.ct.stat.payment'),
      value: corporationTax,
      formattedValue: formatMoney(corporationTax, 'GBP'),
      ...(instalments.length > 0
        ? {
            description: `${instalments.length} quarterly instalments (${companySize === 'large' ? 'large' : 'very large'} company) from ${instalments[0]!.dueDate}`,
            descriptionLabel: label('uk.ct.stat.byInstalments', {
              count: instalments.length,
              size: companySize === 'large' ? 'large' : 'veryLarge',
              first: instalments[0]!.dueDate,
            }),
          }
        : { description: `Due on ${normalDueDate}`, descriptionLabel: label('uk.ct.stat.dueOn', { date: normalDueDate }) }),
      icon: 'calendar',
    },
  ];

  return {
    calculationType: 'uk-corporation-tax',
    taxYear: financialYearLabel || longFinancialYear(lowest.financialYear),
    currency: 'GBP',
    inputAmount: fromMinor(taxableMinor),
    totalTax: corporationTax,
    netAmount: fromMinor(taxableMinor - taxMinor),
    effectiveRate,
    marginalRate,
    summary,
    breakdowns: [
      {
        title: 'Corporation Tax',
        label: label('uk.ct.group.corporationTax'),
        type: 'corporation-tax',
        data: bands,
        totalAmount: corporationTax,
      },
    ],
    periodStart: start,
    periodEnd: end,
    periodDays,
    associatedCompanies: input.associatedCompanies,
    taxableProfits: fromMinor(taxableMinor),
    augmentedProfits: fromMinor(augmentedMinor),
    corporationTax,
    taxBeforeRelief: fromMinor(grossMinor),
    marginalRelief,
    financialYears,
    companySize,
    normalDueDate,
    paymentDueDate,
    instalments,
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}

/** The period's limits: the parts' limits added up (each already reduced for its days and associated companies). */
function sumLimits(parts: readonly FinancialYearPart[], key: 'lowerLimit' | 'upperLimit'): number {
  return fromMinor(parts.reduce((sum, part) => sum + toMinor(part[key]), 0));
}

/** The financial years with figures (FY2023 = 1 April 2023 to 31 March 2024), for a page's year choice. */
export function corporationTaxFinancialYears(): number[] {
  return corporationTaxRates.values.map((entry) => Number(entry.from.slice(0, 4)));
}

/** The rates and limits a page explaining Corporation Tax quotes for a financial year. */
export function corporationTaxHeadlines(
  financialYear: number,
): CorporationTaxRates & { readonly largeCompanyProfits: number; readonly veryLargeCompanyProfits: number } {
  const start = `${financialYear}-04-01` as IsoDate;
  const { largeCompanyProfits, veryLargeCompanyProfits } = datedValueAt(instalmentThresholds, start).value;
  return { ...datedValueAt(corporationTaxRates, start).value, largeCompanyProfits, veryLargeCompanyProfits };
}
