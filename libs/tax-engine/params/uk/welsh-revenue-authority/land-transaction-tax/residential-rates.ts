import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { lttReferences } from './references';

/** Main residential rates (Table 1). Wales has no first-time buyer relief: first-time buyers pay these rates. */
export const lttResidentialBands: Parameter<readonly Bracket[]> = {
  description: 'Land Transaction Tax main residential rates in Wales, by portion of the price.',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2022-10-10',
      value: [
        { name: 'Up to £225,000', threshold: 0, rate: 0 },
        { name: '£225,001 to £400,000', threshold: 225_000, rate: 6 },
        { name: '£400,001 to £750,000', threshold: 400_000, rate: 7.5 },
        { name: '£750,001 to £1.5 million', threshold: 750_000, rate: 10 },
        { name: 'Above £1.5 million', threshold: 1_500_000, rate: 12 },
      ],
      references: [lttReferences.ratesAndBands, lttReferences.amendment2022],
      note: 'Unchanged by the Welsh Budget 2026-27: still in force for completions throughout 2026.',
    },
  ],
};

/**
 * Higher residential rates (Table 2): a separate table used instead of the main rates for additional dwellings, not
 * a surcharge on them (its bands differ from the main table's since 10 October 2022).
 */
export const lttHigherResidentialBands: Parameter<readonly Bracket[]> = {
  description: 'Land Transaction Tax higher residential rates in Wales for additional dwellings, by portion of the price.',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2020-12-22',
      value: [
        { name: 'Up to £180,000 (higher rates)', threshold: 0, rate: 4 },
        { name: '£180,001 to £250,000 (higher rates)', threshold: 180_000, rate: 7.5 },
        { name: '£250,001 to £400,000 (higher rates)', threshold: 250_000, rate: 9 },
        { name: '£400,001 to £750,000 (higher rates)', threshold: 400_000, rate: 11.5 },
        { name: '£750,001 to £1.5 million (higher rates)', threshold: 750_000, rate: 14 },
        { name: 'Above £1.5 million (higher rates)', threshold: 1_500_000, rate: 16 },
      ],
      references: [lttReferences.amendment2020, lttReferences.regulations2018],
    },
    {
      from: '2024-12-11',
      value: [
        { name: 'Up to £180,000 (higher rates)', threshold: 0, rate: 5 },
        { name: '£180,001 to £250,000 (higher rates)', threshold: 180_000, rate: 8.5 },
        { name: '£250,001 to £400,000 (higher rates)', threshold: 250_000, rate: 10 },
        { name: '£400,001 to £750,000 (higher rates)', threshold: 400_000, rate: 12.5 },
        { name: '£750,001 to £1.5 million (higher rates)', threshold: 750_000, rate: 15 },
        { name: 'Above £1.5 million (higher rates)', threshold: 1_500_000, rate: 17 },
      ],
      references: [lttReferences.amendment2024, lttReferences.ratesAndBands],
      note: 'Each higher rate raised by 1 percentage point for effective dates on or after 11 December 2024 (contracts entered into earlier may keep the old rates; not modelled). Unchanged by the Welsh Budget 2026-27: still in force throughout 2026.',
    },
  ],
};

export const lttHigherRatesMinimumPrice: Parameter<number> = {
  description: 'Lowest chargeable consideration at which the Land Transaction Tax higher residential rates apply in Wales.',
  unit: 'GBP',
  values: [{ from: '2018-04-01', value: 40_000, references: [lttReferences.lttaSch5Para3] }],
};
