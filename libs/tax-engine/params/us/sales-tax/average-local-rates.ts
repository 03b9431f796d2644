import type { IsoDate, Reference } from '../../../src/core/parameter';
import type { UsStateCode } from '../../../src/us/states';
import { salesTaxReferences as ref } from './references';

/**
 * One of the Tax Foundation's tables of average local sales tax rates: each state's population-weighted average of
 * city, county and district rates in percent, as of `asOf`, used for sales from `from` when the visitor gives no local
 * rate of their own.
 */
export interface AverageLocalRateTable {
  readonly from: IsoDate;
  readonly asOf: IsoDate;
  readonly value: Partial<Record<UsStateCode, number>>;
  readonly references: readonly Reference[];
  readonly note?: string;
}

/**
 * The tables in date order. A sale uses the table in force on its date; where that table has no figure for the state
 * (the 2025 table was read only in part), the latest table's figure is used and its date is shown with it.
 */
export const averageLocalSalesTaxRates: readonly AverageLocalRateTable[] = [
  {
    from: '2024-01-01',
    asOf: '2025-01-01',
    value: {
      // Combined rate (Tax Foundation, 1 January 2025) − statewide rate on that day.
      AL: 5.43, // 9.43 − 4
      AK: 1.82, // 1.82 − 0
      AR: 2.96, // 9.46 − 6.5
      HI: 0.5, // 4.50 − 4
      LA: 5.12, // 10.12 − 5
      TN: 2.56, // 9.56 − 7
      WA: 2.93, // 9.43 − 6.5
      WI: 0.7, // 5.70 − 5
      WY: 1.44, // 5.44 − 4
      // No local sales tax (Maine is also among the ten: 5.50 − 5.5).
      CT: 0,
      DE: 0,
      DC: 0,
      IN: 0,
      KY: 0,
      ME: 0,
      MD: 0,
      MA: 0,
      MI: 0,
      MT: 0,
      NH: 0,
      OR: 0,
      RI: 0,
    },
    references: [ref.taxFoundation2025, ref.taxFoundation2016Table],
    note: 'Only the states the 2025 report names were read; for the others the 2026 table is used.',
  },
  {
    from: '2026-01-01',
    asOf: '2026-01-01',
    value: {
      AL: 5.46,
      AK: 1.82,
      AZ: 2.92,
      AR: 2.96,
      CA: 1.74,
      CO: 4.99,
      CT: 0,
      DE: 0,
      FL: 0.98,
      GA: 3.49,
      HI: 0.5,
      ID: 0.03,
      IL: 2.71,
      IN: 0,
      IA: 0.94,
      KS: 2.19,
      KY: 0,
      LA: 5.11,
      ME: 0,
      MD: 0,
      MA: 0,
      MI: 0,
      MN: 1.26,
      MS: 0.06,
      MO: 4.22,
      MT: 0,
      NE: 1.48,
      NV: 1.39,
      NH: 0,
      // The table's −0.02 is Salem County's half rate averaged in; everywhere else charges the state rate only.
      NJ: 0,
      NM: 2.79,
      NY: 4.54,
      NC: 2.25,
      ND: 2.09,
      OH: 1.54,
      OK: 4.56,
      OR: 0,
      PA: 0.34,
      RI: 0,
      SC: 1.49,
      SD: 1.91,
      TN: 2.61,
      TX: 1.95,
      UT: 1.32,
      VT: 0.39,
      VA: 0.47,
      WA: 3.01,
      WV: 0.59,
      WI: 0.72,
      WY: 1.56,
      DC: 0,
    },
    references: [ref.taxFoundation2026],
  },
];
