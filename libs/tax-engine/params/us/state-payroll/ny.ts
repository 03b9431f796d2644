import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/**
 * New York statutory disability (DBL) and Paid Family Leave. Both are employer-insured; these are the most an
 * employer may withhold, which is what employers usually withhold.
 */
export const newYorkPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'ny-dbl',
    name: 'New York disability benefits (DBL)',
    label: label('us.statePayroll.band.nyDbl'),
    parameter: {
      description: 'New York disability benefits employee contribution: 0.5% of wages, at most $0.60 a week ($31.20 a year of 52 weeks).',
      unit: 'rate',
      values: [
        {
          from: '2024-01-01',
          value: { rate: 0.5, wageBase: null, annualMaximum: 31.2 },
          references: [r.nyWcl209, r.nyWcbDisability],
          note: 'The cap is $0.60 a week; a year is taken as 52 weeks of equal pay, so the $31.20 cap is reached at $6,240 of wages.',
        },
      ],
    },
  },
  {
    id: 'ny-pfl',
    name: 'New York Paid Family Leave',
    label: label('us.statePayroll.band.nyPfl'),
    parameter: {
      description: 'New York Paid Family Leave employee contribution rate and annual maximum, set each year by DFS.',
      unit: 'rate',
      values: [
        { from: '2024-01-01', value: { rate: 0.373, wageBase: null, annualMaximum: 333.25 }, references: [r.nyPfl2024, r.nyWcl209] },
        { from: '2025-01-01', value: { rate: 0.388, wageBase: null, annualMaximum: 354.53 }, references: [r.nyPfl2025, r.nyWcl209] },
        { from: '2026-01-01', value: { rate: 0.432, wageBase: null, annualMaximum: 411.91 }, references: [r.nyPfl2026, r.nyWcl209] },
      ],
    },
  },
];
