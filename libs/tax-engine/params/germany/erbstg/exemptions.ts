import type { Parameter } from '../../../src/core/parameter';
import { erbstgReferences } from './references';

/** One age step of the children's Versorgungsfreibetrag (§ 17 Abs. 2 ErbStG). */
export interface ChildPensionAllowanceStep {
  /** The step covers children up to and including this age in completed years. */
  readonly upToAge: number;
  readonly amount: number;
}

export interface PensionAllowances {
  /** § 17 Abs. 1: surviving spouse or registered civil partner. */
  readonly spouse: number;
  /** § 17 Abs. 2 Satz 1 Nr. 1–5: children of tax class I Nr. 2, by age; none from the 27th birthday. */
  readonly children: readonly ChildPensionAllowanceStep[];
}

export const pensionAllowances: Parameter<PensionAllowances> = {
  description:
    'Besonderer Versorgungsfreibetrag on acquisitions on death (§ 17 ErbStG), in euros: for the surviving spouse and, by age, for children up to their 27th birthday; reduced by the capital value of pensions not subject to the tax.',
  unit: 'EUR',
  values: [
    {
      from: '2009-01-01',
      value: {
        spouse: 256_000,
        // "bis zu 5 Jahren", "mehr als 5 bis zu 10 Jahren", …, "mehr als 20 Jahren bis zur Vollendung des 27. Lebensjahres".
        children: [
          { upToAge: 5, amount: 52_000 },
          { upToAge: 10, amount: 41_000 },
          { upToAge: 15, amount: 30_700 },
          { upToAge: 20, amount: 20_500 },
          { upToAge: 26, amount: 10_300 },
        ],
      },
      references: [erbstgReferences.erbstg17, erbstgReferences.erbstrg2009],
    },
  ],
};

export const familyHomeLivingAreaLimit: Parameter<number> = {
  description:
    'Living area up to which a child’s inheritance of the family home is exempt (§ 13 Abs. 1 Nr. 4c ErbStG), in square metres; above it the exemption is the share 200 m² ÷ living area.',
  unit: 'square-metres',
  values: [
    {
      from: '2009-01-01',
      value: 200,
      references: [erbstgReferences.erbstg13, erbstgReferences.erbstrg2009],
    },
  ],
};
