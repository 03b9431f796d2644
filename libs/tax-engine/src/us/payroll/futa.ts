import { applyRate } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import { futaCreditReduction } from '../../../params/us/irs/futa/credit-reduction';
import { futaMaximumCredit } from '../../../params/us/irs/futa/maximum-credit';
import { futaTaxRate } from '../../../params/us/irs/futa/tax-rate';
import { futaWageBase } from '../../../params/us/irs/futa/wage-base';

export interface Futa {
  readonly futaWagesMinor: number;
  /** Net rate: 6.0% less the 5.4% credit, plus the state's credit reduction. */
  readonly netRate: number;
  readonly creditReduction: number;
  /** Form 940 line 8 (0.6% of FUTA wages) plus Schedule A's credit reduction. */
  readonly futaMinor: number;
  /** A state was named but the year's final credit reduction list has not been read: none is applied. */
  readonly reductionUnknown: boolean;
  readonly reference: string;
}

/**
 * The employer's FUTA tax on one employee, assuming state unemployment contributions paid in full and on time (the
 * whole 5.4% credit). Form 940 and Schedule A each apply their rate to the FUTA wages and round to the cent.
 */
export function futaFor(wagesMinor: number, state: string | undefined, date: IsoDate): Futa {
  const rateEntry = datedValueAt(futaTaxRate, date);
  const creditEntry = datedValueAt(futaMaximumCredit, date);
  const baseEntry = datedValueAt(futaWageBase, date);
  const reductionEntry = datedValueAt(futaCreditReduction, date);
  const futaWagesMinor = Math.min(wagesMinor, baseEntry.value * 100);
  const creditReduction = state === undefined ? 0 : (reductionEntry.value.byState[state] ?? 0);
  const netMinor = applyRate(futaWagesMinor, rateEntry.value, 'half-up') - applyRate(futaWagesMinor, creditEntry.value, 'half-up');
  const reductionMinor = applyRate(futaWagesMinor, creditReduction, 'half-up');
  const reductionUnknown = state !== undefined && !reductionEntry.value.final;
  return {
    futaWagesMinor,
    netRate: (Math.round(rateEntry.value * 1000) - Math.round(creditEntry.value * 1000) + Math.round(creditReduction * 1000)) / 1000,
    creditReduction,
    futaMinor: netMinor + reductionMinor,
    reductionUnknown,
    reference: [citationOf(rateEntry), citationOf(creditEntry), citationOf(baseEntry), citationOf(reductionEntry)].join('; '),
  };
}
