import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export type StudentLoanPlanId = 'plan1' | 'plan2' | 'plan4' | 'plan5' | 'postgraduate';

export interface StudentLoanPlanTerms {
  /** Annual income threshold above which repayments are due. */
  readonly threshold: number;
  /** Percent of income above the threshold. */
  readonly rate: number;
}

/**
 * Terms per plan; a plan with no value in force for a year has no repayments due that year (Plan 5
 * repayments start in April 2026).
 */
export const studentLoanPlans: Record<StudentLoanPlanId, Parameter<StudentLoanPlanTerms>> = {
  plan1: {
    description: 'Student loan Plan 1 annual repayment threshold and rate.',
    unit: 'GBP',
    values: [
      { from: '2023-04-06', value: { threshold: 22_015, rate: 9 }, references: [ukReferences.employerRates2023] },
      { from: '2024-04-06', value: { threshold: 24_990, rate: 9 }, references: [ukReferences.employerRates2024] },
      {
        from: '2025-04-06',
        value: { threshold: 26_065, rate: 9 },
        references: [ukReferences.employerRates2025, ukReferences.studentLoanRepayments],
      },
    ],
  },
  plan2: {
    description: 'Student loan Plan 2 annual repayment threshold and rate.',
    unit: 'GBP',
    values: [
      {
        from: '2023-04-06',
        value: { threshold: 27_295, rate: 9 },
        references: [ukReferences.employerRates2023, ukReferences.employerRates2024],
        note: 'Unchanged in 2024-25.',
      },
      {
        from: '2025-04-06',
        value: { threshold: 28_470, rate: 9 },
        references: [ukReferences.employerRates2025, ukReferences.studentLoanRepayments],
      },
    ],
  },
  plan4: {
    description: 'Student loan Plan 4 (Scotland) annual repayment threshold and rate.',
    unit: 'GBP',
    values: [
      { from: '2023-04-06', value: { threshold: 27_660, rate: 9 }, references: [ukReferences.employerRates2023] },
      { from: '2024-04-06', value: { threshold: 31_395, rate: 9 }, references: [ukReferences.employerRates2024] },
      {
        from: '2025-04-06',
        value: { threshold: 32_745, rate: 9 },
        references: [ukReferences.employerRates2025, ukReferences.studentLoanRepayments],
      },
    ],
  },
  plan5: {
    description: 'Student loan Plan 5 annual repayment threshold and rate (repayments start from April 2026).',
    unit: 'GBP',
    values: [
      {
        from: '2026-04-06',
        value: { threshold: 25_000, rate: 9 },
        references: [ukReferences.studentLoanRepayments],
        note: 'No Plan 5 repayments are due before the 2026-27 tax year.',
      },
    ],
  },
  postgraduate: {
    description: 'Postgraduate Loan annual repayment threshold and rate.',
    unit: 'GBP',
    values: [
      {
        from: '2019-04-06',
        value: { threshold: 21_000, rate: 6 },
        references: [ukReferences.employerRates2024, ukReferences.studentLoanRepayments],
      },
    ],
  },
};
