import type { Parameter } from '../../../../src/core/parameter';
import { incomeTaxReferences } from './references';

export interface HighIncomeChildBenefitCharge {
  /** Adjusted net income above which the charge starts. */
  readonly threshold: number;
  /** Pounds of adjusted net income above the threshold for each 1% of the Child Benefit charged. */
  readonly incomePerPercent: number;
}

export const highIncomeChildBenefitCharge: Parameter<HighIncomeChildBenefitCharge> = {
  description: 'High Income Child Benefit Charge: 1% of the Child Benefit for each step of adjusted net income above the threshold.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { threshold: 50_000, incomePerPercent: 100 },
      references: [incomeTaxReferences.itepa681C, incomeTaxReferences.hicbcGuidance],
      note: '1% for every £100 above £50,000, so the whole benefit at £60,000, in 2023-24 (the rule since the charge began on 7 January 2013).',
    },
    {
      from: '2024-04-06',
      value: { threshold: 60_000, incomePerPercent: 200 },
      references: [incomeTaxReferences.itepa681C, incomeTaxReferences.hicbc2024, incomeTaxReferences.hicbcGuidance],
      note: '1% for every £200 above £60,000, so the whole benefit at £80,000, from 2024-25.',
    },
  ],
};
