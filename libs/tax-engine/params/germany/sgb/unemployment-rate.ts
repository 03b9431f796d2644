import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const unemploymentInsuranceRate: Parameter<number> = {
  description: 'Arbeitslosenversicherung: total contribution rate in percent, half paid by employee and employer (§ 346 SGB III).',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: 2.6, references: [r.sgb3s341] },
    { from: '2025-01-01', value: 2.6, references: [r.sgb3s341] },
    { from: '2026-01-01', value: 2.6, references: [r.sgb3s341] },
  ],
};
