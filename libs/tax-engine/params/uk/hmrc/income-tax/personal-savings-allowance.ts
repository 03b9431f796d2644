import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';
import { incomeTaxReferences } from './references';

export interface PersonalSavingsAllowance {
  /** Savings nil rate amount when no income is charged above the basic rate. */
  readonly basicRate: number;
  /** When some income is charged at the higher rate. */
  readonly higherRate: number;
  /** When some income is charged at the additional rate. */
  readonly additionalRate: number;
}

export const personalSavingsAllowance: Parameter<PersonalSavingsAllowance> = {
  description: 'Personal Savings Allowance: savings income charged at the savings nil rate, by the highest rate charged on the income.',
  unit: 'GBP',
  values: [
    {
      from: '2016-04-06',
      value: { basicRate: 1_000, higherRate: 500, additionalRate: 0 },
      references: [incomeTaxReferences.ita2007s12A, incomeTaxReferences.savingsInterest, ukReferences.incomeTaxRates],
      note: 'Unchanged since 2016-17: £1,000, £500 and £0 in each year from 2023-24 to 2026-27.',
    },
  ],
};
