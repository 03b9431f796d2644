import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';
import { incomeTaxReferences } from './references';

export interface SavingsStartingRate {
  /** Starting rate limit: the band of taxable income in which savings income is charged at the starting rate. */
  readonly limit: number;
  /** Percent. */
  readonly rate: number;
}

/** The band is reduced pound for pound by taxable non-savings income (ITA 2007 s.12), which the calculator does. */
export const savingsStartingRate: Parameter<SavingsStartingRate> = {
  description: 'Starting rate for savings: savings income in the first part of taxable income charged at 0%.',
  unit: 'GBP',
  values: [
    {
      from: '2015-04-06',
      value: { limit: 5_000, rate: 0 },
      references: [incomeTaxReferences.ita2007s7, incomeTaxReferences.savingsInterest, ukReferences.incomeTaxRates],
      note: 'The £5,000 limit and 0% rate have applied since 2015-16 and apply in each year from 2023-24 to 2026-27.',
    },
  ],
};
