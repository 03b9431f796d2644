import type { Parameter } from '../../../src/core/parameter';
import { germanyReferences } from '../references';

export const solidaritySurchargeRate: Parameter<number> = {
  description: 'Solidaritätszuschlag rate in percent of its base, the income tax (§ 4 Satz 1 SolZG 1995).',
  unit: 'rate',
  values: [
    {
      from: '2021-01-01',
      value: 5.5,
      references: [germanyReferences.solzg4, germanyReferences.pap2026],
      note: 'The 5.5 % rate is older than 2021 (it applies since 1998); the value is dated from the 2021 reform that introduced the present Freigrenze and Milderungszone, the earliest start this engine needs.',
    },
  ],
};
