import { citationOf } from '../core/parameter';
import { marginalRate as bracketMarginalRate } from '../core/brackets';
import { formatMoney, formatPercent } from '../core/format';
import { label } from '../core/labels';
import { fromMinor, percentOf, toMinor } from '../core/money';
import { datedValueAt, type IsoDate } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import type { Label } from '../core/labels';
import { taxTableLayout, type TaxTableLayout } from '../../params/us/irs/income-tax/tax-table';
import { bandsFromSlices, breakdownGroup, ordinaryIncomeTax, standardDeductionFor } from './federal/common';
import {
  calculateUsFederalCredits,
  maxUsDependents,
  type UsEicIneligibility,
  type UsEicTableRow,
  type UsFederalCredits,
} from './federal/credits';
import type { UsFilingStatus } from './filing-status';
import { usTaxYearStart, type UsTaxYear } from './tax-year';

export const usFederalTaxMethods = ['exact', 'tax-table'] as const;
/** 'exact': rate-table arithmetic to the cent. 'tax-table': the IRS Tax Table (whole dollars, row midpoint) below $100,000. */
export type UsFederalTaxMethod = (typeof usFederalTaxMethods)[number];

export interface UsFederalIncomeTaxInput {
  /** Annual gross income in dollars, taken as adjusted gross income (no above-the-line adjustments are modelled). */
  readonly grossIncome: number;
  readonly filingStatus: UsFilingStatus;
  readonly taxYear: UsTaxYear;
  /** Total itemized deductions (Schedule A); the larger of these and the standard deduction is applied. */
  readonly itemizedDeductions?: number;
  /** People on the return aged 65 or over: 0-2 on a joint or separate married return, otherwise 0-1. */
  readonly age65OrOlder?: number;
  /** People on the return who are blind: same limits as `age65OrOlder`. */
  readonly blind?: number;
  readonly method: UsFederalTaxMethod;
  /** Qualifying children under 17 with a Social Security number, for the Child Tax Credit (IRC §24(c)). Default 0. */
  readonly qualifyingChildren?: number;
  /** Other dependents, for the $500 Credit for Other Dependents (IRC §24(h)(4)). Default 0. */
  readonly otherDependents?: number;
  /** Qualifying children for the Earned Income Credit (IRC §32(c)(3)); default `qualifyingChildren`. */
  readonly eitcQualifyingChildren?: number;
  /** Investment income, only to test the EIC's limit (IRC §32(i)); it is not added to income. Default 0. */
  readonly investmentIncome?: number;
}

export interface UsTaxTableRow {
  readonly atLeast: number;
  readonly lessThan: number;
  /** The amount the table's tax is figured on. */
  readonly midpoint: number;
}

export interface UsFederalIncomeTaxResult extends CalculationResult {
  readonly filingStatus: UsFilingStatus;
  readonly grossIncome: number;
  /** Basic standard deduction for the filing status. */
  readonly basicStandardDeduction: number;
  /** Additional standard deduction for age 65 or over and blindness (IRC §63(f)). */
  readonly additionalStandardDeduction: number;
  /** Basic plus additional standard deduction. */
  readonly standardDeduction: number;
  readonly itemizedDeductions: number;
  /** The deduction applied: the larger of `standardDeduction` and `itemizedDeductions`. */
  readonly deduction: number;
  readonly deductionType: 'standard' | 'itemized';
  readonly taxableIncome: number;
  /** Federal income tax before credits (Form 1040 line 16, which is line 18 here). */
  readonly taxBeforeCredits: number;
  /** The nonrefundable Child Tax Credit (part of Form 1040 line 19; Schedule 8812 line 14). */
  readonly childTaxCredit: number;
  /** The Credit for Other Dependents (the rest of Form 1040 line 19). */
  readonly otherDependentsCredit: number;
  /** Federal income tax after the nonrefundable credits (Form 1040 line 22): never below zero. */
  readonly tax: number;
  /** The refundable Additional Child Tax Credit (Form 1040 line 28; Schedule 8812 line 27). */
  readonly additionalChildTaxCredit: number;
  /** The refundable Earned Income Credit (Form 1040 line 27), from the EIC Table. */
  readonly earnedIncomeCredit: number;
  /** `tax` less the refundable credits: negative means a refund (before any withholding). */
  readonly taxAfterCredits: number;
  readonly qualifyingChildren: number;
  readonly otherDependents: number;
  readonly eitcQualifyingChildren: number;
  /** The EIC Table row used, when the credit was looked up. */
  readonly eicTableRow?: UsEicTableRow;
  /** Why no EIC was allowed, when none was. */
  readonly eicIneligibility?: UsEicIneligibility;
  readonly method: UsFederalTaxMethod;
  /** The method actually used: 'tax-table' falls back to 'exact' at or above the table's $100,000 limit. */
  readonly methodApplied: UsFederalTaxMethod;
  /** Why `methodApplied` differs from `method`, when it does. */
  readonly methodNote?: string;
  readonly methodNoteLabel?: Label;
  /** The Tax Table row used, when `methodApplied` is 'tax-table'. */
  readonly taxTableRow?: UsTaxTableRow;
}

