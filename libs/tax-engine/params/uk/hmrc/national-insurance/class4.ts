import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export interface Class4Contributions {
  readonly lowerProfitsLimit: number;
  readonly upperProfitsLimit: number;
  /** Main Class 4 percentage between the limits. */
  readonly mainRate: number;
  /** Additional Class 4 percentage above the Upper Profits Limit. */
  readonly additionalRate: number;
}

export const class4Contributions: Parameter<Class4Contributions> = {
  description: 'Class 4 National Insurance on self-employed profits: the lower and upper profits limits and the two percentages.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { lowerProfitsLimit: 12_570, upperProfitsLimit: 50_270, mainRate: 9, additionalRate: 2 },
      references: [ukReferences.niRates, ukReferences.niReduction2023Class4],
      note: 'The cut to 8% made by the 2023 Act took effect only from 6 April 2024, and was then replaced by 6%.',
    },
    {
      from: '2024-04-06',
      value: { lowerProfitsLimit: 12_570, upperProfitsLimit: 50_270, mainRate: 6, additionalRate: 2 },
      references: [ukReferences.niRates, ukReferences.niReduction2024Class4, ukReferences.thresholdsFreeze2026],
      note: 'Unchanged in 2025-26 and 2026-27; the limits follow the Primary Threshold and UEL, frozen to 2027-28.',
    },
  ],
};
