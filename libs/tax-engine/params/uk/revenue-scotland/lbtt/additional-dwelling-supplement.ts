import type { Parameter } from '../../../../src/core/parameter';
import { lbttReferences } from './references';

/**
 * ADS is charged as a percentage of the whole relevant consideration, on top of the LBTT from the bands. Contracts
 * entered into before a rate change keep the old rate; the calculator takes the completion date and does not model that.
 */
export const lbttAdditionalDwellingSupplementRate: Parameter<number> = {
  description: 'Land and Buildings Transaction Tax Additional Dwelling Supplement: percent of the whole price of an additional dwelling.',
  unit: 'rate',
  values: [
    { from: '2019-01-25', value: 4, references: [lbttReferences.adsFaq] },
    { from: '2022-12-16', value: 6, references: [lbttReferences.ads2022, lbttReferences.adsGuidance] },
    {
      from: '2024-12-05',
      value: 8,
      references: [lbttReferences.ads2024, lbttReferences.adsGuidance],
      note: 'Unchanged by the Scottish Budget 2026-27: still in force for completions throughout 2026.',
    },
  ],
};

export const lbttAdditionalDwellingSupplementMinimumPrice: Parameter<number> = {
  description: 'Lowest price of an additional dwelling at which the Additional Dwelling Supplement is charged in Scotland.',
  unit: 'GBP',
  values: [{ from: '2016-04-01', value: 40_000, references: [lbttReferences.adsFaq] }],
};
