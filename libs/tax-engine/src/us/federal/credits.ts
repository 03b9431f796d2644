import { toMinor } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import type { UsFilingStatus } from '../filing-status';
import { calculateUsPayrollTaxes } from '../payroll-taxes';
import type { UsTaxYear } from '../tax-year';
import { childTaxCredit } from '../../../params/us/irs/credits/child-tax-credit';
import { earnedIncomeCredit, type EarnedIncomeCreditColumn } from '../../../params/us/irs/credits/earned-income-credit';

export { maxUsDependents } from './dependents';

export interface UsFederalCreditsInput {
  readonly filingStatus: UsFilingStatus;
  readonly taxYear: UsTaxYear;
  readonly date: IsoDate;
  /** Wages: the only income the model has, so they are the earned income, the AGI and the modified AGI at once. */
  readonly wagesMinor: number;
  /** Form 1040 line 18 (the tax before credits), which limits the nonrefundable credits (Credit Limit Worksheet A). */
  readonly taxBeforeCreditsMinor: number;
  /** Qualifying children under 17 with a Social Security number (§24(c), §24(h)(7)). */
  readonly qualifyingChildren: number;
  readonly otherDependents: number;
  /** Qualifying children for the EIC (§32(c)(3)); 3 or more all count as 3. */
  readonly eitcQualifyingChildren: number;
  /**
   * Whether the filer claims the EIC at all. Without qualifying children it turns on facts the model does not ask
   * (aged 25 to 64, not another's dependent, §32(c)(1)(A)(ii)), so a request claims it by naming its EIC children.
   */
  readonly claimsEarnedIncomeCredit: boolean;
  readonly investmentIncomeMinor: number;
}

export interface UsEicTableRow {
  readonly atLeast: number;
  readonly lessThan: number;
  readonly midpoint: number;
}

export type UsEicIneligibility = 'not-claimed' | 'married-separate' | 'investment-income' | 'no-earned-income' | 'income-too-high';

export interface UsFederalCredits {
  /** Schedule 8812 line 8: children × credit plus other dependents × $500, before the phase-out. */
  readonly ctcOdcMaximumMinor: number;
  /** Schedule 8812 line 11: the phase-out reduction. */
  readonly phaseOutMinor: number;
  /** Schedule 8812 line 14 (Form 1040 line 19): the nonrefundable part, limited by the tax. */
  readonly nonrefundableMinor: number;
  /** Line 14 split for display: the other-dependents part first, the rest is child tax credit (see docs/tax-parameters.md). */
  readonly childTaxCreditMinor: number;
  readonly otherDependentsCreditMinor: number;
  /** Schedule 8812 line 27 (Form 1040 line 28). */
  readonly additionalChildTaxCreditMinor: number;
  /** Form 1040 line 27, from the EIC Table. */
  readonly earnedIncomeCreditMinor: number;
  readonly eicTableRow?: UsEicTableRow;
  readonly eicIneligibility?: UsEicIneligibility;
  readonly eicColumnChildren: number;
  readonly ctcReference: string;
  readonly eicReference: string;
}

const wholeDollar = 100;

/** Whole dollars, 50 cents and over rounded up (Form 1040 instructions, "Rounding off to whole dollars"). */
function roundToDollarMinor(amountMinor: number): number {
  return Math.floor((amountMinor + 50) / wholeDollar) * wholeDollar;
}

/**
 * The EIC Table row holding `amountMinor`: rows are $50 wide ("At least $1 but less than $50", then $50–$100, ...),
 * and the table's credit is the §32 formula at the row's midpoint, rounded to whole dollars (Form 1040 instructions,
 * EIC Table; Pub. 596). `undefined` below $1.
 */
export function eicTableRowFor(amountMinor: number, widthDollars: number): UsEicTableRow | undefined {
  if (amountMinor < wholeDollar) return undefined;
  const widthMinor = toMinor(widthDollars);
  const startMinor = Math.floor(amountMinor / widthMinor) * widthMinor;
  const atLeastMinor = Math.max(startMinor, wholeDollar);
  const lessThanMinor = startMinor + widthMinor;
  return { atLeast: atLeastMinor / 100, lessThan: lessThanMinor / 100, midpoint: (atLeastMinor + lessThanMinor) / 200 };
}

/** The §32(a)-(b) credit at an income, in cents (unrounded): the phase-in capped at the maximum, less the phase-out. */
export function eicFormulaMinor(incomeMinor: number, column: EarnedIncomeCreditColumn, joint: boolean): number {
  const phaseInMinor = Math.min(incomeMinor * column.creditRate, toMinor(column.maximumCredit));
  const startMinor = toMinor(joint ? column.phaseOutStartJoint : column.phaseOutStart);
  const phaseOutMinor = Math.max(0, incomeMinor - startMinor) * column.phaseOutRate;
  return Math.max(0, phaseInMinor - phaseOutMinor);
}

