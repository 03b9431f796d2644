import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const careInsuranceChildlessSurcharge: Parameter<number> = {
  description:
    'Soziale Pflegeversicherung: surcharge in percentage points for members aged 23 or over without children, borne by the employee alone.',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: 0.6, references: [r.sgb11s55] },
    { from: '2025-01-01', value: 0.6, references: [r.sgb11s55] },
    { from: '2026-01-01', value: 0.6, references: [r.sgb11s55] },
  ],
};