/** Which people a filing status can put on the return: a joint or separate married return may claim a spouse's conditions. */
function maximumPeople(filingStatus: UsFilingStatus): number {
  return filingStatus === 'married-joint' || filingStatus === 'married-separate' ? 2 : 1;
}

function checkPeople(field: 'age65OrOlder' | 'blind', count: number, filingStatus: UsFilingStatus): void {
  const maximum = maximumPeople(filingStatus);
  if (!Number.isInteger(count) || count < 0 || count > maximum) {
    throw new RangeError(`${field} must be a whole number from 0 to ${maximum} for filing status ${filingStatus}, got ${count}`);
  }
}

function checkDependents(field: 'qualifyingChildren' | 'otherDependents' | 'eitcQualifyingChildren', count: number): void {
  if (!Number.isInteger(count) || count < 0 || count > maxUsDependents) {
    throw new RangeError(`${field} must be a whole number from 0 to ${maxUsDependents}, got ${count}`);
  }
}

/** The Tax Table row holding `taxableMinor`, or undefined at or above the table's limit. */
export function taxTableRowFor(taxableMinor: number, layout: TaxTableLayout): UsTaxTableRow | undefined {
  for (const segment of layout.segments) {
    const fromMinorUnits = toMinor(segment.from);
    const toMinorUnits = toMinor(segment.to);
    if (taxableMinor >= fromMinorUnits && taxableMinor < toMinorUnits) {
      const widthMinor = toMinor(segment.width);
      const atLeastMinor = fromMinorUnits + Math.floor((taxableMinor - fromMinorUnits) / widthMinor) * widthMinor;
      return {
        atLeast: fromMinor(atLeastMinor),
        lessThan: fromMinor(atLeastMinor + widthMinor),
        midpoint: fromMinor(atLeastMinor + widthMinor / 2),
      };
    }
  }
  return undefined;
}

/** Whole dollars, 50 cents and over rounded up (Form 1040 instructions, "Rounding off to whole dollars"). */
function roundToWholeDollarsHalfUp(amountMinor: number): number {
  return Math.floor((amountMinor + 50) / 100) * 100;
}

