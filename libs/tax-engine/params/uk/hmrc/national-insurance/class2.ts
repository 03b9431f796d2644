import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export interface Class2Contributions {
  /** Flat weekly rate, in pounds. */
  readonly weeklyRate: number;
  /** Contribution weeks charged for a whole tax year. */
  readonly weeksInYear: number;
  /** Small Profits Threshold: profits from here are credited with Class 2 without paying it. */
  readonly smallProfitsThreshold: number;
  /**
   * True while Class 2 had to be paid on profits at or above the Class 4 Lower Profits Limit (to 2023-24); from
   * 2024-25 it is voluntary only, for profits below the Small Profits Threshold.
   */
  readonly compulsoryFromLowerProfitsLimit: boolean;
}

export const class2Contributions: Parameter<Class2Contributions> = {
  description: 'Class 2 National Insurance for the self-employed: weekly rate, weeks charged and the Small Profits Threshold.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { weeklyRate: 3.45, weeksInYear: 52, smallProfitsThreshold: 6_725, compulsoryFromLowerProfitsLimit: true },
      references: [ukReferences.niRates, ukReferences.niReduction2023Class2],
      note: 'Profits from £6,725 to £12,570 were credited without payment; from £12,570 Class 2 was due (£3.45 x 52 = £179.40).',
    },
    {
      from: '2024-04-06',
      value: { weeklyRate: 3.45, weeksInYear: 52, smallProfitsThreshold: 6_725, compulsoryFromLowerProfitsLimit: false },
      references: [ukReferences.niRates, ukReferences.niReduction2023Class2],
    },
    {
      from: '2025-04-06',
      value: { weeklyRate: 3.5, weeksInYear: 52, smallProfitsThreshold: 6_845, compulsoryFromLowerProfitsLimit: false },
      references: [ukReferences.niRates, ukReferences.employerRates2025],
    },
    {
      from: '2026-04-06',
      value: { weeklyRate: 3.65, weeksInYear: 52, smallProfitsThreshold: 7_105, compulsoryFromLowerProfitsLimit: false },
      references: [ukReferences.niRates],
      note: 'Announced at the Autumn Budget 2025 (Small Profits Threshold £7,105, voluntary Class 2 £3.65 a week).',
    },
  ],
};
