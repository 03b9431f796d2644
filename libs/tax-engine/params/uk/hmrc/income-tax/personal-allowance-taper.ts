import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export interface PersonalAllowanceTaper {
  /** Adjusted net income above which the allowance is withdrawn. */
  readonly incomeLimit: number;
  /** Pounds of allowance withdrawn per pound of income above the limit. */
  readonly withdrawalPerPound: number;
}

export const personalAllowanceTaper: Parameter<PersonalAllowanceTaper> = {
  description: 'Personal Allowance taper: reduced by £1 for every £2 of adjusted net income above the income limit.',
  unit: 'GBP',
  values: [
    {
      from: '2010-04-06',
      value: { incomeLimit: 100_000, withdrawalPerPound: 0.5 },
      references: [ukReferences.ita2007s35, ukReferences.incomeTaxRatesPage],
    },
  ],
};
