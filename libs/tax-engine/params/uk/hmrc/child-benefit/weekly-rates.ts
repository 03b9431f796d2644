import type { Parameter } from '../../../../src/core/parameter';
import { incomeTaxReferences } from '../income-tax/references';

export interface ChildBenefitWeeklyRates {
  /** Weekly rate for the eldest or only child, in pounds. */
  readonly eldest: number;
  /** Weekly rate for each other child, in pounds. */
  readonly additional: number;
}

/**
 * Dated from 6 April, the tax year the rates belong to: the new rates start on the first Monday of April (10 April
 * 2023, 8 April 2024, 7 April 2025, 6 April 2026), so the charge for a year is worked on that year's rates.
 */
export const childBenefitWeeklyRates: Parameter<ChildBenefitWeeklyRates> = {
  description: 'Child Benefit weekly rates for the eldest or only child and for each additional child.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { eldest: 24.0, additional: 15.9 },
      references: [incomeTaxReferences.benefitRates2023, incomeTaxReferences.childBenefitRates],
    },
    {
      from: '2024-04-06',
      value: { eldest: 25.6, additional: 16.95 },
      references: [incomeTaxReferences.benefitRates2024, incomeTaxReferences.childBenefitRates],
    },
    {
      from: '2025-04-06',
      value: { eldest: 26.05, additional: 17.25 },
      references: [incomeTaxReferences.benefitRates2025, incomeTaxReferences.childBenefitRates],
    },
    {
      from: '2026-04-06',
      value: { eldest: 27.05, additional: 17.9 },
      references: [incomeTaxReferences.benefitRates2026, incomeTaxReferences.childBenefitRates],
    },
  ],
};
