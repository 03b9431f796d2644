import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const careInsuranceSaxonyShift: Parameter<number> = {
  description: 'Soziale Pflegeversicherung in Saxony: percentage points the employee pays above half the rate, and the employer below it.',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: 0.5, references: [r.sgb11s58] },
    { from: '2025-01-01', value: 0.5, references: [r.sgb11s58] },
    { from: '2026-01-01', value: 0.5, references: [r.sgb11s58] },
  ],
};
