import type { Parameter } from '../../../src/core/parameter';
import { erbstgReferences } from './references';

export interface InheritanceRateStep {
  /** The step covers taxable acquisitions up to and including this value, in euros; null for the last step. */
  readonly upTo: number | null;
  /** Percent in tax classes I, II and III. */
  readonly I: number;
  readonly II: number;
  readonly III: number;
}

export const inheritanceTaxRates: Parameter<readonly InheritanceRateStep[]> = {
  description:
    'Inheritance and gift tax rates by the value of the taxable acquisition and the tax class (§ 19 Abs. 1 ErbStG): one rate applies to the whole acquisition.',
  unit: 'rate',
  values: [
    {
      from: '2010-01-01',
      value: [
        { upTo: 75_000, I: 7, II: 15, III: 30 },
        { upTo: 300_000, I: 11, II: 20, III: 30 },
        { upTo: 600_000, I: 15, II: 25, III: 30 },
        { upTo: 6_000_000, I: 19, II: 30, III: 30 },
        { upTo: 13_000_000, I: 23, II: 35, III: 50 },
        { upTo: 26_000_000, I: 27, II: 40, III: 50 },
        { upTo: null, I: 30, II: 43, III: 50 },
      ],
      references: [erbstgReferences.erbstg19, erbstgReferences.wachstumsbeschleunigungsgesetz],
    },
  ],
};

export interface HardshipRelief {
  /** Up to and including this rate (percent), the excess over the last limit is charged at `lowerShare`. */
  readonly rateLimit: number;
  /** Percent of the excess charged at rates up to `rateLimit` (§ 19 Abs. 3 Buchst. a). */
  readonly lowerShare: number;
  /** Percent of the excess charged at higher rates (§ 19 Abs. 3 Buchst. b). */
  readonly upperShare: number;
}

export const inheritanceHardshipRelief: Parameter<HardshipRelief> = {
  description:
    'Härteausgleich (§ 19 Abs. 3 ErbStG): the tax above that on the last bracket limit may take at most half (rates up to 30 %) or three quarters (higher rates) of the excess.',
  unit: 'rate',
  values: [
    {
      from: '2009-01-01',
      value: { rateLimit: 30, lowerShare: 50, upperShare: 75 },
      references: [erbstgReferences.erbstg19, erbstgReferences.erbsth19],
    },
  ],
};
