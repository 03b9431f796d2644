import { marginalRate, sliceIntoBrackets } from '../core/brackets';
import { formatMoney } from '../core/format';
import { label, type Label } from '../core/labels';
import { fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../core/parameter';
import type { CalculationResult, SummaryStat } from '../core/result';
import { estateTaxBasicExclusionAmount } from '../../params/us/irs/estate-tax/basic-exclusion-amount';
import { estateTaxRateSchedule } from '../../params/us/irs/estate-tax/rate-schedule';
import { bandsFromSlices, breakdownGroup } from './federal/common';
import { usStateName, type UsStateCode } from './states';
import { usTaxYearStart, type UsTaxYear } from './tax-year';

/**
 * Jurisdictions with their own death taxes (as listed in docs/tax-parameters.md, "US estate tax"): an estate tax
 * (Maryland has both), an inheritance tax by the heir's relationship (Iowa's ends for deaths from 1 January 2025).
 * Their rates and exemptions are not modelled yet: the calculator names the tax and says so.
 */
export const usStateEstateTaxStates = ['CT', 'DC', 'HI', 'IL', 'MA', 'MD', 'ME', 'MN', 'NY', 'OR', 'RI', 'VT', 'WA'] as const;
export const usStateInheritanceTaxStates = ['IA', 'KY', 'MD', 'NE', 'NJ', 'PA'] as const;
const iowaInheritanceTaxLastYear = 2024;

/** Years of death the estate tax calculator offers. */
export const usEstateTaxYears = [2024, 2025, 2026] as const satisfies readonly UsTaxYear[];

export interface UsEstateTaxInput {
  /** Year of death. */
  readonly taxYear: UsTaxYear;
  /** Form 706 line 3c; when absent, the gross estate less the deductions below. */
  readonly taxableEstate?: number;
  /** Form 706 line 1. */
  readonly grossEstate?: number;
  readonly maritalDeduction?: number;
  readonly charitableDeduction?: number;
  /** Funeral and administration expenses, debts and mortgages (Schedules J and K). */
  readonly debtsAndExpenses?: number;
  /** Form 706 line 4: taxable gifts made after 1976 not included in the gross estate. */
  readonly adjustedTaxableGifts?: number;
  /** Form 706 line 9b: deceased spousal unused exclusion (DSUE) amount. */
  readonly deceasedSpouseUnusedExclusion?: number;
  /** Form 706 line 7: gift tax paid or payable on gifts made after 1976. */
  readonly giftTaxPayable?: number;
  /** The decedent's state (USPS code), to name its own estate or inheritance tax. */
  readonly state?: UsStateCode;
}

export interface UsStateDeathTax {
  readonly state: UsStateCode;
  readonly estateTax: boolean;
  readonly inheritanceTax: boolean;
  /** False: the state's own tax is named but not computed. */
  readonly modelled: false;
}

export interface UsEstateTaxResult extends CalculationResult {
  readonly taxableEstate: number;
  /** Line 5: taxable estate plus adjusted taxable gifts. */
  readonly taxBase: number;
  /** Line 6: tentative tax on line 5 (§2001(c)). */
  readonly tentativeTax: number;
  readonly giftTaxPayable: number;
  /** Line 8: tentative tax less gift tax payable. */
  readonly grossEstateTax: number;
  readonly basicExclusionAmount: number;
  readonly deceasedSpouseUnusedExclusion: number;
  /** Line 9d: basic exclusion plus DSUE. */
  readonly applicableExclusionAmount: number;
  /** Line 9e / 11: tentative tax on the applicable exclusion amount. */
  readonly applicableCredit: number;
  /** Line 12 (no credits for foreign death taxes or prior transfers modelled). */
  readonly estateTax: number;
  /** The state's own death taxes, when a state is given. */
  readonly stateDeathTax?: UsStateDeathTax;
  /** What the figures leave out, in English; `noteLabels` holds the same notes as labels, in order. */
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/** Which death taxes of its own a state levies on deaths in the year. */
export function stateDeathTaxOf(state: UsStateCode, taxYear: number): UsStateDeathTax {
  const estateTax = (usStateEstateTaxStates as readonly string[]).includes(state);
  const inheritanceTax =
    (usStateInheritanceTaxStates as readonly string[]).includes(state) && !(state === 'IA' && taxYear > iowaInheritanceTaxLastYear);
  return { state, estateTax, inheritanceTax, modelled: false };
}

/** Tentative tax on an amount by the unified rate schedule, to the cent (the schedule's edges are whole dollars). */
export function tentativeEstateTax(amountMinor: number, date: IsoDate): number {
  return sumMinor(
    sliceIntoBrackets(amountMinor, datedValueAt(estateTaxRateSchedule, date).value, 'half-up').map((slice) => slice.taxMinor),
  );
}

function stat(title: string, titleLabel: Label, valueMinor: number, icon: string): SummaryStat {
  const value = fromMinor(valueMinor);
  return { title, titleLabel, value, formattedValue: formatMoney(value, 'USD'), icon };
}

/** The taxable estate: given, or the gross estate less the marital, charitable and debt deductions (not below 0). */
export function taxableEstateOf(input: UsEstateTaxInput): number {
  if (input.taxableEstate !== undefined) return toMinor(input.taxableEstate);
  const deductionsMinor = sumMinor(
    [input.maritalDeduction, input.charitableDeduction, input.debtsAndExpenses].map((amount) => toMinor(amount ?? 0)),
  );
  return Math.max(0, toMinor(input.grossEstate ?? 0) - deductionsMinor);
}

/**
 * Federal estate tax by Form 706 Part 2 (lines 3c to 12): tentative tax on the taxable estate plus adjusted taxable
 * gifts, less gift tax payable on post-1976 gifts, less the applicable credit (the tentative tax on the basic
 * exclusion amount plus DSUE), not below zero. Not modelled: the state death tax deduction, restored exclusion, credits
 * for foreign death taxes and tax on prior transfers, generation-skipping transfer tax.
 */
export function calculateUsEstateTax(input: UsEstateTaxInput): UsEstateTaxResult {
  const date = usTaxYearStart(input.taxYear);
  const scheduleEntry = datedValueAt(estateTaxRateSchedule, date);
  const exclusionEntry = datedValueAt(estateTaxBasicExclusionAmount, date);

  const taxableEstateMinor = taxableEstateOf(input);
  const giftsMinor = toMinor(input.adjustedTaxableGifts ?? 0);
  const taxBaseMinor = taxableEstateMinor + giftsMinor;
  const slices = sliceIntoBrackets(taxBaseMinor, scheduleEntry.value, 'half-up');
  const tentativeMinor = sumMinor(slices.map((slice) => slice.taxMinor));
  const giftTaxMinor = toMinor(input.giftTaxPayable ?? 0);
  const grossEstateTaxMinor = Math.max(0, tentativeMinor - giftTaxMinor);
  const basicExclusionMinor = toMinor(exclusionEntry.value);
  const dsueMinor = toMinor(input.deceasedSpouseUnusedExclusion ?? 0);
  const applicableExclusionMinor = basicExclusionMinor + dsueMinor;
  const applicableCreditMinor = tentativeEstateTax(applicableExclusionMinor, date);
  const estateTaxMinor = Math.max(0, grossEstateTaxMinor - applicableCreditMinor);
  const creditsUsedMinor = tentativeMinor - estateTaxMinor;

  const reference = citationOf(scheduleEntry);
  const creditReference = `${citationOf(exclusionEntry)}; ${reference}`;
  const marginal = estateTaxMinor > 0 ? marginalRate(taxBaseMinor, scheduleEntry.value) : 0;
  const inputMinor = taxableEstateMinor;

  const notes: string[] = [];
  const noteLabels: Label[] = [];
  let stateDeathTax: UsStateDeathTax | undefined;
  if (input.state !== undefined) {
    const state = input.state;
    stateDeathTax = stateDeathTaxOf(state, input.taxYear);
    const { estateTax, inheritanceTax } = stateDeathTax;
    const name = usStateName(state);
    if (estateTax || inheritanceTax) {
      const kind = estateTax && inheritanceTax ? 'both' : estateTax ? 'estate' : 'inheritance';
      const what = { both: 'an estate tax and an inheritance tax', estate: 'an estate tax', inheritance: 'an inheritance tax' }[kind];
      notes.push(`${name} levies ${what} of its own, which this calculator does not compute yet.`);
      noteLabels.push(label('us.estate.note.stateTaxNotModelled', { state: name, kind }));
    } else {
      notes.push(`${name} levies no estate or inheritance tax of its own.`);
      noteLabels.push(label('us.estate.note.noStateDeathTax', { state: name }));
    }
  }

  return {
    calculationType: 'us-estate-tax',
    taxYear: String(input.taxYear),
    currency: 'USD',
    inputAmount: fromMinor(inputMinor),
    totalTax: fromMinor(estateTaxMinor),
    netAmount: fromMinor(inputMinor - estateTaxMinor),
    effectiveRate: percentOf(estateTaxMinor, inputMinor),
    marginalRate: marginal,
    summary: [
      stat('Federal estate tax', label('us.estate.stat.estateTax'), estateTaxMinor, 'bank'),
      stat('Tentative tax', label('us.estate.stat.tentativeTax'), tentativeMinor, 'calculator'),
      stat('Applicable exclusion amount', label('us.estate.stat.applicableExclusion'), applicableExclusionMinor, 'gift'),
      stat('Applicable credit', label('us.estate.stat.applicableCredit'), applicableCreditMinor, 'percentage'),
    ],
    breakdowns: [
      breakdownGroup(
        'Tentative tax (unified rate schedule)',
        label('us.estate.group.tentativeTax'),
        'estate-tax',
        bandsFromSlices(slices, reference),
        tentativeMinor,
      ),
      breakdownGroup(
        'Credits against the tentative tax',
        label('us.estate.group.credits'),
        'estate-tax-credit',
        [
          {
            band: 'Gift tax paid or payable on gifts after 1976 (Form 706 line 7)',
            label: label('us.estate.band.giftTaxPayable'),
            rate: 0,
            taxableAmount: fromMinor(giftsMinor),
            amount: fromMinor(Math.min(giftTaxMinor, tentativeMinor)),
            reference,
          },
          {
            band: 'Applicable credit used (Form 706 line 11)',
            label: label('us.estate.band.applicableCredit'),
            rate: 0,
            taxableAmount: fromMinor(applicableExclusionMinor),
            amount: fromMinor(creditsUsedMinor - Math.min(giftTaxMinor, tentativeMinor)),
            reference: creditReference,
          },
        ],
        creditsUsedMinor,
      ),
    ],
    taxableEstate: fromMinor(taxableEstateMinor),
    taxBase: fromMinor(taxBaseMinor),
    tentativeTax: fromMinor(tentativeMinor),
    giftTaxPayable: fromMinor(giftTaxMinor),
    grossEstateTax: fromMinor(grossEstateTaxMinor),
    basicExclusionAmount: exclusionEntry.value,
    deceasedSpouseUnusedExclusion: fromMinor(dsueMinor),
    applicableExclusionAmount: fromMinor(applicableExclusionMinor),
    applicableCredit: fromMinor(applicableCreditMinor),
    estateTax: fromMinor(estateTaxMinor),
    ...(stateDeathTax ? { stateDeathTax } : {}),
    notes,
    noteLabels,
  };
}
