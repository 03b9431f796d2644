import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';
import { incomeTaxReferences } from './references';

export interface DividendRates {
  /** Percent, on dividends in the basic rate band. */
  readonly ordinary: number;
  /** Percent, in the higher rate band. */
  readonly upper: number;
  /** Percent, above the higher rate limit. */
  readonly additional: number;
}

export const dividendRates: Parameter<DividendRates> = {
  description: 'Dividend ordinary, upper and additional rates: the same for every UK taxpayer, Scottish taxpayers included.',
  unit: 'rate',
  values: [
    {
      from: '2022-04-06',
      value: { ordinary: 8.75, upper: 33.75, additional: 39.35 },
      references: [incomeTaxReferences.ita2007s8, incomeTaxReferences.fa2022s5, ukReferences.incomeTaxRates],
      note: '8.75%, 33.75% and 39.35% for 2022-23 to 2025-26.',
    },
    {
      from: '2026-04-06',
      value: { ordinary: 10.75, upper: 35.75, additional: 39.35 },
      references: [incomeTaxReferences.ita2007s8, incomeTaxReferences.dividendRates2026, incomeTaxReferences.taxOnDividends],
      note: 'The ordinary and upper rates rise by two points from 6 April 2026; the additional rate is unchanged.',
    },
  ],
};
