import type { Parameter } from '../../../../src/core/parameter';
import type { UsFilingStatus } from '../../../../src/us/filing-status';
import { usFederalReferences } from '../references';

export type UsAmountByFilingStatus = Readonly<Record<UsFilingStatus, number>>;

function byStatus(single: number, joint: number, headOfHousehold: number): UsAmountByFilingStatus {
  // IRC §63(c)(2): the joint amount for joint returns and surviving spouses, the single amount for separate returns.
  return {
    single,
    'married-joint': joint,
    'married-separate': single,
    'head-of-household': headOfHousehold,
    'qualifying-surviving-spouse': joint,
  };
}

export const standardDeduction: Parameter<UsAmountByFilingStatus> = {
  description: 'Basic federal standard deduction by filing status, before the additional amounts for age 65 or over and blindness.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: byStatus(13_850, 27_700, 20_800),
      references: [
        {
          ...usFederalReferences.revProc2022_38,
          title: 'IRS Rev. Proc. 2022-38, §3, "Standard Deduction" (2023: $27,700 joint / $20,800 head of household / $13,850 other)',
        },
        usFederalReferences.irc63,
      ],
    },
    {
      from: '2024-01-01',
      value: byStatus(14_600, 29_200, 21_900),
      references: [
        {
          ...usFederalReferences.revProc2023_34,
          title: 'IRS Rev. Proc. 2023-34, §3, "Standard Deduction" (2024: $29,200 joint / $21,900 head of household / $14,600 other)',
        },
        usFederalReferences.irc63,
      ],
    },
    {
      from: '2025-01-01',
      value: byStatus(15_750, 31_500, 23_625),
      references: [usFederalReferences.pl119_21, usFederalReferences.irsObbbProvisions, usFederalReferences.irc63],
      note: 'Rev. Proc. 2024-40 had set $15,000 / $30,000 / $22,500 for 2025; P.L. 119-21 (signed 4 July 2025) replaced them retroactively to 1 January 2025.',
    },
    {
      from: '2026-01-01',
      value: byStatus(16_100, 32_200, 24_150),
      references: [
        {
          ...usFederalReferences.revProc2025_32,
          title: 'IRS Rev. Proc. 2025-32, §4.14, "Standard Deduction" (2026: $32,200 joint / $24,150 head of household / $16,100 other)',
        },
        usFederalReferences.irsInflationAdjustments2026,
        usFederalReferences.irc63,
      ],
      note: "P.L. 119-21's 2025 amounts ($15,750 / $31,500 / $23,625, IRC §63(c)(7)) adjusted for inflation.",
    },
  ],
};
