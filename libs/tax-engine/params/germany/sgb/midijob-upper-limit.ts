import type { Parameter } from '../../../src/core/parameter';
import { socialInsuranceReferences as r } from './references';

export const midijobUpperLimit: Parameter<number> = {
  description: 'Upper limit of the Übergangsbereich (Midijob): monthly wage in euros up to which the reduced contribution bases apply.',
  unit: 'EUR',
  values: [
    { from: '2024-01-01', value: 2_000, references: [r.sgb4s20] },
    { from: '2025-01-01', value: 2_000, references: [r.sgb4s20] },
    { from: '2026-01-01', value: 2_000, references: [r.sgb4s20] },
  ],
};
