import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export interface EmploymentAllowance {
  /** The most an employer may take off its secondary Class 1 liability in a tax year, in pounds. */
  readonly amount: number;
  /** Eligible only if the secondary Class 1 liabilities of the previous tax year were below this; null: no such limit. */
  readonly previousYearLiabilityLimit: number | null;
}

export const employmentAllowance: Parameter<EmploymentAllowance> = {
  description: "Employment Allowance: the yearly reduction of an eligible employer's secondary Class 1 National Insurance.",
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { amount: 5_000, previousYearLiabilityLimit: 100_000 },
      references: [ukReferences.employerRates2023, ukReferences.employmentAllowance],
    },
    {
      from: '2024-04-06',
      value: { amount: 5_000, previousYearLiabilityLimit: 100_000 },
      references: [ukReferences.employerRates2024, ukReferences.employmentAllowance],
    },
    {
      from: '2025-04-06',
      value: { amount: 10_500, previousYearLiabilityLimit: null },
      references: [ukReferences.employerRates2025, ukReferences.employerRates2026, ukReferences.employmentAllowance],
      note: 'From 2025-26 the allowance is £10,500 and the £100,000 limit on the previous year’s liabilities is removed.',
    },
  ],
};
