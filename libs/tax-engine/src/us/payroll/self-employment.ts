import { applyRate } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import { selfEmploymentTaxDeductibleShare } from '../../../params/us/irs/self-employment-tax/deductible-share';
import { selfEmploymentMedicareRate } from '../../../params/us/irs/self-employment-tax/medicare-rate';
import { selfEmploymentMinimumNetEarnings } from '../../../params/us/irs/self-employment-tax/minimum-net-earnings';
import { selfEmploymentNetEarningsFactor } from '../../../params/us/irs/self-employment-tax/net-earnings-factor';
import { selfEmploymentSocialSecurityRate } from '../../../params/us/irs/self-employment-tax/social-security-rate';
import { socialSecurityWageBase } from '../../../params/us/ssa/social-security-wage-base';

/** Schedule SE (Form 1040) Part I lines, in cents (regular method; no church income or optional methods). */
export interface ScheduleSe {
  /** Line 4a: net profit × 92.35%. */
  readonly line4aMinor: number;
  /** Line 4c is under $400: no self-employment tax. */
  readonly belowMinimum: boolean;
  /** Line 6: net earnings from self-employment (0 when below the minimum). */
  readonly line6Minor: number;
  /** Line 9: wage base less W-2 Social Security wages, not below 0. */
  readonly line9Minor: number;
  readonly socialSecurityBaseMinor: number;
  /** Line 10: 12.4% of the smaller of lines 6 and 9. */
  readonly line10Minor: number;
  /** Line 11: 2.9% of line 6. */
  readonly line11Minor: number;
  /** Line 12: self-employment tax. */
  readonly line12Minor: number;
  /** Line 13: deduction for one half of the self-employment tax. */
  readonly line13Minor: number;
  readonly socialSecurityRate: number;
  readonly medicareRate: number;
  readonly minimum: number;
  readonly socialSecurityReference: string;
  readonly medicareReference: string;
}

/** Schedule SE for a net profit and the Social Security wages already taxed (line 8a); amounts to the cent, half up. */
export function scheduleSe(profitMinor: number, socialSecurityWagesMinor: number, date: IsoDate): ScheduleSe {
  const factorEntry = datedValueAt(selfEmploymentNetEarningsFactor, date);
  const minimumEntry = datedValueAt(selfEmploymentMinimumNetEarnings, date);
  const socialSecurityEntry = datedValueAt(selfEmploymentSocialSecurityRate, date);
  const medicareEntry = datedValueAt(selfEmploymentMedicareRate, date);
  const wageBaseEntry = datedValueAt(socialSecurityWageBase, date);
  const line4aMinor = applyRate(Math.max(0, profitMinor), factorEntry.value, 'half-up');
  const belowMinimum = line4aMinor < minimumEntry.value * 100;
  const line6Minor = belowMinimum ? 0 : line4aMinor;
  const line9Minor = Math.max(0, wageBaseEntry.value * 100 - socialSecurityWagesMinor);
  const socialSecurityBaseMinor = Math.min(line6Minor, line9Minor);
  const line10Minor = applyRate(socialSecurityBaseMinor, socialSecurityEntry.value, 'half-up');
  const line11Minor = applyRate(line6Minor, medicareEntry.value, 'half-up');
  const line12Minor = line10Minor + line11Minor;
  const line13Minor = applyRate(line12Minor, datedValueAt(selfEmploymentTaxDeductibleShare, date).value, 'half-up');
  return {
    line4aMinor,
    belowMinimum,
    line6Minor,
    line9Minor,
    socialSecurityBaseMinor,
    line10Minor,
    line11Minor,
    line12Minor,
    line13Minor,
    socialSecurityRate: socialSecurityEntry.value,
    medicareRate: medicareEntry.value,
    minimum: minimumEntry.value,
    socialSecurityReference: `${citationOf(socialSecurityEntry)}; ${citationOf(factorEntry)}; ${citationOf(wageBaseEntry)}`,
    medicareReference: `${citationOf(medicareEntry)}; ${citationOf(minimumEntry)}`,
  };
}