export function calculateUsFederalIncomeTax(input: UsFederalIncomeTaxInput): UsFederalIncomeTaxResult {
  const date: IsoDate = usTaxYearStart(input.taxYear);
  const age65OrOlder = input.age65OrOlder ?? 0;
  const blind = input.blind ?? 0;
  checkPeople('age65OrOlder', age65OrOlder, input.filingStatus);
  checkPeople('blind', blind, input.filingStatus);
  const qualifyingChildren = input.qualifyingChildren ?? 0;
  const otherDependents = input.otherDependents ?? 0;
  const eitcQualifyingChildren = input.eitcQualifyingChildren ?? qualifyingChildren;
  checkDependents('qualifyingChildren', qualifyingChildren);
  checkDependents('otherDependents', otherDependents);
  checkDependents('eitcQualifyingChildren', eitcQualifyingChildren);
  const investmentIncome = input.investmentIncome ?? 0;
  if (!Number.isFinite(investmentIncome) || investmentIncome < 0) {
    throw new RangeError(`investmentIncome must be zero or more, got ${investmentIncome}`);
  }

  const grossMinor = toMinor(input.grossIncome);
  const itemizedMinor = toMinor(input.itemizedDeductions ?? 0);
  const standard = standardDeductionFor(input.filingStatus, date, age65OrOlder + blind);
  const deductionType = itemizedMinor > standard.totalMinor ? 'itemized' : 'standard';
  const deductionMinor = Math.max(itemizedMinor, standard.totalMinor);
  const taxableMinor = Math.max(0, grossMinor - deductionMinor);

  const layoutEntry = datedValueAt(taxTableLayout, date);
  const row = input.method === 'tax-table' ? taxTableRowFor(taxableMinor, layoutEntry.value) : undefined;
  const methodApplied: UsFederalTaxMethod = row ? 'tax-table' : 'exact';
  const methodNote =
    input.method === 'tax-table' && !row
      ? `The IRS Tax Table covers taxable income below ${formatMoney(layoutEntry.value.upTo, 'USD')}; at or above it the Tax Computation Worksheet applies, which equals the exact rate-table computation.`
      : undefined;

  const ordinary = ordinaryIncomeTax(row ? toMinor(row.midpoint) : taxableMinor, input.filingStatus, date);
  const taxMinor = row ? roundToWholeDollarsHalfUp(ordinary.taxMinor) : ordinary.taxMinor;
  const bands: BreakdownBand[] = bandsFromSlices(ordinary.slices, ordinary.reference);
  if (row) {
    bands.push({
      band: `Tax Table rounding (row $${row.atLeast.toLocaleString('en-US')}–$${row.lessThan.toLocaleString('en-US')}, tax on the midpoint to whole dollars)`,
      label: label('us.federal.band.taxTableRounding', { from: row.atLeast, to: row.lessThan }),
      rate: 0,
      taxableAmount: 0,
      amount: fromMinor(taxMinor - ordinary.taxMinor),
      reference: citationOf(layoutEntry),
    });
  }

  const credits = calculateUsFederalCredits({
    filingStatus: input.filingStatus,
    taxYear: input.taxYear,
    date,
    wagesMinor: grossMinor,
    taxBeforeCreditsMinor: taxMinor,
    qualifyingChildren,
    otherDependents,
    eitcQualifyingChildren,
    // A request with children, or one naming its EIC children (0 included), claims the EIC; one naming neither
    // calculates as before the credits existed, since the childless EIC depends on age and dependency.
    claimsEarnedIncomeCredit: input.eitcQualifyingChildren !== undefined || qualifyingChildren > 0,
    investmentIncomeMinor: toMinor(investmentIncome),
  });
  bands.push(...nonrefundableCreditBands(credits));
  const taxAfterNonrefundableMinor = taxMinor - credits.nonrefundableMinor;
  const refundableMinor = credits.additionalChildTaxCreditMinor + credits.earnedIncomeCreditMinor;
  const taxAfterCreditsMinor = taxAfterNonrefundableMinor - refundableMinor;

  // The next dollar of income is taxed only once the deduction is used up.
  const marginal = grossMinor < deductionMinor ? 0 : bracketMarginalRate(taxableMinor + 1, ordinary.brackets);
  const tax = fromMinor(taxAfterNonrefundableMinor);
  const taxAfterCredits = fromMinor(taxAfterCreditsMinor);
  const taxableIncome = fromMinor(taxableMinor);
  const deduction = fromMinor(deductionMinor);
  const effectiveRate = percentOf(taxAfterNonrefundableMinor, grossMinor);

  const summary: SummaryStat[] = [
    {
      title: 'Federal income tax',
      titleLabel: label('us.stat.federalIncomeTax'),
      value: tax,
      formattedValue: formatMoney(tax, 'USD'),
      ...(credits.nonrefundableMinor > 0
        ? { description: 'After the child and dependent credits', descriptionLabel: label('us.federal.stat.afterNonrefundableCredits') }
        : {
            description: methodApplied === 'tax-table' ? 'From the IRS Tax Table' : 'Exact rate-table computation',
            descriptionLabel: label(methodApplied === 'tax-table' ? 'us.federal.stat.fromTaxTable' : 'us.federal.stat.exactComputation'),
          }),
      change: effectiveRate,
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Taxable income',
      titleLabel: label('common.stat.taxableIncome'),
      value: taxableIncome,
      formattedValue: formatMoney(taxableIncome, 'USD'),
      change: percentOf(taxableMinor, grossMinor),
      changeType: 'percentage',
      icon: 'calculator',
    },
    {
      title: deductionType === 'itemized' ? 'Itemized deductions' : 'Standard deduction',
      titleLabel: label(deductionType === 'itemized' ? 'us.stat.itemizedDeductions' : 'us.stat.standardDeduction'),
      value: deduction,
      formattedValue: formatMoney(deduction, 'USD'),
      description: deductionType === 'itemized' ? 'Itemized deductions exceed the standard deduction' : 'Standard deduction applied',
      descriptionLabel: label(deductionType === 'itemized' ? 'us.federal.stat.itemizedExceedStandard' : 'us.federal.stat.standardApplied'),
      change: fromMinor(deductionMinor - standard.totalMinor),
      changeType: 'amount',
      icon: 'gift',
    },
    {
      title: 'Marginal rate',
      titleLabel: label('common.stat.marginalRate'),
      value: marginal,
      formattedValue: formatPercent(marginal),
      description: `Effective rate ${formatPercent(effectiveRate)}`,
      descriptionLabel: label('common.stat.effectiveRateIs', { rate: effectiveRate }),
      icon: 'percentage',
    },
    ...(refundableMinor > 0 ? [taxAfterCreditsStat(taxAfterCredits, refundableMinor)] : []),
  ];
  const refundableBands = refundableCreditBands(credits);

  return {
    calculationType: 'us-federal-tax',
    taxYear: String(input.taxYear),
    currency: 'USD',
    inputAmount: fromMinor(grossMinor),
    totalTax: tax,
    netAmount: fromMinor(grossMinor - taxAfterNonrefundableMinor),
    effectiveRate,
    marginalRate: marginal,
    summary,
    breakdowns: [
      breakdownGroup('Federal income tax', label('us.group.federalIncomeTax'), 'income-tax', bands, taxAfterNonrefundableMinor),
      ...(refundableBands.length > 0
        ? [
            breakdownGroup(
              'Refundable credits (paid to you)',
              label('us.group.refundableCredits'),
              'refundable-credits',
              refundableBands,
              refundableMinor,
            ),
          ]
        : []),
    ],
    filingStatus: input.filingStatus,
    grossIncome: fromMinor(grossMinor),
    basicStandardDeduction: fromMinor(standard.basicMinor),
    additionalStandardDeduction: fromMinor(standard.additionalMinor),
    standardDeduction: fromMinor(standard.totalMinor),
    itemizedDeductions: fromMinor(itemizedMinor),
    deduction,
    deductionType,
    taxableIncome,
    taxBeforeCredits: fromMinor(taxMinor),
    childTaxCredit: fromMinor(credits.childTaxCreditMinor),
    otherDependentsCredit: fromMinor(credits.otherDependentsCreditMinor),
    tax,
    additionalChildTaxCredit: fromMinor(credits.additionalChildTaxCreditMinor),
    earnedIncomeCredit: fromMinor(credits.earnedIncomeCreditMinor),
    taxAfterCredits,
    qualifyingChildren,
    otherDependents,
    eitcQualifyingChildren,
    ...(credits.eicTableRow ? { eicTableRow: credits.eicTableRow } : {}),
    ...(credits.eicIneligibility ? { eicIneligibility: credits.eicIneligibility } : {}),
    method: input.method,
    methodApplied,
    ...(methodNote ? { methodNote, methodNoteLabel: label('us.federal.note.taxTableLimit', { limit: layoutEntry.value.upTo }) } : {}),
    ...(row ? { taxTableRow: row } : {}),
  };
}

