import type { Parameter } from '../../../../src/core/parameter';
import { sdltReferences } from './references';

/**
 * Percentage points added to the rate of every band (nil band included) for a higher rates transaction
 * (FA 2003 Sch 4ZA para 1). Transitional rules keep 3 points for contracts exchanged before 31 October 2024 and
 * completed later; the calculator takes the completion date as the effective date and does not model them.
 */
export const sdltHigherRatesSurcharge: Parameter<number> = {
  description: 'Stamp Duty Land Tax higher rates for additional dwellings: percentage points added to each residential band rate.',
  unit: 'rate',
  values: [
    {
      from: '2016-04-01',
      value: 3,
      references: [sdltReferences.fa2003sch4za, sdltReferences.sdltm09740],
    },
    {
      from: '2024-10-31',
      value: 5,
      references: [sdltReferences.higherRates, sdltReferences.fa2003sch4za],
      note: 'Raised from 3 to 5 percentage points for transactions with an effective date on or after 31 October 2024 (Autumn Budget 2024); unchanged by the Autumn Budget 2025, still in force throughout 2026.',
    },
  ],
};

/** Below this price a purchase is not a higher rates transaction (Condition A); at or above it the surcharge covers the whole price. */
export const sdltHigherRatesMinimumPrice: Parameter<number> = {
  description:
    'Lowest chargeable consideration at which the Stamp Duty Land Tax higher rates for additional dwellings apply (Sch 4ZA para 3(2)).',
  unit: 'GBP',
  values: [
    {
      from: '2016-04-01',
      value: 40_000,
      references: [sdltReferences.sdltm09770, sdltReferences.fa2003sch4za],
    },
  ],
};
