import type { Parameter } from '../../../../src/core/parameter';
import { sdltReferences } from './references';

/** Percentage points added to every band of whichever residential table applies (FA 2003 s.75ZA). */
export const sdltNonResidentSurcharge: Parameter<number> = {
  description: 'Stamp Duty Land Tax surcharge for non-UK resident purchasers: percentage points added to each residential band rate.',
  unit: 'rate',
  values: [
    {
      from: '2021-04-01',
      value: 2,
      references: [sdltReferences.nonResidentRates, sdltReferences.fa2003s75za, sdltReferences.sdltm09870],
    },
  ],
};

/** The surcharge applies only when the chargeable consideration is at least this amount (Sch 9A para 2(3)). */
export const sdltNonResidentMinimumPrice: Parameter<number> = {
  description: 'Lowest chargeable consideration at which the Stamp Duty Land Tax non-resident surcharge applies (de minimis threshold).',
  unit: 'GBP',
  values: [
    {
      from: '2021-04-01',
      value: 40_000,
      references: [sdltReferences.fa2003sch9aPara2, sdltReferences.sdltm09860],
    },
  ],
};
