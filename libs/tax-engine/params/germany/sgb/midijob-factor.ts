import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const midijobFactor: Parameter<number> = {
  description:
    'Faktor F of the Übergangsbereich (§ 20 Abs. 2a SGB IV): 28 % divided by the total social insurance rate of the year, to four places.',
  unit: 'rate',
  values: [
    {
      from: '2024-01-01',
      value: 0.6846,
      references: [r.sgb4s20, r.sgb6s163],
      note: '28 ÷ (18.6 + 14.6 + 1.7 + 3.4 + 2.6 = 40.9) = 0.6846.',
    },
    {
      from: '2025-01-01',
      value: 0.6683,
      references: [r.sgb4s20, r.sgb6s163],
      note: '28 ÷ (18.6 + 14.6 + 2.5 + 3.6 + 2.6 = 41.9) = 0.6683.',
    },
    {
      from: '2026-01-01',
      value: 0.6619,
      references: [r.sgb4s20, r.sgb6s163],
      note: '28 ÷ (18.6 + 14.6 + 2.9 + 3.6 + 2.6 = 42.3) = 0.6619.',
    },
  ],
};
