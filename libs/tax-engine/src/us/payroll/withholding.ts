import { bracket, sliceIntoBrackets, type Bracket, type BracketSlice } from '../../core/brackets';
import { label } from '../../core/labels';
import { sumMinor, toMinor } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import { ordinaryIncomeTaxBrackets } from '../../../params/us/irs/income-tax/ordinary-brackets';
import { withholdingTableStandardDeduction } from '../../../params/us/irs/withholding/table-standard-deduction';
import { worksheet1aAdjustment } from '../../../params/us/irs/withholding/worksheet-1a-adjustment';
import type { UsW4FilingStatus } from '../w4-filing-status';

/** Pay periods a year (Pub. 15-T Worksheet 1A, Table 3; 1 for an annual payroll). */
export const usPayPeriods = [1, 2, 4, 12, 24, 26, 52, 260] as const;
export type UsPayPeriods = (typeof usPayPeriods)[number];

/** Form W-4 (2020 or later) entries, annual dollars. */
export interface UsW4 {
  readonly filingStatus: UsW4FilingStatus;
  /** Step 2(c): the box for two jobs, or a spouse who also works. */
  readonly multipleJobs: boolean;
  /** Step 3: credits for dependents and other credits. */
  readonly dependentsAmount: number;
  /** Step 4(a): other income not from jobs. */
  readonly otherIncome: number;
  /** Step 4(b): deductions other than the standard deduction. */
  readonly deductions: number;
  /** Step 4(c): extra withholding each pay period. */
  readonly extraWithholding: number;
}

export type UsWithholdingTableKind = 'standard' | 'step2-checkbox';

/** Worksheet 1A's lines, in cents; names follow the worksheet's line numbers. */
export interface UsWithholdingWorksheet {
  readonly table: UsWithholdingTableKind;
  readonly line1aMinor: number;
  readonly line1bPayPeriods: number;
  readonly line1cMinor: number;
  readonly line1gMinor: number;
  /** Adjusted Annual Wage Amount. */
  readonly line1iMinor: number;
  /** Tentative annual withholding (column C plus column D of the excess over column A). */
  readonly line2gMinor: number;
  /** Tentative withholding amount per period. */
  readonly line2hMinor: number;
  readonly line3bMinor: number;
  readonly line3cMinor: number;
  /** Withholding per pay period. */
  readonly line4bMinor: number;
  readonly slices: readonly BracketSlice[];
  readonly reference: string;
}

/** A positive amount shared over pay periods, to the nearest cent (half up), as the worksheet's divisions are. */
export function perPeriodMinor(annualMinor: number, payPeriods: number): number {
  return Math.floor((2 * annualMinor + payPeriods) / (2 * payPeriods));
}

const noWithholding = { name: 'No withholding', label: label('us.payrollTax.band.noWithholding') };

/**
 * The Annual Percentage Method table for a W-4 status (Pub. 15-T section 1). Each year's tables are the year's rate
 * brackets moved up by their first, untaxed row: the STANDARD table's is the built-in standard deduction less the
 * line 1g amount; the Step 2 checkbox table halves the standard deduction and every bracket, so that each of two jobs
 * is withheld on half of a couple's or a two-job worker's allowances.
 */
export function percentageMethodTable(status: UsW4FilingStatus, table: UsWithholdingTableKind, date: IsoDate): readonly Bracket[] {
  const rateBrackets = datedValueAt(ordinaryIncomeTaxBrackets, date).value[status];
  const standardDeduction = datedValueAt(withholdingTableStandardDeduction, date).value[status];
  const adjustment = datedValueAt(worksheet1aAdjustment, date).value[status];
  const halve = table === 'step2-checkbox';
  const untaxed = halve ? standardDeduction / 2 : standardDeduction - adjustment;
  return [
    bracket(0, 0, noWithholding),
    ...rateBrackets.map((rateBracket) => ({
      ...rateBracket,
      threshold: untaxed + (halve ? rateBracket.threshold / 2 : rateBracket.threshold),
    })),
  ];
}

/**
 * Pub. 15-T Worksheet 1A (automated payroll, Form W-4 from 2020 or later), in cents: the annual figure is the period's
 * wages times the periods; the worksheet's divisions are rounded to the cent.
 */
export function worksheet1A(periodWagesMinor: number, payPeriods: number, w4: UsW4, date: IsoDate): UsWithholdingWorksheet {
  const table: UsWithholdingTableKind = w4.multipleJobs ? 'step2-checkbox' : 'standard';
  const adjustmentEntry = datedValueAt(worksheet1aAdjustment, date);
  const line1cMinor = periodWagesMinor * payPeriods;
  const line1eMinor = line1cMinor + toMinor(w4.otherIncome);
  const line1gMinor = w4.multipleJobs ? 0 : toMinor(adjustmentEntry.value[w4.filingStatus]);
  const line1hMinor = toMinor(w4.deductions) + line1gMinor;
  const line1iMinor = Math.max(0, line1eMinor - line1hMinor);
  const slices = sliceIntoBrackets(line1iMinor, percentageMethodTable(w4.filingStatus, table, date), 'half-up');
  const line2gMinor = sumMinor(slices.map((slice) => slice.taxMinor));
  const line2hMinor = perPeriodMinor(line2gMinor, payPeriods);
  const line3bMinor = perPeriodMinor(toMinor(w4.dependentsAmount), payPeriods);
  const line3cMinor = Math.max(0, line2hMinor - line3bMinor);
  const line4bMinor = line3cMinor + toMinor(w4.extraWithholding);
  const reference = [
    ...new Set([
      citationOf(adjustmentEntry),
      citationOf(datedValueAt(withholdingTableStandardDeduction, date)),
      citationOf(datedValueAt(ordinaryIncomeTaxBrackets, date)),
    ]),
  ].join('; ');
  return {
    table,
    line1aMinor: periodWagesMinor,
    line1bPayPeriods: payPeriods,
    line1cMinor,
    line1gMinor,
    line1iMinor,
    line2gMinor,
    line2hMinor,
    line3bMinor,
    line3cMinor,
    line4bMinor,
    slices,
    reference,
  };
}
