import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/**
 * Massachusetts Paid Family and Medical Leave: of the 0.88% total, the most withheld from the employee is 40% of the
 * 0.70% medical contribution (0.28%) and all of the 0.18% family contribution: 0.46%.
 */
export const massachusettsPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'ma-pfml',
    name: 'Massachusetts Paid Family and Medical Leave (employee share)',
    label: label('us.statePayroll.band.maPfml'),
    parameter: {
      description:
        'Massachusetts PFML employee share (0.28% medical + 0.18% family of the 0.88% total), on wages up to the Social Security cap.',
      unit: 'rate',
      values: [
        { from: '2024-01-01', value: { rate: 0.46, wageBase: 'social-security' }, references: [r.maPfmlRates, r.maGl175m6] },
        { from: '2025-01-01', value: { rate: 0.46, wageBase: 'social-security' }, references: [r.maPfmlRates, r.maGl175m6] },
        { from: '2026-01-01', value: { rate: 0.46, wageBase: 'social-security' }, references: [r.maPfmlRates, r.maGl175m6] },
      ],
    },
  },
];
