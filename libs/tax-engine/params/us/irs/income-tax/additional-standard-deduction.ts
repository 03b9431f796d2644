import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

/**
 * IRC §63(f): one additional amount per condition (taxpayer 65 or over, taxpayer blind, and the same for a spouse
 * on a joint return). `unmarried` applies to single and head-of-household filers (§63(f)(3)); `married` to joint,
 * separate and surviving-spouse returns.
 */
export interface AdditionalStandardDeductionAmounts {
  readonly married: number;
  readonly unmarried: number;
}

export const additionalStandardDeduction: Parameter<AdditionalStandardDeductionAmounts> = {
  description: 'Additional standard deduction for each condition of being aged 65 or over or blind, for married and for unmarried filers.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: { married: 1_500, unmarried: 1_850 },
      references: [
        {
          ...usFederalReferences.revProc2022_38,
          title:
            'IRS Rev. Proc. 2022-38, §3, "Standard Deduction": additional standard deduction for the aged or blind, $1,500 ($1,850 if unmarried and not a surviving spouse)',
        },
        usFederalReferences.irc63,
      ],
    },
    {
      from: '2024-01-01',
      value: { married: 1_550, unmarried: 1_950 },
      references: [
        {
          ...usFederalReferences.revProc2023_34,
          title:
            'IRS Rev. Proc. 2023-34, §3, "Standard Deduction": additional standard deduction for the aged or blind, $1,550 ($1,950 if unmarried and not a surviving spouse)',
        },
        usFederalReferences.irc63,
      ],
    },
    {
      from: '2025-01-01',
      value: { married: 1_600, unmarried: 2_000 },
      references: [
        {
          ...usFederalReferences.revProc2024_40,
          title:
            'IRS Rev. Proc. 2024-40, §3, "Standard Deduction": additional standard deduction for the aged or blind, $1,600 ($2,000 if unmarried and not a surviving spouse)',
        },
        usFederalReferences.irc63,
      ],
      note: 'P.L. 119-21 left these amounts unchanged; its separate $6,000 deduction for seniors (2025-2028, phased out above $75,000/$150,000 MAGI) is not part of the standard deduction.',
    },
    {
      from: '2026-01-01',
      value: { married: 1_650, unmarried: 2_050 },
      references: [
        {
          ...usFederalReferences.revProc2025_32,
          title:
            'IRS Rev. Proc. 2025-32, §4.14, "Standard Deduction": additional standard deduction for the aged or blind, $1,650 ($2,050 if unmarried and not a surviving spouse)',
        },
        usFederalReferences.irc63,
      ],
      note: 'The separate $6,000 deduction for seniors of P.L. 119-21 (2025-2028) is still not part of the standard deduction and is not modelled.',
    },
  ],
};
