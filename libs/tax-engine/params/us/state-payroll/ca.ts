import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/** California State Disability Insurance, which includes Paid Family Leave: all wages from 2024 (SB 951). */
export const californiaPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'ca-sdi',
    name: 'California SDI (disability insurance and Paid Family Leave)',
    label: label('us.statePayroll.band.caSdi'),
    parameter: {
      description: 'California SDI worker contribution rate; from 2024 on all wages (no taxable wage limit).',
      unit: 'rate',
      values: [
        { from: '2024-01-01', value: { rate: 1.1, wageBase: null }, references: [r.caEddRates, r.caUic984, r.caSb951] },
        { from: '2025-01-01', value: { rate: 1.2, wageBase: null }, references: [r.caEddRates, r.caUic984] },
        { from: '2026-01-01', value: { rate: 1.3, wageBase: null }, references: [r.caDe201_2026, r.caEddRates, r.caUic984] },
      ],
    },
  },
];
