import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { sdltReferences } from './references';

/**
 * Keyed by the effective date (usually completion) the table starts to apply; a transaction uses the table in
 * force on its effective date. Rates apply to the portion of the price within each band.
 */
export const sdltResidentialBands: Parameter<readonly Bracket[]> = {
  description:
    'Stamp Duty Land Tax rates for residential property in England and Northern Ireland, by portion of the price (FA 2003 s.55(1B) Table A).',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2022-09-23',
      value: [
        { name: 'Up to £250,000', threshold: 0, rate: 0 },
        { name: '£250,001 to £925,000', threshold: 250_000, rate: 5 },
        { name: '£925,001 to £1.5 million', threshold: 925_000, rate: 10 },
        { name: 'Above £1.5 million', threshold: 1_500_000, rate: 12 },
      ],
      references: [sdltReferences.residentialRates, sdltReferences.fa2003s55],
      note: 'The nil-rate band doubled to £250,000 from 23 September 2022; the Stamp Duty Land Tax (Temporary Relief) Act 2023 ended this table on 31 March 2025.',
    },
    {
      from: '2025-04-01',
      value: [
        { name: 'Up to £125,000', threshold: 0, rate: 0 },
        { name: '£125,001 to £250,000', threshold: 125_000, rate: 2 },
        { name: '£250,001 to £925,000', threshold: 250_000, rate: 5 },
        { name: '£925,001 to £1.5 million', threshold: 925_000, rate: 10 },
        { name: 'Above £1.5 million', threshold: 1_500_000, rate: 12 },
      ],
      references: [sdltReferences.residentialRates, sdltReferences.fa2003s55],
      note: 'The nil-rate band returned to £125,000 (with the 2% band) from 1 April 2025. Unchanged by the Autumn Budget 2025: still in force for completions throughout 2026.',
    },
  ],
};
