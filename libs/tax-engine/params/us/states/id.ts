import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  h521: {
    title: 'Idaho HB 521 (2024): rate 5.695% for 2024, retroactive to 1 January 2024',
    href: 'https://legislature.idaho.gov/sessioninfo/2024/legislation/H0521/',
  },
  ic63_3024: {
    title: 'Idaho Code § 63-3024 (individual rate; zero-rate band indexed)',
    href: 'https://legislature.idaho.gov/statutesrules/idstat/title63/t63ch30/sect63-3024/',
  },
  irs2024: {
    title: 'IRS Rev. Proc. 2023-34 (2024 federal standard deduction $14,600 / $29,200 / $21,900, used by Idaho)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  form40of2024: {
    title: 'Idaho State Tax Commission: 2024 Form 40 instructions (tax computation: 0% up to $4,673 / $9,346, 5.695% above)',
    href: 'https://tax.idaho.gov/forms/form-40-individual-income-tax-return-instructions/',
  },
  h40: {
    title: 'Idaho HB 40 (2025), signed 6 March 2025: rate 5.3% for taxable years from 1 January 2025 (retroactive)',
    href: 'https://legislature.idaho.gov/sessioninfo/2025/legislation/H0040/',
  },
  h559: {
    title:
      'Idaho HB 559 (2026), signed February 2026: conformity to the Internal Revenue Code as amended by P.L. 119-21, retroactive to 1 January 2025 (federal standard deduction $15,750 / $31,500 / $23,625)',
    href: 'https://legislature.idaho.gov/sessioninfo/2026/legislation/H0559/',
  },
  instructions2025: {
    title: 'Idaho State Tax Commission: 2025 individual income tax instructions (tax computation: 0% up to $4,811 / $9,622, 5.3% above)',
    href: 'https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf',
  },
  revProc2025_32: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14 (2026 federal standard deduction $16,100 / $32,200 / $24,150)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = ['The $10 permanent building fund tax and the grocery credit are not included.'];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Idaho individual income tax on wages: flat rate above a zero-rate band, on federal AGI less the standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 0, 'Zero-rate band'), bracket(4673, 5.695)],
          'married-joint': [bracket(0, 0, 'Zero-rate band'), bracket(9346, 5.695)],
          'head-of-household': [bracket(0, 0, 'Zero-rate band'), bracket(9346, 5.695)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        incomeBase:
          'Federal adjusted gross income (wages), less the standard deduction (the federal amount); 0% on the first $4,673 ($9,346 joint and head of household), 5.695% above.',
        notes,
      },
      references: [sources.form40of2024, sources.h521, sources.ic63_3024, sources.irs2024],
      note: 'HB 521 cut the 2024 rate from 5.8% to 5.695% retroactively; the final rate is used.',
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0, 'Zero-rate band'), bracket(4811, 5.3)],
          'married-joint': [bracket(0, 0, 'Zero-rate band'), bracket(9622, 5.3)],
          'head-of-household': [bracket(0, 0, 'Zero-rate band'), bracket(9622, 5.3)],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        incomeBase:
          'Federal adjusted gross income (wages), less the standard deduction (the federal amount); 0% on the first $4,811 ($9,622 joint and head of household), 5.3% above.',
      },
      references: [sources.instructions2025, sources.h40, sources.h559, sources.ic63_3024],
      note: 'HB 40 cut the rate from 5.695% to 5.3% from 1 January 2025; HB 559 (2026) adopted the larger 2025 federal standard deduction retroactively.',
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        notes: [
          ...notes,
          'Provisional for 2026: the zero-rate band ($4,811 / $9,622) is the 2025 figure carried forward (the 2026 indexed figure was not found); the standard deduction is the 2026 federal amount.',
        ],
      },
      references: [sources.revProc2025_32, sources.h40, sources.h559, sources.ic63_3024],
      note: "Provisional: 5.3% (HB 40) and the federal standard deduction (Idaho follows the Internal Revenue Code as amended by P.L. 119-21, HB 559). § 63-3024(3) sets the zero-rate band at $2,500 ($5,000 joint) times the CPI-U average of the preceding calendar year over 1998's (2025: 2,500 x 313.689 / 163.0 = 4,811); the Tax Commission's 2026 factor and the 2025 CPI-U average were not read, so the 2025 band is carried forward.",
    },
  ),
};
