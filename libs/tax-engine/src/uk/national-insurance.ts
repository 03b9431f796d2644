import { CalculatorInputError } from '../core/input-error';
import { sliceIntoBrackets, marginalRate as bracketMarginalRate, type Bracket, type BracketSlice } from '../core/brackets';
import { formatMoney, formatPercent } from '../core/format';
import { label, type Label, type LabelledText } from '../core/labels';
import { fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { class1Rates, type Class1Rates } from '../../params/uk/hmrc/national-insurance/class1-rates';
import {
  class1Thresholds,
  type Class1ThresholdSet,
  type NiEarningsPeriod,
} from '../../params/uk/hmrc/national-insurance/class1-thresholds';
import { class2Contributions } from '../../params/uk/hmrc/national-insurance/class2';
import { class3WeeklyRate } from '../../params/uk/hmrc/national-insurance/class3';
import { class4Contributions } from '../../params/uk/hmrc/national-insurance/class4';
import { employmentAllowance as employmentAllowanceParameter } from '../../params/uk/hmrc/national-insurance/employment-allowance';
import { ukReferences } from '../../params/uk/references';
import { niCategories, niCategoryRules, upperSecondaryThreshold, type NiCategory, type SecondaryRelief } from './ni-categories';
import { ukTaxYearStart, type UkTaxYear } from './tax-year';

export { niCategories, niCategoryRules, type NiCategory } from './ni-categories';
export { niEarningsPeriods, type NiEarningsPeriod } from '../../params/uk/hmrc/national-insurance/class1-thresholds';

/** The most Class 3 weeks a tax year can hold (a year with 53 Saturdays, SS(C)R 2001 reg. 89). */
export const maxClass3Weeks = 53;

export interface UkNationalInsuranceInput {
  readonly taxYear: UkTaxYear;
  /** Class 1 earnings of one earnings period (a week, a month or the year), in pounds. */
  readonly earnings: number;
  readonly period: NiEarningsPeriod;
  readonly category: NiCategory;
  /** A company director: NICs on an annual earnings period (SS(C)R 2001 reg. 8), whatever the pay frequency. */
  readonly director: boolean;
  /** The employer claims Employment Allowance against its secondary Class 1 liability. */
  readonly employmentAllowance: boolean;
  /** Self-employed profits of the tax year, in pounds (Class 4, and Class 2 in 2023-24). */
  readonly selfEmployedProfits: number;
  /** Pay Class 2 voluntarily for the year (when profits are below the Small Profits Threshold). */
  readonly voluntaryClass2: boolean;
  /** Weeks of voluntary Class 3 paid for the year. */
  readonly class3Weeks: number;
  /**
   * The day the earnings are paid: Class 1 is due at the rates in force on that day, which matters only where rates
   * change within the tax year (6 January 2024). Defaults to the first day of the tax year.
   */
  readonly payDate?: string;
}

export type NiInputField = 'category' | 'payDate' | 'director' | 'class3Weeks' | 'earnings' | 'selfEmployedProfits';

/** Input the rules do not allow for the year chosen (a category that did not exist yet, a pay date outside the year). */
export class NationalInsuranceInputError extends CalculatorInputError {
  constructor(
    override readonly field: NiInputField,
    message: string,
  ) {
    super(field, message);
    this.name = 'NationalInsuranceInputError';
  }
}

export interface UkNationalInsuranceResult extends CalculationResult {
  readonly calculationType: 'uk-national-insurance';
  readonly period: NiEarningsPeriod;
  readonly category: NiCategory;
  readonly director: boolean;
  readonly payDate: IsoDate;
  /** Employee (primary) Class 1 NICs on the earnings of the period. */
  readonly employeeNi: number;
  /** Employer (secondary) Class 1 NICs of the period, after Employment Allowance. */
  readonly employerNi: number;
  readonly employerNiBeforeAllowance: number;
  readonly employmentAllowanceUsed: number;
  readonly class2: number;
  readonly class3: number;
  readonly class4: number;
  /** The employee percentage between the Primary Threshold and the UEL that applied. */
  readonly employeeRate: number;
  readonly employerRate: number;
  /** The thresholds of the earnings period used. */
  readonly thresholds: Class1ThresholdSet;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

const periodNames: Record<NiEarningsPeriod, string> = { weekly: 'weekly', monthly: 'monthly', annual: 'annual' };

function isCalendarDate(value: string): value is IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function nextTaxYearStart(taxYear: UkTaxYear): IsoDate {
  return `${Number(taxYear.slice(0, 4)) + 1}-04-06` as IsoDate;
}

function group(title: string, groupLabel: Label, type: string, data: BreakdownBand[], totalMinor: number): BreakdownGroup {
  return { title, label: groupLabel, type, data, totalAmount: fromMinor(totalMinor) };
}

function bands(slices: readonly BracketSlice[], reference: string): BreakdownBand[] {
  return slices.map((slice) => ({
    band: slice.bracket.name,
    label: slice.bracket.label!,
    rate: slice.bracket.rate,
    taxableAmount: fromMinor(slice.taxableMinor),
    amount: fromMinor(slice.taxMinor),
    reference,
  }));
}

interface PrimaryRate {
  readonly rate: number;
  readonly name: string;
  readonly label: Label;
  readonly note?: LabelledText;
}

/** The employee percentage between the Primary Threshold and the UEL for the category, the pay date and a director. */
function primaryRate(input: UkNationalInsuranceInput, rates: Class1Rates, payDate: IsoDate): PrimaryRate {
  const kind = niCategoryRules[input.category].primary;
  if (kind === 'nil') return { rate: 0, name: 'Over State Pension age: no employee contribution', label: label('uk.ni.band.nilRate') };
  if (kind === 'deferred')
    return { rate: rates.additionalRate, name: 'Deferment: additional rate only', label: label('uk.ni.band.deferred') };
  let main = rates.mainRate;
  let reduced = rates.reducedRate;
  let note: LabelledText | undefined;
  if (input.director && rates.directorsAnnual) {
    main = rates.directorsAnnual.mainRate;
    reduced = rates.directorsAnnual.reducedRate;
    const rate = kind === 'main' ? main : reduced;
    note = {
      text: `Directors' annual earnings period: the law sets a blended ${formatPercent(rate)} for the whole year (NICs (Reduction in Rates) Act 2023, Schedule para 1).`,
      label: label('uk.ni.note.directorsBlendedRate', { rate }),
    };
  } else if (rates.inYearChange) {
    const change = rates.inYearChange;
    if (payDate >= change.from) {
      main = change.mainRate;
      reduced = change.reducedRate;
    }
    const rate = kind === 'main' ? main : reduced;
    note = {
      text: `Rates changed on ${change.from}: earnings paid on ${payDate} bear ${formatPercent(rate)} between the Primary Threshold and the UEL.`,
      label: label('uk.ni.note.rateByPayDate', { payDate, rate, changeDate: change.from }),
    };
  }
  return kind === 'main'
    ? { rate: main, name: 'Main rate', label: label('uk.ni.band.main'), ...(note ? { note } : {}) }
    : { rate: reduced, name: "Married women's reduced rate", label: label('uk.ni.band.reduced'), ...(note ? { note } : {}) };
}

function employeeBrackets(thresholds: Class1ThresholdSet, rate: PrimaryRate, additionalRate: number, nil: boolean): Bracket[] {
  return [
    { name: 'Below Primary Threshold', label: label('uk.ni.band.belowPrimaryThreshold'), threshold: 0, rate: 0 },
    { name: rate.name, label: rate.label, threshold: thresholds.primaryThreshold, rate: rate.rate },
    {
      name: 'Above Upper Earnings Limit',
      label: label('uk.ni.band.aboveUpperEarningsLimit'),
      threshold: thresholds.upperEarningsLimit,
      rate: nil ? 0 : additionalRate,
    },
  ];
}

const reliefNames: Record<SecondaryRelief, string> = {
  under21: 'under 21',
  apprentice: 'apprentice under 25',
  veteran: 'veteran',
  freeport: 'Freeport',
  investmentZone: 'Investment Zone',
};

function employerBrackets(
  thresholds: Class1ThresholdSet,
  secondaryRate: number,
  relief: SecondaryRelief | undefined,
  upper: number | undefined,
): Bracket[] {
  const brackets: Bracket[] = [
    { name: 'Below Secondary Threshold', label: label('uk.ni.band.belowSecondaryThreshold'), threshold: 0, rate: 0 },
  ];
  if (relief && upper !== undefined && upper > thresholds.secondaryThreshold)
    brackets.push({
      name: `0% up to the ${reliefNames[relief]} upper secondary threshold`,
      label: label('uk.ni.band.zeroRateRelief', { relief }),
      threshold: thresholds.secondaryThreshold,
      rate: 0,
    });
  brackets.push({
    name: 'Secondary rate',
    label: label('uk.ni.band.secondary'),
    threshold: relief && upper !== undefined ? Math.max(upper, thresholds.secondaryThreshold) : thresholds.secondaryThreshold,
    rate: secondaryRate,
  });
  return brackets;
}

/** Class 1 is charged to the nearest penny, a halfpenny or less disregarded (SS(C)R 2001 reg. 12(1); NIM11002). */
const CLASS1_ROUNDING = 'half-down';
/**
 * No rounding rule for Class 4 was found in the Act or HMRC's guidance; on whole-pound profits every band is whole
 * pence anyway (9%, 6% and 2% of whole pounds), so the halfpenny rule of Class 1 is used for the rest.
 */
const CLASS4_ROUNDING = 'half-down';

function validate(input: UkNationalInsuranceInput): IsoDate {
  for (const field of ['earnings', 'selfEmployedProfits'] as const)
    if (!Number.isFinite(input[field]) || input[field] < 0)
      throw new NationalInsuranceInputError(field, 'must be a finite number, zero or more');
  if (!Number.isInteger(input.class3Weeks) || input.class3Weeks < 0 || input.class3Weeks > maxClass3Weeks)
    throw new NationalInsuranceInputError('class3Weeks', `must be a whole number from 0 to ${maxClass3Weeks}`);
  if (input.director && input.period !== 'annual')
    throw new NationalInsuranceInputError(
      'director',
      'needs period "annual": a director\'s NICs are worked out on an annual earnings period',
    );
  const start = ukTaxYearStart(input.taxYear);
  if (input.payDate === undefined) return start;
  if (!isCalendarDate(input.payDate)) throw new NationalInsuranceInputError('payDate', 'must be a real calendar date written YYYY-MM-DD');
  if (input.payDate < start || input.payDate >= nextTaxYearStart(input.taxYear))
    throw new NationalInsuranceInputError(
      'payDate',
      `must fall in the tax year ${input.taxYear} (${start} to 5 April ${Number(input.taxYear.slice(0, 4)) + 1})`,
    );
  return input.payDate;
}

export function calculateUkNationalInsurance(input: UkNationalInsuranceInput): UkNationalInsuranceResult {
  const payDate = validate(input);
  const date = ukTaxYearStart(input.taxYear);
  const thresholdsEntry = datedValueAt(class1Thresholds, date);
  const ratesEntry = datedValueAt(class1Rates, date);
  const thresholds = thresholdsEntry.value[input.period];
  const rates = ratesEntry.value;
  const rules = niCategoryRules[input.category];
  const upper = rules.relief ? upperSecondaryThreshold(thresholds, rules.relief) : undefined;
  if (rules.relief && upper === undefined)
    throw new NationalInsuranceInputError(
      'category',
      `${input.category} is not a category in ${input.taxYear} (Investment Zone categories start in 2024-25)`,
    );

  const notes: LabelledText[] = [];
  const class1Reference = `${citationOf(thresholdsEntry)}; ${citationOf(ratesEntry)}; ${ukReferences.niRounding.title}`;
  const earningsMinor = toMinor(input.earnings);

  const primary = primaryRate(input, rates, payDate);
  if (primary.note) notes.push(primary.note);
  const employeeBands = employeeBrackets(thresholds, primary, rates.additionalRate, rules.primary === 'nil');
  const employeeSlices = sliceIntoBrackets(earningsMinor, employeeBands, CLASS1_ROUNDING);
  const employeeMinor = sumMinor(employeeSlices.map((slice) => slice.taxMinor));

  const employerBands = employerBrackets(thresholds, rates.secondaryRate, rules.relief, upper);
  const employerSlices = sliceIntoBrackets(earningsMinor, employerBands, CLASS1_ROUNDING);
  const employerGrossMinor = sumMinor(employerSlices.map((slice) => slice.taxMinor));

  const employerData = bands(employerSlices, class1Reference);
  let allowanceMinor = 0;
  if (input.employmentAllowance) {
    const allowanceEntry = datedValueAt(employmentAllowanceParameter, date);
    const allowance = allowanceEntry.value;
    // The allowance is taken from the employer's liabilities as they arise until the year's amount is used up.
    allowanceMinor = Math.min(employerGrossMinor, toMinor(allowance.amount));
    employerData.push({
      band: 'Employment Allowance',
      label: label('uk.ni.band.employmentAllowance'),
      rate: 0,
      taxableAmount: 0,
      amount: -fromMinor(allowanceMinor),
      reference: citationOf(allowanceEntry),
    });
    notes.push(
      allowance.previousYearLiabilityLimit === null
        ? {
            text: `Employment Allowance (up to ${formatMoney(allowance.amount, 'GBP')} a year) is for employers, not for a company whose only employee paid above the Secondary Threshold is a director, nor for most public bodies.`,
            label: label('uk.ni.note.employmentAllowance', { amount: allowance.amount }),
          }
        : {
            text: `Employment Allowance (up to ${formatMoney(allowance.amount, 'GBP')} a year) only if the employer's secondary Class 1 liabilities were below ${formatMoney(allowance.previousYearLiabilityLimit, 'GBP')} in the previous tax year; not for a company whose only employee paid above the Secondary Threshold is a director.`,
            label: label('uk.ni.note.employmentAllowanceWithLimit', {
              amount: allowance.amount,
              limit: allowance.previousYearLiabilityLimit,
            }),
          },
    );
  }
  const employerMinor = employerGrossMinor - allowanceMinor;

  const breakdowns: BreakdownGroup[] = [
    group(
      'Employee Class 1 NICs',
      label('uk.ni.group.employee'),
      'national-insurance-employee',
      bands(employeeSlices, class1Reference),
      employeeMinor,
    ),
    group('Employer Class 1 NICs', label('uk.ni.group.employer'), 'national-insurance-employer', employerData, employerMinor),
  ];

  // Self-employed: Class 4 on the year's profits, Class 2 where due or paid voluntarily.
  const profitsMinor = toMinor(input.selfEmployedProfits);
  const class4Entry = datedValueAt(class4Contributions, date);
  const class4 = class4Entry.value;
  const class4Slices = sliceIntoBrackets(
    profitsMinor,
    [
      { name: 'Below Lower Profits Limit', label: label('uk.ni.band.class4BelowLowerProfitsLimit'), threshold: 0, rate: 0 },
      { name: 'Class 4 main rate', label: label('uk.ni.band.class4Main'), threshold: class4.lowerProfitsLimit, rate: class4.mainRate },
      {
        name: 'Class 4 above Upper Profits Limit',
        label: label('uk.ni.band.class4Additional'),
        threshold: class4.upperProfitsLimit,
        rate: class4.additionalRate,
      },
    ],
    CLASS4_ROUNDING,
  );
  const class4Minor = sumMinor(class4Slices.map((slice) => slice.taxMinor));

  const class2Entry = datedValueAt(class2Contributions, date);
  const class2 = class2Entry.value;
  const compulsory = class2.compulsoryFromLowerProfitsLimit && profitsMinor >= toMinor(class4.lowerProfitsLimit);
  const belowSmallProfits = profitsMinor < toMinor(class2.smallProfitsThreshold);
  const class2Due = compulsory || (input.voluntaryClass2 && belowSmallProfits);
  const class2Minor = class2Due ? toMinor(class2.weeklyRate) * class2.weeksInYear : 0;
  if (profitsMinor > 0 && !belowSmallProfits && !compulsory)
    notes.push({
      text: `Profits of at least the Small Profits Threshold (${formatMoney(class2.smallProfitsThreshold, 'GBP')}) are credited with Class 2 without paying it.`,
      label: label('uk.ni.note.class2Credited'),
    });
  if (profitsMinor > 0 || class2Minor > 0) {
    const class2Band: BreakdownBand = class2Due
      ? {
          band: `Class 2 at ${formatMoney(class2.weeklyRate, 'GBP')} a week for ${class2.weeksInYear} weeks`,
          label: label('uk.ni.band.class2', { weeklyRate: class2.weeklyRate, weeks: class2.weeksInYear }),
          rate: 0,
          taxableAmount: 0,
          amount: fromMinor(class2Minor),
          reference: citationOf(class2Entry),
        }
      : {
          band: 'Class 2 not payable',
          label: label('uk.ni.band.class2NotDue'),
          rate: 0,
          taxableAmount: 0,
          amount: 0,
          reference: citationOf(class2Entry),
        };
    breakdowns.push(
      group(
        'Self-employed NICs (Class 2 and Class 4)',
        label('uk.ni.group.selfEmployed'),
        'national-insurance-self-employed',
        [...bands(class4Slices, citationOf(class4Entry)), class2Band],
        class4Minor + class2Minor,
      ),
    );
  }

  const class3Entry = datedValueAt(class3WeeklyRate, date);
  const class3Minor = toMinor(class3Entry.value) * input.class3Weeks;
  if (input.class3Weeks > 0)
    breakdowns.push(
      group(
        'Voluntary Class 3 NICs',
        label('uk.ni.group.class3'),
        'national-insurance-class3',
        [
          {
            band: `Class 3 at ${formatMoney(class3Entry.value, 'GBP')} a week for ${input.class3Weeks} weeks`,
            label: label('uk.ni.band.class3', { weeklyRate: class3Entry.value, weeks: input.class3Weeks }),
            rate: 0,
            taxableAmount: 0,
            amount: fromMinor(class3Minor),
            reference: citationOf(class3Entry),
          },
        ],
        class3Minor,
      ),
    );

  const selfEmployedMinor = class2Minor + class4Minor;
  const totalMinor = employeeMinor + employerMinor + selfEmployedMinor + class3Minor;
  const employeeNi = fromMinor(employeeMinor);
  const employerNi = fromMinor(employerMinor);
  const selfEmployed = fromMinor(selfEmployedMinor);
  const total = fromMinor(totalMinor);
  const marginal = bracketMarginalRate(earningsMinor + 1, employeeBands) + bracketMarginalRate(earningsMinor + 1, employerBands);

  const summary: SummaryStat[] = [
    {
      title: 'Employee NICs',
      titleLabel: label('uk.ni.stat.employee'),
      value: employeeNi,
      formattedValue: formatMoney(employeeNi, 'GBP'),
      description: `Category ${input.category}, ${periodNames[input.period]} earnings period`,
      descriptionLabel: label('uk.ni.stat.categoryPeriod', { category: input.category, period: input.period }),
      change: percentOf(employeeMinor, earningsMinor),
      changeType: 'percentage',
      icon: 'user',
    },
    {
      title: 'Employer NICs',
      titleLabel: label('uk.ni.stat.employer'),
      value: employerNi,
      formattedValue: formatMoney(employerNi, 'GBP'),
      ...(allowanceMinor > 0
        ? {
            description: `After ${formatMoney(fromMinor(allowanceMinor), 'GBP')} of Employment Allowance`,
            descriptionLabel: label('uk.ni.stat.allowanceUsed', { amount: fromMinor(allowanceMinor) }),
          }
        : {}),
      change: percentOf(employerMinor, earningsMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Self-employed NICs',
      titleLabel: label('uk.ni.stat.selfEmployed'),
      value: selfEmployed,
      formattedValue: formatMoney(selfEmployed, 'GBP'),
      description: 'Class 2 and Class 4',
      descriptionLabel: label('uk.ni.stat.classes2And4'),
      change: percentOf(selfEmployedMinor, profitsMinor),
      changeType: 'percentage',
      icon: 'shop',
    },
    {
      title: 'Total NICs',
      titleLabel: label('uk.ni.stat.total'),
      value: total,
      formattedValue: formatMoney(total, 'GBP'),
      change: percentOf(totalMinor, earningsMinor + profitsMinor),
      changeType: 'percentage',
      icon: 'safety',
    },
  ];

  return {
    calculationType: 'uk-national-insurance',
    taxYear: input.taxYear,
    currency: 'GBP',
    inputAmount: fromMinor(earningsMinor),
    totalTax: total,
    netAmount: fromMinor(earningsMinor - employeeMinor),
    effectiveRate: percentOf(totalMinor, earningsMinor + profitsMinor),
    marginalRate: Math.round(marginal * 1000) / 1000,
    summary,
    breakdowns,
    period: input.period,
    category: input.category,
    director: input.director,
    payDate,
    employeeNi,
    employerNi,
    employerNiBeforeAllowance: fromMinor(employerGrossMinor),
    employmentAllowanceUsed: fromMinor(allowanceMinor),
    class2: fromMinor(class2Minor),
    class3: fromMinor(class3Minor),
    class4: fromMinor(class4Minor),
    employeeRate: primary.rate,
    employerRate: rates.secondaryRate,
    thresholds,
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}

/** The option lists a form needs: categories with their description, the earnings periods. */
export const niCategoryOptions = niCategories.map((category) => ({ category, description: niCategoryRules[category].description }));

/** The figures a page explaining National Insurance quotes for a tax year (annual earnings period, category A). */
export interface UkNationalInsuranceHeadlines {
  readonly thresholds: Readonly<Record<NiEarningsPeriod, Class1ThresholdSet>>;
  readonly mainRate: number;
  readonly reducedRate: number;
  readonly additionalRate: number;
  readonly employerRate: number;
  /** Set where the main rate changed within the year (2023-24: 10% from 6 January 2024). */
  readonly inYearChange?: { readonly from: IsoDate; readonly mainRate: number; readonly reducedRate: number };
  readonly employmentAllowance: number;
  readonly class2WeeklyRate: number;
  readonly smallProfitsThreshold: number;
  readonly class3WeeklyRate: number;
  readonly class4: {
    readonly lowerProfitsLimit: number;
    readonly upperProfitsLimit: number;
    readonly mainRate: number;
    readonly additionalRate: number;
  };
}

export function ukNationalInsuranceHeadlines(taxYear: UkTaxYear): UkNationalInsuranceHeadlines {
  const date = ukTaxYearStart(taxYear);
  const rates = datedValueAt(class1Rates, date).value;
  const class2 = datedValueAt(class2Contributions, date).value;
  return {
    thresholds: datedValueAt(class1Thresholds, date).value,
    mainRate: rates.mainRate,
    reducedRate: rates.reducedRate,
    additionalRate: rates.additionalRate,
    employerRate: rates.secondaryRate,
    ...(rates.inYearChange ? { inYearChange: rates.inYearChange } : {}),
    employmentAllowance: datedValueAt(employmentAllowanceParameter, date).value.amount,
    class2WeeklyRate: class2.weeklyRate,
    smallProfitsThreshold: class2.smallProfitsThreshold,
    class3WeeklyRate: datedValueAt(class3WeeklyRate, date).value,
    class4: datedValueAt(class4Contributions, date).value,
  };
}
