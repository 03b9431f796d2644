import { sliceIntoBrackets, type Bracket, type BracketSlice } from '../../core/brackets';
import { label, type Label } from '../../core/labels';
import { fromMinor, sumMinor, toMinor } from '../../core/money';
import { citationOf, datedValueAt, valueAt, type IsoDate } from '../../core/parameter';
import type { BreakdownBand, BreakdownGroup } from '../../core/result';
import type { UsFilingStatus } from '../filing-status';
import { additionalStandardDeduction } from '../../../params/us/irs/income-tax/additional-standard-deduction';
import { ordinaryIncomeTaxBrackets } from '../../../params/us/irs/income-tax/ordinary-brackets';
import { standardDeduction } from '../../../params/us/irs/income-tax/standard-deduction';

export function breakdownGroup(
  title: string,
  groupLabel: Label,
  type: string,
  data: readonly BreakdownBand[],
  totalMinor: number,
): BreakdownGroup {
  return { title, label: groupLabel, type, data, totalAmount: fromMinor(totalMinor) };
}

/** A federal rate-table bracket ("22% bracket") as a label. */
export function bracketLabel(bracket: Bracket): Label {
  return bracket.label ?? label('us.band.percentBracket', { rate: bracket.rate });
}

export function bandsFromSlices(slices: readonly BracketSlice[], reference: string): BreakdownBand[] {
  return slices.map((slice) => ({
    band: slice.bracket.name,
    label: bracketLabel(slice.bracket),
    rate: slice.bracket.rate,
    taxableAmount: fromMinor(slice.taxableMinor),
    amount: fromMinor(slice.taxMinor),
    reference,
  }));
}

export interface OrdinaryTax {
  readonly slices: readonly BracketSlice[];
  readonly taxMinor: number;
  readonly brackets: readonly Bracket[];
  readonly reference: string;
}

/**
 * Tax on ordinary taxable income from the rate table, to the cent. Thresholds are whole dollars, so every full
 * bracket's tax is a whole number of cents; only the slice the income ends in can leave a fraction of a cent,
 * which is rounded to the nearest cent (half up) — the same result as rounding the "base + rate × excess" form.
 */
export function ordinaryIncomeTax(taxableMinor: number, filingStatus: UsFilingStatus, date: IsoDate): OrdinaryTax {
  const entry = datedValueAt(ordinaryIncomeTaxBrackets, date);
  const brackets = entry.value[filingStatus];
  const slices = sliceIntoBrackets(taxableMinor, brackets, 'half-up');
  return { slices, taxMinor: sumMinor(slices.map((slice) => slice.taxMinor)), brackets, reference: citationOf(entry) };
}

/** Spouses' conditions count only on a joint (or surviving-spouse) return's own two people; others have one person. */
const unmarriedStatuses: ReadonlySet<UsFilingStatus> = new Set<UsFilingStatus>(['single', 'head-of-household']);

export interface StandardDeductionAmounts {
  readonly basicMinor: number;
  readonly additionalMinor: number;
  readonly totalMinor: number;
  readonly reference: string;
}

/**
 * Basic standard deduction plus one additional amount per condition (IRC §63(c)(3), §63(f)): `conditions` is the
 * number of people aged 65 or over plus the number of blind people on the return (each 0-2).
 */
export function standardDeductionFor(filingStatus: UsFilingStatus, date: IsoDate, conditions: number): StandardDeductionAmounts {
  const basicEntry = datedValueAt(standardDeduction, date);
  const additional = valueAt(additionalStandardDeduction, date);
  const perCondition = unmarriedStatuses.has(filingStatus) ? additional.unmarried : additional.married;
  const basicMinor = toMinor(basicEntry.value[filingStatus]);
  const additionalMinor = toMinor(perCondition) * conditions;
  return { basicMinor, additionalMinor, totalMinor: basicMinor + additionalMinor, reference: citationOf(basicEntry) };
}
