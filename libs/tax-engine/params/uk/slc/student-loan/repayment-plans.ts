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
 * Why the 2026-27 values of Plans 1, 2 and 4 can be trusted although the HMRC page they cite could not be read
 * while they were added (docs/tax-parameters.md, "UK 2026-27: what changed"): several independent payroll sources quote the same
 * three figures from it, and each is the 2025-26 threshold raised by the same 3.2% and rounded up to £5.
 */
const thresholds2026Note =
  'Figures from HMRC 2026-27 employer guidance as quoted by payroll bodies (the page itself was not read); each is the 2025-26 ' +
  'threshold x 1.032 rounded up to £5 (26,065 -> 26,900; 28,470 -> 29,385; 32,745 -> 33,795).';

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
      {
        from: '2026-04-06',
        value: { threshold: 26_900, rate: 9 },
        references: [ukReferences.employerRates2026, ukReferences.studentLoanRepayments],
        note: thresholds2026Note,
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
      {
        from: '2026-04-06',
        value: { threshold: 29_385, rate: 9 },
        references: [ukReferences.employerRates2026, ukReferences.studentLoanRepayments],
        note: thresholds2026Note,
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
      {
        from: '2026-04-06',
        value: { threshold: 33_795, rate: 9 },
        references: [ukReferences.employerRates2026, ukReferences.studentLoanRepayments],
        note: thresholds2026Note,
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
        references: [ukReferences.employerRates2026, ukReferences.studentLoanRepayments],
        note: 'No Plan 5 repayments are due before the 2026-27 tax year; £25,000 and 9% from 6 April 2026.',
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
        references: [ukReferences.employerRates2024, ukReferences.employerRates2026, ukReferences.studentLoanRepayments],
        note: 'Unchanged at £21,000 and 6% through 2026-27.',
      },
    ],
  },
};
