import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/** Rhode Island Temporary Disability Insurance (which also funds Temporary Caregiver Insurance). */
export const rhodeIslandPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'ri-tdi',
    name: 'Rhode Island temporary disability insurance',
    label: label('us.statePayroll.band.riTdi'),
    parameter: {
      description: 'Rhode Island TDI employee contribution rate and taxable wage base, set each year by DLT.',
      unit: 'rate',
      values: [
        { from: '2024-01-01', value: { rate: 1.2, wageBase: 87_000 }, references: [r.riDlt2025, r.riGl28_40_1] },
        { from: '2025-01-01', value: { rate: 1.3, wageBase: 89_200 }, references: [r.riDlt2025, r.riGl28_40_1] },
        { from: '2026-01-01', value: { rate: 1.1, wageBase: 100_000 }, references: [r.riDlt2026, r.riGl28_40_1] },
      ],
    },
  },
];
