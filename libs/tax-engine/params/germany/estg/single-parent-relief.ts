import type { Parameter } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

/**
 * Not applied by the income tax calculator (its input is already the zvE, from which § 24b has been deducted);
 * read to explain tax class II.
 */
export const singleParentRelief: Parameter<number> = {
  description:
    'Entlastungsbetrag für Alleinerziehende (§ 24b Abs. 2 Satz 1 EStG) for the first child, deducted from the sum of income before the zvE.',
  unit: 'EUR',
  values: [
    {
      from: '2023-01-01',
      value: 4_260,
      references: [germanyReferences.estg24b, germanyReferences.jstg2022, germanyReferences.pap2026],
      note: 'Plus 240 € for each further child (§ 24b Abs. 2 Satz 2), not modelled.',
    },
  ],
};
