import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const healthInsuranceGeneralRate: Parameter<number> = {
  description: 'Gesetzliche Krankenversicherung: allgemeiner Beitragssatz in percent, half paid by employee and employer (§ 249 SGB V).',
  unit: 'rate',
  values: [
    { from: '2024-01-01', value: 14.6, references: [r.sgb5s241] },
    { from: '2025-01-01', value: 14.6, references: [r.sgb5s241] },
    { from: '2026-01-01', value: 14.6, references: [r.sgb5s241] },
  ],
};
