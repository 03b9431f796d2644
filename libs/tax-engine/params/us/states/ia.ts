import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  brackets2024: {
    title: 'Iowa Department of Revenue: 2024 individual income tax brackets (4.4%, 4.82%, 5.7%)',
    href: 'https://revenue.iowa.gov/press-release/2023-10-25/idr-announces-2024-individual-income-tax-brackets-and-interest-rates',
  },
  sf2442: {
    title: 'Iowa SF 2442 (2024): 2024 rates and the move to a flat 3.8% in 2025',
    href: 'https://www.legis.iowa.gov/legislation/BillBook?ga=90&ba=SF%202442',
  },
  irs2024: {
    title: 'IRS Rev. Proc. 2023-34 (2024 federal standard deduction, the starting point of Iowa taxable income)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  ia1040of2024: {
    title: 'Iowa Department of Revenue: 2024 IA 1040 instructions (federal taxable income starting point; $40 personal exemption credit)',
    href: 'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/iowa-1040-individual-income-tax-return',
  },
  brackets2025: {
    title: 'Iowa Department of Revenue: IDR announces 2025 individual income tax brackets (a single rate of 3.8%)',
    href: 'https://revenue.iowa.gov/press-release/2024-10-16/idr-announces-2025-individual-income-tax-brackets-and-interest-rates',
  },
  ia1040of2025: {
    title: 'Iowa Department of Revenue: 2025 IA 1040 expanded instructions, line 5 Iowa tax (3.8% of taxable income)',
    href: 'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/1040-expanded-instructions/iowa-tax',
  },
  code422_5A: {
    title: 'Iowa Code § 422.5A (individual income tax: 3.8% of taxable income for tax years beginning on or after 1 January 2025)',
    href: 'https://www.legis.iowa.gov/docs/code/422.5A.pdf',
  },
  code422_12: {
    title: 'Iowa Code § 422.12 (personal exemption credit: $40 per person)',
    href: 'https://www.legis.iowa.gov/docs/code/422.12.pdf',
  },
  irs2025: {
    title:
      'Public Law 119-21, § 70102: 2025 federal standard deduction $15,750 / $31,500 / $23,625 (Iowa follows the Internal Revenue Code as amended)',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  withholding2026: {
    title:
      'Iowa Department of Revenue press release, 3 November 2025: IDR issues new income withholding tax tables for 2026 (Iowa Code automatically conformed to the Internal Revenue Code, including P.L. 119-21)',
    href: 'https://www.pubt.io/view/EB7CB63591F3FFC95D40D575063E925C419350B1',
  },
  irs2026: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14: 2026 federal standard deduction $16,100 / $32,200 / $24,150',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Iowa low-income exemption (no tax at income of $9,000 or less single, $24,000 if 65+) is not modelled.',
  'Iowa school district surtaxes are local and excluded; dependent credits are not included.',
  'Iowa no longer deducts federal income tax (repealed from tax year 2023): the 2024 computation starts from federal taxable income.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Iowa individual income tax on wages: brackets on federal taxable income, and the personal exemption credit.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 4.4), bracket(6210, 4.82), bracket(31_050, 5.7)],
          'married-joint': [bracket(0, 4.4), bracket(12_420, 4.82), bracket(62_100, 5.7)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        personalExemptionCredit: { single: 40, 'married-joint': 80, 'qualifying-surviving-spouse': 40 },
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction); tax from the 2024 Iowa brackets, less the $40 personal exemption credit per person.',
        notes,
      },
      references: [sources.brackets2024, sources.sf2442, sources.ia1040of2024, sources.irs2024],
    },
    {
      from: '2025-01-01',
      changes: {
        kind: 'flat',
        brackets: { single: [bracket(0, 3.8, 'Flat rate (3.8%)')] },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction, $15,750 single in 2025), taxed at a flat 3.8%, less the $40 personal exemption credit per person.',
      },
      references: [sources.brackets2025, sources.ia1040of2025, sources.sf2442, sources.code422_5A, sources.code422_12, sources.irs2025],
      note: 'SF 2442 (2024) replaced the three brackets by a single 3.8% rate from 2025.',
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction, $16,100 single in 2026), taxed at a flat 3.8%, less the $40 personal exemption credit per person.',
      },
      references: [sources.code422_5A, sources.code422_12, sources.withholding2026, sources.irs2026],
      note: 'The 3.8% rate and the $40 credit are fixed in the Code; the starting point follows the 2026 federal standard deduction.',
    },
  ),
};
