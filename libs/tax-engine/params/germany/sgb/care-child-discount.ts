import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const careInsuranceChildDiscount: Parameter<number> = {
  description:
    'Soziale Pflegeversicherung: discount in percentage points per child under 25 from the 2nd to the 5th child, off the employee share.',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: 0.25, references: [r.sgb11s55] },
    { from: '2025-01-01', value: 0.25, references: [r.sgb11s55] },
    { from: '2026-01-01', value: 0.25, references: [r.sgb11s55] },
  ],
};
