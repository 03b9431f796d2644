import type { Bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';

const b = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

const sources = {
  d40of2024: {
    title: 'DC Office of Tax and Revenue: 2024 D-40 booklet (tax rate table; standard deduction equal to the federal amount)',
    href: 'https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2024_D40_Booklet_011525.pdf',
  },
  code1806: { title: 'D.C. Code § 47-1806.03 (rates)', href: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03' },
  irs2024: {
    title: 'IRS Rev. Proc. 2023-34 (2024 federal standard deduction $14,600 / $29,200 / $21,900)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = ['DC has no personal exemption; the standard deduction equals the federal one. Credits (e.g. DC EITC) are not included.'];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'District of Columbia individual income tax on wages: brackets and standard deduction.',
  unit: 'USD-brackets',
  values: [
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [b(0, 4), b(10_000, 6), b(40_000, 6.5), b(60_000, 8.5), b(250_000, 9.25), b(500_000, 9.75), b(1_000_000, 10.75)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'married-separate': 14_600, 'head-of-household': 21_900 },
        incomeBase:
          'Federal adjusted gross income (wages), less the DC standard deduction (the federal amount); tax from the DC rate table (the same brackets for every filing status).',
        notes,
      },
      references: [sources.d40of2024, sources.code1806, sources.irs2024],
    },
  ],
};