interface EicOutcome {
  readonly creditMinor: number;
  readonly row?: UsEicTableRow;
  readonly ineligibility?: UsEicIneligibility;
}

function earnedIncomeCreditFor(input: UsFederalCreditsInput, children: number): EicOutcome {
  const values = datedValueAt(earnedIncomeCredit, input.date).value;
  if (!input.claimsEarnedIncomeCredit) return { creditMinor: 0, ineligibility: 'not-claimed' };
  // §32(d): married people must file jointly. The §32(d)(2) exception for a separated spouse is not modelled.
  if (input.filingStatus === 'married-separate') return { creditMinor: 0, ineligibility: 'married-separate' };
  if (input.investmentIncomeMinor > toMinor(values.investmentIncomeLimit)) return { creditMinor: 0, ineligibility: 'investment-income' };
  const column = values.columns[children]!;
  const joint = input.filingStatus === 'married-joint';
  const completedMinor = toMinor(joint ? column.completedPhaseOutJoint : column.completedPhaseOut);
  if (input.wagesMinor >= completedMinor) return { creditMinor: 0, ineligibility: 'income-too-high' };
  const row = eicTableRowFor(input.wagesMinor, values.tableRowWidth);
  if (!row) return { creditMinor: 0, ineligibility: 'no-earned-income' };
  return { creditMinor: roundToDollarMinor(eicFormulaMinor(toMinor(row.midpoint), column, joint)), row };
}

/**
 * The Child Tax Credit, Credit for Other Dependents and Additional Child Tax Credit as Schedule 8812 figures them,
 * and the Earned Income Credit from the EIC Table, for a filer whose only income is wages.
 */
export function calculateUsFederalCredits(input: UsFederalCreditsInput): UsFederalCredits {
  const ctcEntry = datedValueAt(childTaxCredit, input.date);
  const eicEntry = datedValueAt(earnedIncomeCredit, input.date);
  const ctc = ctcEntry.value;
  const eicColumnChildren = Math.min(input.eitcQualifyingChildren, 3);
  const eic = earnedIncomeCreditFor(input, eicColumnChildren);

  // Schedule 8812 Part I, lines 4-12.
  const childrenMinor = input.qualifyingChildren * toMinor(ctc.perChild);
  const otherMinor = input.otherDependents * toMinor(ctc.perOtherDependent);
  const maximumMinor = childrenMinor + otherMinor;
  const thresholdMinor = toMinor(input.filingStatus === 'married-joint' ? ctc.phaseOutThresholdJoint : ctc.phaseOutThreshold);
  const excessMinor = Math.max(0, input.wagesMinor - thresholdMinor);
  // Line 10: the excess rounded up to the next multiple of $1,000.
  const steps = Math.ceil(excessMinor / toMinor(ctc.phaseOutStep));
  const phaseOutMinor = Math.min(maximumMinor, steps * toMinor(ctc.phaseOutPerStep));
  const afterPhaseOutMinor = maximumMinor - phaseOutMinor;
  // Lines 13-14: limited by the tax (Credit Limit Worksheet A is the tax itself when no other credits are claimed).
  const nonrefundableMinor = Math.min(afterPhaseOutMinor, Math.max(0, input.taxBeforeCreditsMinor));
  const otherDependentsCreditMinor = Math.min(nonrefundableMinor, otherMinor);

  // Part II-A, lines 16a-20 and 27.
  const unusedMinor = afterPhaseOutMinor - nonrefundableMinor;
  const refundableCapMinor = Math.min(unusedMinor, input.qualifyingChildren * toMinor(ctc.refundablePerChild));
  let earnedPartMinor = Math.round(Math.max(0, input.wagesMinor - toMinor(ctc.earnedIncomeThreshold)) * ctc.refundableRate);
  if (input.qualifyingChildren >= ctc.childrenForPayrollTaxAlternative) {
    // Part II-B (lines 21-26): the Social Security and Medicare taxes on the wages less the EIC, when larger.
    const payroll = calculateUsPayrollTaxes({ wages: input.wagesMinor / 100, filingStatus: input.filingStatus, taxYear: input.taxYear });
    earnedPartMinor = Math.max(earnedPartMinor, payroll.minor.total - eic.creditMinor);
  }
  const additionalChildTaxCreditMinor = Math.max(0, Math.min(refundableCapMinor, earnedPartMinor));

  return {
    ctcOdcMaximumMinor: maximumMinor,
    phaseOutMinor,
    nonrefundableMinor,
    childTaxCreditMinor: nonrefundableMinor - otherDependentsCreditMinor,
    otherDependentsCreditMinor,
    additionalChildTaxCreditMinor,
    earnedIncomeCreditMinor: eic.creditMinor,
    ...(eic.row ? { eicTableRow: eic.row } : {}),
    ...(eic.ineligibility ? { eicIneligibility: eic.ineligibility } : {}),
    eicColumnChildren,
    ctcReference: citationOf(ctcEntry),
    eicReference: citationOf(eicEntry),
  };
}
