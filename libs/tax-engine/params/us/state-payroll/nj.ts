import { label } from '../../../src/core/labels';
import { statePayrollReferences as r } from './references';
import type { StatePayrollContribution } from './types';

/** New Jersey worker contributions: unemployment (with workforce development), temporary disability, family leave. */
export const newJerseyPayrollContributions: readonly StatePayrollContribution[] = [
  {
    id: 'nj-ui',
    name: 'New Jersey unemployment insurance (worker, incl. workforce development)',
    label: label('us.statePayroll.band.njUi'),
    parameter: {
      description:
        'New Jersey worker unemployment contribution, 0.3825% UI plus 0.0425% workforce development, on wages up to the UI wage base.',
      unit: 'rate',
      values: [
        { from: '2024-01-01', value: { rate: 0.425, wageBase: 42_300 }, references: [r.njRates, r.njRs43_21_7] },
        { from: '2025-01-01', value: { rate: 0.425, wageBase: 43_300 }, references: [r.njRates, r.njBenefitRates2026, r.njRs43_21_7] },
        { from: '2026-01-01', value: { rate: 0.425, wageBase: 44_800 }, references: [r.njRates, r.njBenefitRates2026, r.njRs43_21_7] },
      ],
    },
  },
  {
    id: 'nj-tdi',
    name: 'New Jersey temporary disability insurance (worker)',
    label: label('us.statePayroll.band.njTdi'),
    parameter: {
      description: 'New Jersey worker temporary disability contribution rate, on wages up to the TDI/FLI worker wage base.',
      unit: 'rate',
      values: [
        {
          from: '2024-01-01',
          value: { rate: 0, wageBase: 161_400 },
          references: [r.njRates, r.njLeaveRates, r.njRs43_21_7],
          note: 'No worker TDI contribution in 2023 and 2024.',
        },
        { from: '2025-01-01', value: { rate: 0.23, wageBase: 165_400 }, references: [r.njRates, r.njLeaveRates, r.njBenefitRates2026] },
        { from: '2026-01-01', value: { rate: 0.19, wageBase: 171_100 }, references: [r.njRates, r.njLeaveRates, r.njBenefitRates2026] },
      ],
    },
  },
  {
    id: 'nj-fli',
    name: 'New Jersey family leave insurance',
    label: label('us.statePayroll.band.njFli'),
    parameter: {
      description: 'New Jersey family leave insurance contribution rate (workers only), on wages up to the TDI/FLI worker wage base.',
      unit: 'rate',
      values: [
        { from: '2024-01-01', value: { rate: 0.09, wageBase: 161_400 }, references: [r.njRates, r.njLeaveRates, r.njRs43_21_7] },
        { from: '2025-01-01', value: { rate: 0.33, wageBase: 165_400 }, references: [r.njRates, r.njLeaveRates, r.njBenefitRates2026] },
        { from: '2026-01-01', value: { rate: 0.23, wageBase: 171_100 }, references: [r.njRates, r.njLeaveRates, r.njBenefitRates2026] },
      ],
    },
  },
];
