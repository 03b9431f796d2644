import type { Bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';

const b = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

const sources = {
  ars1011: { title: 'A.R.S. § 43-1011 (2.5% for taxable years from 2023)', href: 'https://www.azleg.gov/ars/43/01011.htm' },
  ars1041: { title: 'A.R.S. § 43-1041 (standard deduction equal to the federal amount)', href: 'https://www.azleg.gov/ars/43/01041.htm' },
  form140of2024: {
    title: 'Arizona DOR: 2024 Form 140 instructions (2.5%; standard deduction $14,600 / $29,200 / $21,900)',
    href: 'https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2024_140i.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Arizona has no personal exemption (replaced by the dependent tax credit, not modelled); the charitable increase to the standard deduction and the Families Tax Rebate are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Arizona individual income tax on wages: flat rate and standard deduction.',
  unit: 'USD-brackets',
  values: [
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [b(0, 2.5, 'Flat rate (2.5%)')],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'married-separate': 14_600, 'head-of-household': 21_900 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Arizona standard deduction (the federal amount); taxed at a flat 2.5%.',
        notes,
      },
      references: [sources.form140of2024, sources.ars1011, sources.ars1041],
    },
  ],
};
