import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

/** IRC §2010(c)(3): the basic exclusion amount for estates of decedents dying in the year (and gifts made in it). */
export const estateTaxBasicExclusionAmount: Parameter<number> = {
  description: 'Basic exclusion amount for the estate of a decedent dying in the calendar year.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: 12_920_000,
      references: [
        { ...usFederalReferences.revProc2022_38, title: 'IRS Rev. Proc. 2022-38, §3.41 (2023 basic exclusion amount $12,920,000)' },
      ],
    },
    {
      from: '2024-01-01',
      value: 13_610_000,
      references: [
        { ...usFederalReferences.revProc2023_34, title: 'IRS Rev. Proc. 2023-34, §3.41 (2024 basic exclusion amount $13,610,000)' },
      ],
    },
    {
      from: '2025-01-01',
      value: 13_990_000,
      references: [
        { ...usFederalReferences.revProc2024_40, title: 'IRS Rev. Proc. 2024-40, §3.41 (2025 basic exclusion amount $13,990,000)' },
      ],
    },
    {
      from: '2026-01-01',
      value: 15_000_000,
      references: [usFederalReferences.pl119_21Estate, usFederalReferences.revProc2025_32, usFederalReferences.irc2010],
      note: 'P.L. 119-21 §70106 set $15,000,000 for 2026 in place of the scheduled return to $5,000,000 indexed.',
    },
  ],
};
