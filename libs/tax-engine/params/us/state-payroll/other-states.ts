import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/** Single-programme states: Oregon, Colorado, Connecticut and Minnesota paid leave, Pennsylvania unemployment. */

export const oregonPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'or-paid-leave',
    name: 'Paid Leave Oregon (employee share)',
    label: label('us.statePayroll.band.orPaidLeave'),
    parameter: {
      description: 'Paid Leave Oregon total contribution rate and the employee share (60%), on wages up to the Social Security cap.',
      unit: 'rate',
      values: [
        {
          from: '2024-01-01',
          value: { rate: 1, employeeShare: 60, wageBase: 'social-security' },
          references: [r.orContributions, r.orOrs657b150],
        },
      ],
    },
  },
];

export const coloradoPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'co-famli',
    name: 'Colorado FAMLI (employee share)',
    label: label('us.statePayroll.band.coFamli'),
    parameter: {
      description: 'Colorado FAMLI premium rate and the employee share (up to half), on wages up to the Social Security cap.',
      unit: 'rate',
      values: [
        {
          from: '2024-01-01',
          value: { rate: 0.9, employeeShare: 50, wageBase: 'social-security' },
          references: [r.coFamliEmployers, r.coCrs8_13_3_507],
        },
        {
          from: '2026-01-01',
          value: { rate: 0.88, employeeShare: 50, wageBase: 'social-security' },
          references: [r.coFamli2026, r.coCrs8_13_3_507],
        },
      ],
    },
  },
];

export const connecticutPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'ct-paid-leave',
    name: 'Connecticut Paid Leave',
    label: label('us.statePayroll.band.ctPaidLeave'),
    parameter: {
      description: 'Connecticut Paid Leave employee contribution, on wages up to the Social Security cap.',
      unit: 'rate',
      values: [{ from: '2024-01-01', value: { rate: 0.5, wageBase: 'social-security' }, references: [r.ctRemit, r.ctCgs31_49e] }],
    },
  },
];

export const minnesotaPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'mn-paid-leave',
    name: 'Minnesota Paid Leave (employee share)',
    label: label('us.statePayroll.band.mnPaidLeave'),
    parameter: {
      description: 'Minnesota Paid Leave premium rate and the most the employer may deduct (half), on wages up to the Social Security cap.',
      unit: 'rate',
      values: [
        {
          from: '2024-01-01',
          value: { rate: 0, wageBase: 'social-security' },
          references: [r.mnStat268b14],
          note: 'Premiums start on 1 January 2026.',
        },
        {
          from: '2026-01-01',
          value: { rate: 0.88, employeeShare: 50, wageBase: 'social-security' },
          references: [r.mnPremiums, r.mnStat268b14],
        },
      ],
    },
  },
];

export const pennsylvaniaPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'pa-uc',
    name: 'Pennsylvania unemployment compensation (employee)',
    label: label('us.statePayroll.band.paUc'),
    parameter: {
      description: 'Pennsylvania employee unemployment compensation withholding, on all wages.',
      unit: 'rate',
      values: [{ from: '2024-01-01', value: { rate: 0.07, wageBase: null }, references: [r.paEmployeeWithholding, r.paUcLaw301] }],
    },
  },
];
