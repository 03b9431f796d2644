import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';
import type { UsAmountByW4Status } from '../../../../src/us/w4-filing-status';

/**
 * Pub. 15-T Worksheet 1A line 1g: subtracted from the annual wage when the Step 2 box is not checked. The STANDARD
 * tables start their first taxed row at the standard deduction less this amount, so together they allow the whole
 * standard deduction.
 */
export const worksheet1aAdjustment: Parameter<UsAmountByW4Status> = {
  description: 'Pub. 15-T Worksheet 1A line 1g amount for a 2020-or-later Form W-4 without the Step 2 box checked.',
  unit: 'USD',
  values: [
    {
      from: '2023-01-01',
      value: { 'married-joint': 12_900, single: 8_600, 'head-of-household': 8_600 },
      references: [usFederalReferences.pub15T2023],
    },
    {
      from: '2024-01-01',
      value: { 'married-joint': 12_900, single: 8_600, 'head-of-household': 8_600 },
      references: [usFederalReferences.pub15T2024],
    },
    {
      from: '2025-01-01',
      value: { 'married-joint': 12_900, single: 8_600, 'head-of-household': 8_600 },
      references: [usFederalReferences.pub15T2025],
    },
    {
      from: '2026-01-01',
      value: { 'married-joint': 12_900, single: 8_600, 'head-of-household': 8_600 },
      references: [usFederalReferences.pub15T2026],
      note: 'Unchanged since the 2020 Form W-4; the 2026 edition was not read at its source for this release (see docs/tax-parameters.md).',
    },
  ],
};