/** Form 1040 line 19 as negative lines of the income tax group, so that the group adds up to line 22. */
function nonrefundableCreditBands(credits: UsFederalCredits): BreakdownBand[] {
  const bands: BreakdownBand[] = [];
  if (credits.childTaxCreditMinor > 0) {
    bands.push({
      band: 'Child Tax Credit (IRC §24; Schedule 8812 line 14)',
      label: label('us.federal.band.childTaxCredit'),
      rate: 0,
      taxableAmount: 0,
      amount: -fromMinor(credits.childTaxCreditMinor),
      reference: credits.ctcReference,
    });
  }
  if (credits.otherDependentsCreditMinor > 0) {
    bands.push({
      band: 'Credit for Other Dependents (IRC §24(h)(4); Schedule 8812 line 14)',
      label: label('us.federal.band.otherDependentsCredit'),
      rate: 0,
      taxableAmount: 0,
      amount: -fromMinor(credits.otherDependentsCreditMinor),
      reference: credits.ctcReference,
    });
  }
  return bands;
}

/** Form 1040 lines 27 and 28: paid even beyond the tax, so shown as a group of their own (positive amounts). */
function refundableCreditBands(credits: UsFederalCredits): BreakdownBand[] {
  const bands: BreakdownBand[] = [];
  if (credits.additionalChildTaxCreditMinor > 0) {
    bands.push({
      band: 'Additional Child Tax Credit (IRC §24(d); Schedule 8812 Part II)',
      label: label('us.federal.band.additionalChildTaxCredit'),
      rate: 0,
      taxableAmount: 0,
      amount: fromMinor(credits.additionalChildTaxCreditMinor),
      reference: credits.ctcReference,
    });
  }
  if (credits.earnedIncomeCreditMinor > 0) {
    const row = credits.eicTableRow!;
    bands.push({
      band: `Earned Income Credit (IRC §32; Pub. 596 EIC Table row $${row.atLeast.toLocaleString('en-US')}–$${row.lessThan.toLocaleString('en-US')}, ${credits.eicColumnChildren} ${credits.eicColumnChildren === 1 ? 'child' : 'children'})`,
      label: label('us.federal.band.earnedIncomeCredit', { from: row.atLeast, to: row.lessThan, children: credits.eicColumnChildren }),
      rate: 0,
      taxableAmount: 0,
      amount: fromMinor(credits.earnedIncomeCreditMinor),
      reference: credits.eicReference,
    });
  }
  return bands;
}

function taxAfterCreditsStat(taxAfterCredits: number, refundableMinor: number): SummaryStat {
  return {
    title: taxAfterCredits < 0 ? 'Refund from credits' : 'Tax after credits',
    titleLabel: label(taxAfterCredits < 0 ? 'us.federal.stat.refundFromCredits' : 'us.federal.stat.taxAfterCredits'),
    // A refund is shown as a positive amount under its own title; `taxAfterCredits` on the result keeps the sign.
    value: Math.abs(taxAfterCredits),
    formattedValue: formatMoney(Math.abs(taxAfterCredits), 'USD'),
    description: `After ${formatMoney(fromMinor(refundableMinor), 'USD')} of refundable credits`,
    descriptionLabel: label('us.federal.stat.afterRefundableCredits', { amount: fromMinor(refundableMinor) }),
    icon: 'gift',
  };
}
