import type { Parameter, Reference } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

/** One column of the §32(b) table: the figures for a number of qualifying children (0, 1, 2, 3 or more). */
export interface EarnedIncomeCreditColumn {
  /** Credit percentage (§32(b)(1)), as a fraction. */
  readonly creditRate: number;
  /** Earned income at which the maximum credit is reached. */
  readonly earnedIncomeAmount: number;
  readonly maximumCredit: number;
  /** Phase-out percentage (§32(b)(1)), as a fraction. */
  readonly phaseOutRate: number;
  /** Threshold phase-out amount: joint returns, and every other return. */
  readonly phaseOutStart: number;
  readonly phaseOutStartJoint: number;
  /** Completed phase-out amount (the credit is zero from here). */
  readonly completedPhaseOut: number;
  readonly completedPhaseOutJoint: number;
}

export interface EarnedIncomeCreditValues {
  /** Indexed by the number of qualifying children, 3 standing for three or more. */
  readonly columns: readonly [EarnedIncomeCreditColumn, EarnedIncomeCreditColumn, EarnedIncomeCreditColumn, EarnedIncomeCreditColumn];
  /** Disqualified investment income above which no credit is allowed (§32(i)). */
  readonly investmentIncomeLimit: number;
  /** Width of an EIC Table row: the table figures the credit at each row's midpoint (Form 1040 instructions). */
  readonly tableRowWidth: number;
}

const irc32: Reference = {
  title:
    '26 U.S.C. §32 (earned income credit: (b) credit and phase-out percentages 7.65/34/40/45% and 7.65/15.98/21.06/21.06%, (d) married individuals, (i) investment income limit)',
  href: 'https://www.law.cornell.edu/uscode/text/26/32',
};
const pub596: Reference = {
  title: 'IRS Publication 596, Earned Income Credit (EIC): the EIC Table and worksheets',
  href: 'https://www.irs.gov/publications/p596',
};

function column(
  creditRate: number,
  phaseOutRate: number,
  earnedIncomeAmount: number,
  maximumCredit: number,
  [phaseOutStart, phaseOutStartJoint]: readonly [number, number],
  [completedPhaseOut, completedPhaseOutJoint]: readonly [number, number],
): EarnedIncomeCreditColumn {
  return {
    creditRate,
    earnedIncomeAmount,
    maximumCredit,
    phaseOutRate,
    phaseOutStart,
    phaseOutStartJoint,
    completedPhaseOut,
    completedPhaseOutJoint,
  };
}

export const earnedIncomeCredit: Parameter<EarnedIncomeCreditValues> = {
  description:
    'Earned income credit by number of qualifying children: rates, earned income amount, maximum credit, phase-out amounts (joint higher) and the investment income limit.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: {
        columns: [
          column(0.0765, 0.0765, 7_840, 600, [9_800, 16_370], [17_640, 24_210]),
          column(0.34, 0.1598, 11_750, 3_995, [21_560, 28_120], [46_560, 53_120]),
          column(0.4, 0.2106, 16_510, 6_604, [21_560, 28_120], [52_918, 59_478]),
          column(0.45, 0.2106, 16_510, 7_430, [21_560, 28_120], [56_838, 63_398]),
        ],
        investmentIncomeLimit: 11_000,
        tableRowWidth: 50,
      },
      references: [
        {
          ...usFederalReferences.revProc2022_38,
          title: 'IRS Rev. Proc. 2022-38, "Earned Income Credit" section (p. 10: 2023 table; excessive investment income limit $11,000)',
        },
        irc32,
        pub596,
      ],
    },
    {
      from: '2024-01-01',
      value: {
        columns: [
          column(0.0765, 0.0765, 8_260, 632, [10_330, 17_250], [18_591, 25_511]),
          column(0.34, 0.1598, 12_390, 4_213, [22_720, 29_640], [49_084, 56_004]),
          column(0.4, 0.2106, 17_400, 6_960, [22_720, 29_640], [55_768, 62_688]),
          column(0.45, 0.2106, 17_400, 7_830, [22_720, 29_640], [59_899, 66_819]),
        ],
        investmentIncomeLimit: 11_600,
        tableRowWidth: 50,
      },
      references: [
        {
          ...usFederalReferences.revProc2023_34,
          title: 'IRS Rev. Proc. 2023-34, "Earned Income Credit" section (p. 10: 2024 table; excessive investment income limit $11,600)',
        },
        irc32,
        pub596,
      ],
    },
    {
      from: '2025-01-01',
      value: {
        columns: [
          column(0.0765, 0.0765, 8_490, 649, [10_620, 17_730], [19_104, 26_214]),
          column(0.34, 0.1598, 12_730, 4_328, [23_350, 30_470], [50_434, 57_554]),
          column(0.4, 0.2106, 17_880, 7_152, [23_350, 30_470], [57_310, 64_430]),
          column(0.45, 0.2106, 17_880, 8_046, [23_350, 30_470], [61_555, 68_675]),
        ],
        investmentIncomeLimit: 11_950,
        tableRowWidth: 50,
      },
      references: [
        {
          ...usFederalReferences.revProc2024_40,
          title: 'IRS Rev. Proc. 2024-40, "Earned Income Credit" section (p. 9: 2025 table; excessive investment income limit $11,950)',
        },
        irc32,
        pub596,
      ],
    },
    {
      from: '2026-01-01',
      value: {
        columns: [
          column(0.0765, 0.0765, 8_680, 664, [10_860, 18_140], [19_540, 26_820]),
          column(0.34, 0.1598, 13_020, 4_427, [23_890, 31_160], [51_593, 58_863]),
          column(0.4, 0.2106, 18_290, 7_316, [23_890, 31_160], [58_629, 65_899]),
          column(0.45, 0.2106, 18_290, 8_231, [23_890, 31_160], [62_974, 70_244]),
        ],
        investmentIncomeLimit: 12_200,
        tableRowWidth: 50,
      },
      references: [
        {
          ...usFederalReferences.revProc2025_32,
          title:
            'IRS Rev. Proc. 2025-32, "Earned Income Credit" section (pp. 14-15: 2026 table; excessive investment income limit $12,200)',
        },
        usFederalReferences.irsInflationAdjustments2026,
        irc32,
      ],
    },
  ],
};
