import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/** Washington: the WA Cares long-term care premium and the employee share of Paid Family and Medical Leave. */
export const washingtonPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'wa-cares',
    name: 'WA Cares Fund (long-term care)',
    label: label('us.statePayroll.band.waCares'),
    parameter: {
      description: 'WA Cares Fund premium, paid by the employee on all wages (collected since July 2023).',
      unit: 'rate',
      values: [{ from: '2024-01-01', value: { rate: 0.58, wageBase: null }, references: [r.waRcw50b04080, r.waCaresEmployers] }],
    },
  },
  {
    id: 'wa-pfml',
    name: 'Washington Paid Family and Medical Leave (employee share)',
    label: label('us.statePayroll.band.waPfml'),
    parameter: {
      description: 'Washington Paid Leave total premium rate and the employee share of it, on wages up to the Social Security cap.',
      unit: 'rate',
      values: [
        {
          from: '2024-01-01',
          value: { rate: 0.74, employeeShare: 71.43, wageBase: 'social-security' },
          references: [r.waPfml2024, r.waRcw50a10030],
        },
        {
          from: '2025-01-01',
          value: { rate: 0.92, employeeShare: 71.52, wageBase: 'social-security' },
          references: [r.waPfml2025, r.waRcw50a10030],
        },
        {
          from: '2026-01-01',
          value: { rate: 1.13, employeeShare: 71.43, wageBase: 'social-security' },
          references: [r.waPfml2026, r.waRcw50a10030],
        },
      ],
    },
  },
];
