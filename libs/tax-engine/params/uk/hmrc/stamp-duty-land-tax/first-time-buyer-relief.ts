import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { sdltReferences } from './references';

/** First-time buyer rates (FA 2003 Sch 6ZA para 4), used instead of the residential table when the relief is claimed. */
export const sdltFirstTimeBuyerBands: Parameter<readonly Bracket[]> = {
  description: 'Stamp Duty Land Tax first-time buyer rates in England and Northern Ireland, by portion of the price (FA 2003 Sch 6ZA).',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2022-09-23',
      value: [
        { name: 'Up to £425,000 (first-time buyer)', threshold: 0, rate: 0 },
        { name: '£425,001 to £625,000 (first-time buyer)', threshold: 425_000, rate: 5 },
      ],
      references: [sdltReferences.firstTimeBuyerRelief, sdltReferences.fa2003sch6za],
    },
    {
      from: '2025-04-01',
      value: [
        { name: 'Up to £300,000 (first-time buyer)', threshold: 0, rate: 0 },
        { name: '£300,001 to £500,000 (first-time buyer)', threshold: 300_000, rate: 5 },
      ],
      references: [sdltReferences.firstTimeBuyerRelief, sdltReferences.fa2003sch6za, sdltReferences.sdltm29800],
      note: 'Unchanged by the Autumn Budget 2025: still in force for completions throughout 2026.',
    },
  ],
};

/** No relief at all (not even on the first part of the price) when the price is above this limit. */
export const sdltFirstTimeBuyerPriceCap: Parameter<number> = {
  description:
    'Highest price (relevant consideration) for which Stamp Duty Land Tax first-time buyer relief can be claimed in England and Northern Ireland.',
  unit: 'GBP',
  values: [
    {
      from: '2022-09-23',
      value: 625_000,
      references: [sdltReferences.firstTimeBuyerRelief, sdltReferences.fa2003sch6za],
    },
    {
      from: '2025-04-01',
      value: 500_000,
      references: [sdltReferences.firstTimeBuyerRelief, sdltReferences.fa2003sch6za, sdltReferences.sdltm29800],
    },
  ],
};
