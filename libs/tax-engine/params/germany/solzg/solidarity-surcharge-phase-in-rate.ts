import type { Parameter } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

export const solidaritySurchargePhaseInRate: Parameter<number> = {
  description:
    'Milderungszone cap: the Solidaritätszuschlag is at most this percentage of the excess of the income tax over the Freigrenze (§ 4 Satz 2 SolZG 1995).',
  unit: 'rate',
  values: [
    {
      from: '2021-01-01',
      value: 11.9,
      references: [germanyReferences.solzg4, germanyReferences.solzRueckfuehrung, germanyReferences.pap2026],
    },
  ],
};
