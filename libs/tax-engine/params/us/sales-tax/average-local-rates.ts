import type { DatedValue } from '../../../src/core/parameter';
import type { UsStateCode } from '../../../src/us/states';
import { salesTaxReferences as ref } from './references';

/**
 * The average local sales tax rate of a state in percent (the Tax Foundation's population-weighted average of city,
 * county and district rates), used when the visitor gives no local rate. The table is dated: `asOf` is the date the
 * averages describe, and one table serves every date calculated (the averages move by hundredths of a point a year).
 *
 * Only states whose average could be read from the source are listed: for the ten states the 2025 report names, the
 * average is its combined rate less the statewide rate on 1 January 2025; the 13 jurisdictions without local sales
 * taxes have 0. For any other state the calculator adds no local rate and says so, asking for the visitor's own.
 */
export const averageLocalSalesTaxRates: DatedValue<Partial<Record<UsStateCode, number>>> & { readonly asOf: '2025-01-01' } = {
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
  note: 'Averages for the other 28 states were not read from the source and are not entered.',
};
