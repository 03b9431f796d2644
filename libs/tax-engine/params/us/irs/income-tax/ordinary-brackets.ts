import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import type { UsFilingStatus } from '../../../../src/us/filing-status';
import { usFederalReferences } from '../references';

/** Brackets keyed by filing status; a qualifying surviving spouse uses the joint table (IRC §1(j)(2)(A)). */
export type UsBracketsByFilingStatus = Readonly<Record<UsFilingStatus, readonly Bracket[]>>;

/** The seven rates of IRC §1(j)(2) from 2018 (made permanent by P.L. 119-21), in percent. */
const rates = [10, 12, 22, 24, 32, 35, 37] as const;

/** One rate table from the six thresholds at which the 12% ... 37% rates begin, as the Rev. Proc. prints them. */
function rateTable(startsOf12To37: readonly [number, number, number, number, number, number]): readonly Bracket[] {
  const thresholds = [0, ...startsOf12To37];
  return rates.map((rate, index) => ({ name: `${rate}% bracket`, threshold: thresholds[index]!, rate }));
}

function byStatus(tables: {
  single: readonly Bracket[];
  joint: readonly Bracket[];
  separate: readonly Bracket[];
  headOfHousehold: readonly Bracket[];
}): UsBracketsByFilingStatus {
  return {
    single: tables.single,
    'married-joint': tables.joint,
    'married-separate': tables.separate,
    'head-of-household': tables.headOfHousehold,
    'qualifying-surviving-spouse': tables.joint,
  };
}

export const ordinaryIncomeTaxBrackets: Parameter<UsBracketsByFilingStatus> = {
  description:
    'Federal income tax rate tables on ordinary taxable income, by filing status (thresholds of taxable income at which each rate begins).',
  unit: 'USD-brackets',
  values: [
    {
      from: '2023-01-01',
      value: byStatus({
        joint: rateTable([22_000, 89_450, 190_750, 364_200, 462_500, 693_750]),
        headOfHousehold: rateTable([15_700, 59_850, 95_350, 182_100, 231_250, 578_100]),
        single: rateTable([11_000, 44_725, 95_375, 182_100, 231_250, 578_125]),
        separate: rateTable([11_000, 44_725, 95_375, 182_100, 231_250, 346_875]),
      }),
      references: [
        { ...usFederalReferences.revProc2022_38, title: 'IRS Rev. Proc. 2022-38, §3.01, Tables 1-4 (tax rate tables for 2023)' },
        usFederalReferences.irc1,
      ],
    },
    {
      from: '2024-01-01',
      value: byStatus({
        joint: rateTable([23_200, 94_300, 201_050, 383_900, 487_450, 731_200]),
        headOfHousehold: rateTable([16_550, 63_100, 100_500, 191_950, 243_700, 609_350]),
        single: rateTable([11_600, 47_150, 100_525, 191_950, 243_725, 609_350]),
        separate: rateTable([11_600, 47_150, 100_525, 191_950, 243_725, 365_600]),
      }),
      references: [
        { ...usFederalReferences.revProc2023_34, title: 'IRS Rev. Proc. 2023-34, §3.01, Tables 1-4 (tax rate tables for 2024)' },
        usFederalReferences.irc1,
      ],
    },
    {
      from: '2025-01-01',
      value: byStatus({
        joint: rateTable([23_850, 96_950, 206_700, 394_600, 501_050, 751_600]),
        headOfHousehold: rateTable([17_000, 64_850, 103_350, 197_300, 250_500, 626_350]),
        single: rateTable([11_925, 48_475, 103_350, 197_300, 250_525, 626_350]),
        separate: rateTable([11_925, 48_475, 103_350, 197_300, 250_525, 375_800]),
      }),
      references: [
        { ...usFederalReferences.revProc2024_40, title: 'IRS Rev. Proc. 2024-40, §3.01, Tables 1-4 (tax rate tables for 2025)' },
        usFederalReferences.irc1,
      ],
      note: 'P.L. 119-21 made the §1(j) rates permanent without changing the 2025 thresholds.',
    },
    {
      from: '2026-01-01',
      value: byStatus({
        joint: rateTable([24_800, 100_800, 211_400, 403_550, 512_450, 768_700]),
        headOfHousehold: rateTable([17_700, 67_450, 105_700, 201_750, 256_200, 640_600]),
        single: rateTable([12_400, 50_400, 105_700, 201_775, 256_225, 640_600]),
        separate: rateTable([12_400, 50_400, 105_700, 201_775, 256_225, 384_350]),
      }),
      references: [
        { ...usFederalReferences.revProc2025_32, title: 'IRS Rev. Proc. 2025-32, §4.01, Tables 1-4 (tax rate tables for 2026)' },
        usFederalReferences.irsInflationAdjustments2026,
        usFederalReferences.pl119_21Rates,
        usFederalReferences.irc1,
      ],
      note: 'The first year of the rates made permanent by P.L. 119-21 §70101. The thresholds at which 12% and 22% begin rise by about 4% on 2025, the others by about 2.3%.',
    },
  ],
};
