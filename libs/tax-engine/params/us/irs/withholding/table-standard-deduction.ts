import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';
import type { UsAmountByW4Status } from '../../../../src/us/w4-filing-status';

/**
 * The standard deduction the year's Annual Percentage Method tables are built on. The STANDARD table's untaxed first
 * row is this less the Worksheet 1A line 1g amount; the Step 2 checkbox table's is half of it, with every bracket
 * halved. It can differ from the return's deduction: the 2025 tables were issued in December 2024 on Rev. Proc.
 * 2024-40 and were not reissued after P.L. 119-21 raised the 2025 deduction.
 */
export const withholdingTableStandardDeduction: Parameter<UsAmountByW4Status> = {
  description: 'Standard deduction built into the Pub. 15-T Annual Percentage Method tables, by Form W-4 filing status.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: { 'married-joint': 27_700, single: 13_850, 'head-of-household': 20_800 },
      references: [usFederalReferences.pub15T2023, usFederalReferences.revProc2022_38],
    },
    {
      from: '2024-01-01',
      value: { 'married-joint': 29_200, single: 14_600, 'head-of-household': 21_900 },
      references: [usFederalReferences.pub15T2024, usFederalReferences.revProc2023_34],
      note: 'STANDARD tables: no withholding up to $16,300 joint, $6,000 single, $13,300 head of household.',
    },
    {
      from: '2025-01-01',
      value: { 'married-joint': 30_000, single: 15_000, 'head-of-household': 22_500 },
      references: [usFederalReferences.pub15T2025, usFederalReferences.revProc2024_40],
      note: 'Rev. Proc. 2024-40 amounts: the IRS left the 2025 withholding tables unchanged after P.L. 119-21. STANDARD tables: no withholding up to $17,100 joint, $6,400 single, $13,900 head of household.',
    },
    {
      from: '2026-01-01',
      value: { 'married-joint': 32_200, single: 16_100, 'head-of-household': 24_150 },
      references: [usFederalReferences.pub15T2026, usFederalReferences.revProc2025_32],
      note: 'Rev. Proc. 2025-32 amounts; the 2026 Pub. 15-T tables were not read at their source for this release (see docs/tax-parameters.md).',
    },
  ],
};
