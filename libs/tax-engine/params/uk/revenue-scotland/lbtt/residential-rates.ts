import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { lbttReferences } from './references';

/**
 * The same table has applied since 1 April 2015 except for the coronavirus nil-rate band of £250,000 (15 July 2020
 * to 31 March 2021); this file starts after that holiday ended, the earliest date the calculator supports.
 */
export const lbttResidentialBands: Parameter<readonly Bracket[]> = {
  description: 'Land and Buildings Transaction Tax rates for residential property in Scotland, by portion of the price.',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2021-04-01',
      value: [
        { name: 'Up to £145,000', threshold: 0, rate: 0 },
        { name: '£145,001 to £250,000', threshold: 145_000, rate: 2 },
        { name: '£250,001 to £325,000', threshold: 250_000, rate: 5 },
        { name: '£325,001 to £750,000', threshold: 325_000, rate: 10 },
        { name: 'Above £750,000', threshold: 750_000, rate: 12 },
      ],
      references: [lbttReferences.ratesAndBands, lbttReferences.ratesOrder2015],
      note: 'Unchanged by the Scottish Budget 2026-27: still in force for completions throughout 2026.',
    },
  ],
};

/** First-time buyer relief: tax is not chargeable on this much of the price; there is no price limit. */
export const lbttFirstTimeBuyerNilRateBand: Parameter<number> = {
  description:
    'Land and Buildings Transaction Tax first-time buyer relief: the portion of the price on which no tax is chargeable (the nil-rate band as raised for first-time buyers).',
  unit: 'GBP',
  values: [
    {
      from: '2018-06-30',
      value: 175_000,
      references: [lbttReferences.firstTimeBuyerRelief],
    },
  ],
};
