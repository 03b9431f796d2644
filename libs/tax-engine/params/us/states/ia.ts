import type { Bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';

const b = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

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
} as const satisfies Record<string, Reference>;

const notes = [
  'Iowa low-income exemption (no tax at income of $9,000 or less single, $24,000 if 65+) is not modelled.',
  'Iowa school district surtaxes are local and excluded; dependent credits are not included.',
  'Iowa no longer deducts federal income tax (repealed from tax year 2023): the 2024 computation starts from federal taxable income.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Iowa individual income tax on wages: brackets on federal taxable income, and the personal exemption credit.',
  unit: 'USD-brackets',
  values: [
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [b(0, 4.4), b(6210, 4.82), b(31_050, 5.7)],
          'married-joint': [b(0, 4.4), b(12_420, 4.82), b(62_100, 5.7)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'married-separate': 14_600, 'head-of-household': 21_900 },
        personalExemptionCredit: {
          single: 40,
          'married-joint': 80,
          'married-separate': 40,
          'head-of-household': 40,
          'qualifying-surviving-spouse': 40,
        },
        incomeBase:
          'Federal taxable income (wages less the federal standard deduction); tax from the 2024 Iowa brackets, less the $40 personal exemption credit per person.',
        notes,
      },
      references: [sources.brackets2024, sources.sf2442, sources.ia1040of2024, sources.irs2024],
    },
  ],
};
