import type { Parameter } from '../../../src/core/parameter';
import { erbstgReferences } from './references';

/** The § 16 Abs. 1 ErbStG allowance groups. */
export interface InheritanceAllowances {
  /** Nr. 1: spouse and registered civil partner. */
  readonly spouse: number;
  /** Nr. 2: children (and stepchildren) and children of deceased children. */
  readonly child: number;
  /** Nr. 3: the other children's children (grandchildren). */
  readonly grandchild: number;
  /** Nr. 4: the other persons of class I (parents and grandparents) on acquisitions on death. */
  readonly otherClassI: number;
  /** Nr. 5 and 7: persons of class II and of class III. */
  readonly classIIAndIII: number;
}

export const inheritanceAllowances: Parameter<InheritanceAllowances> = {
  description:
    'Personal allowances (Freibeträge) of the inheritance and gift tax by relationship to the deceased or donor, in euros (§ 16 Abs. 1 ErbStG).',
  unit: 'EUR',
  values: [
    {
      from: '2009-01-01',
      value: { spouse: 500_000, child: 400_000, grandchild: 200_000, otherClassI: 100_000, classIIAndIII: 20_000 },
      references: [erbstgReferences.erbstg16, erbstgReferences.erbstrg2009],
    },
  ],
};
