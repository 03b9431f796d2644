import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const minijobLimit: Parameter<number> = {
  description: 'Geringfügigkeitsgrenze: the monthly wage up to which a job is a Minijob (§ 8 Abs. 1a SGB IV), tied to the minimum wage.',
  unit: 'EUR',
  values: [
    {
      from: '2024-01-01',
      value: 538,
      references: [r.sgb4s8, r.minijobZentrale],
      note: 'Minimum wage 12.41 €: 12.41 × 130 ÷ 3 = 537.77, rounded up.',
    },
    {
      from: '2025-01-01',
      value: 556,
      references: [r.sgb4s8, r.minijobZentrale],
      note: 'Minimum wage 12.82 €: 12.82 × 130 ÷ 3 = 555.53, rounded up.',
    },
    {
      from: '2026-01-01',
      value: 603,
      references: [r.sgb4s8, r.minijobZentrale],
      note: 'Minimum wage 13.90 €: 13.90 × 130 ÷ 3 = 602.33, rounded up.',
    },
  ],
};
