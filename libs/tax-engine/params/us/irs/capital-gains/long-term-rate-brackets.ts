import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import type { UsBracketsByFilingStatus } from '../income-tax/ordinary-brackets';
import { usFederalReferences } from '../references';

/** The 0%, 15% and 20% rates of IRC §1(h)(1), in percent. */
const rates = [0, 15, 20] as const;

/** Brackets of taxable income from the "maximum zero rate amount" and "maximum 15-percent rate amount". */
function breakpoints(maximumZeroRateAmount: number, maximum15PercentRateAmount: number): readonly Bracket[] {
  const thresholds = [0, maximumZeroRateAmount, maximum15PercentRateAmount];
  return rates.map((rate, index) => ({ name: `${rate}% rate`, threshold: thresholds[index]!, rate }));
}

function byStatus(
  single: readonly Bracket[],
  joint: readonly Bracket[],
  separate: readonly Bracket[],
  headOfHousehold: readonly Bracket[],
): UsBracketsByFilingStatus {
  return {
    single,
    'married-joint': joint,
    'married-separate': separate,
    'head-of-household': headOfHousehold,
    'qualifying-surviving-spouse': joint,
  };
}

/**
 * Long-term capital gain and qualified dividend rates, as brackets of total taxable income: the gain is stacked on
 * top of ordinary taxable income (Qualified Dividends and Capital Gain Tax Worksheet, lines 5-22).
 */
export const longTermCapitalGainsRateBrackets: Parameter<UsBracketsByFilingStatus> = {
  description: 'Long-term capital gains 0%/15%/20% breakpoints by filing status, as thresholds of total taxable income.',
  unit: 'USD-brackets',
  values: [
    {
      from: '2023-01-01',
      value: byStatus(
        breakpoints(44_625, 492_300),
        breakpoints(89_250, 553_850),
        breakpoints(44_625, 276_900),
        breakpoints(59_750, 523_050),
      ),
      references: [
        { ...usFederalReferences.revProc2022_38, title: 'IRS Rev. Proc. 2022-38, §3.03 "Maximum Capital Gains Rate" (2023)' },
        usFederalReferences.irc1,
      ],
    },
    {
      from: '2024-01-01',
      value: byStatus(
        breakpoints(47_025, 518_900),
        breakpoints(94_050, 583_750),
        breakpoints(47_025, 291_850),
        breakpoints(63_000, 551_350),
      ),
      references: [
        { ...usFederalReferences.revProc2023_34, title: 'IRS Rev. Proc. 2023-34, §3.03 "Maximum Capital Gains Rate" (2024)' },
        usFederalReferences.irc1,
      ],
    },
    {
      from: '2025-01-01',
      value: byStatus(
        breakpoints(48_350, 533_400),
        breakpoints(96_700, 600_050),
        breakpoints(48_350, 300_000),
        breakpoints(64_750, 566_700),
      ),
      references: [
        { ...usFederalReferences.revProc2024_40, title: 'IRS Rev. Proc. 2024-40, §3.03 "Maximum Capital Gains Rate" (2025)' },
        usFederalReferences.irc1,
      ],
    },
    {
      from: '2026-01-01',
      value: byStatus(
        breakpoints(49_450, 545_500),
        breakpoints(98_900, 613_700),
        breakpoints(49_450, 306_850),
        breakpoints(66_200, 579_600),
      ),
      references: [
        { ...usFederalReferences.revProc2025_32, title: 'IRS Rev. Proc. 2025-32, §4.03 "Maximum Capital Gains Rate" (2026)' },
        usFederalReferences.irsInflationAdjustments2026,
        usFederalReferences.irc1,
      ],
    },
  ],
};
