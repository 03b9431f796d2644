import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const pensionInsuranceRate: Parameter<number> = {
  description: 'Gesetzliche Rentenversicherung: total contribution rate in percent, half paid by employee and employer (§ 168 SGB VI).',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: 18.6, references: [r.sgb6s158] },
    { from: '2025-01-01', value: 18.6, references: [r.sgb6s158] },
    { from: '2026-01-01', value: 18.6, references: [r.sgb6s158] },
  ],
};
