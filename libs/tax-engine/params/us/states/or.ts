import type { Bracket } from '../../../src/core/brackets';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const bracket = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

const sources = {
  ors316_037: {
    title: 'ORS 316.037 (tax rates: 4.75%, 6.75%, 8.75%, 9.9%; brackets indexed, top threshold fixed)',
    href: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
  },
  or40i2024: {
    title:
      'Oregon DOR: 2024 Form OR-40 instructions (standard deduction $2,745 / $5,495 / $4,420; exemption credit $249, none above federal AGI $100,000 / $200,000; federal tax subtraction up to $8,250; tax rate charts)',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  },
  or40i2025: {
    title:
      'Oregon DOR: 2025 Form OR-40 instructions (standard deduction $2,835 / $5,670 / $4,560; exemption credit $256; federal tax subtraction up to $8,500; tax rate charts)',
    href: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Oregon lets filers subtract federal income tax paid (up to $8,250 in 2024 and $8,500 in 2025, less at higher incomes); that subtraction needs the federal tax and is not modelled, so the Oregon tax shown is too high by up to 8.75% (9.9%) of it.',
  'The exemption credit ($249 in 2024, $256 in 2025 per person) is not allowed when federal AGI exceeds $100,000 ($200,000 joint, head of household); dependents are not modelled.',
  'The kicker credit, local taxes (Portland Metro, Multnomah County) and the statewide transit payroll tax are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Oregon personal income tax on wages: graduated brackets, the Oregon standard deduction and the personal exemption credit.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 4.75), bracket(4300, 6.75), bracket(10_750, 8.75), bracket(125_000, 9.9)],
          'married-joint': [bracket(0, 4.75), bracket(8600, 6.75), bracket(21_500, 8.75), bracket(250_000, 9.9)],
          'head-of-household': [bracket(0, 4.75), bracket(8600, 6.75), bracket(21_500, 8.75), bracket(250_000, 9.9)],
        },
        standardDeduction: {
          single: 2745,
          'married-joint': 5495,
          'married-separate': 2745,
          'head-of-household': 4420,
          'qualifying-surviving-spouse': 5495,
        },
        personalExemptionCredit: {
          single: 249,
          'married-joint': 498,
          'married-separate': 249,
          'head-of-household': 249,
          'qualifying-surviving-spouse': 249,
        },
        phaseOuts: [
          {
            applies: 'personalExemptionCredit',
            start: {
              single: 100_000,
              'married-joint': 200_000,
              'married-separate': 100_000,
              'head-of-household': 200_000,
              'qualifying-surviving-spouse': 200_000,
            },
            step: { single: 1 },
            reductionPerStep: {
              single: 249,
              'married-joint': 498,
              'married-separate': 249,
              'head-of-household': 249,
              'qualifying-surviving-spouse': 249,
            },
            partialStep: 'counts',
          },
        ],
        incomeBase:
          'Federal adjusted gross income (wages), less the Oregon standard deduction (the federal tax subtraction is not modelled); tax less the personal exemption credit.',
        notes,
      },
      references: [sources.or40i2024, sources.ors316_037],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.75), bracket(4400, 6.75), bracket(11_100, 8.75), bracket(125_000, 9.9)],
          'married-joint': [bracket(0, 4.75), bracket(8800, 6.75), bracket(22_200, 8.75), bracket(250_000, 9.9)],
          'head-of-household': [bracket(0, 4.75), bracket(8800, 6.75), bracket(22_200, 8.75), bracket(250_000, 9.9)],
        },
        standardDeduction: {
          single: 2835,
          'married-joint': 5670,
          'married-separate': 2835,
          'head-of-household': 4560,
          'qualifying-surviving-spouse': 5670,
        },
        personalExemptionCredit: {
          single: 256,
          'married-joint': 512,
          'married-separate': 256,
          'head-of-household': 256,
          'qualifying-surviving-spouse': 256,
        },
        phaseOuts: [
          {
            applies: 'personalExemptionCredit',
            start: {
              single: 100_000,
              'married-joint': 200_000,
              'married-separate': 100_000,
              'head-of-household': 200_000,
              'qualifying-surviving-spouse': 200_000,
            },
            step: { single: 1 },
            reductionPerStep: {
              single: 256,
              'married-joint': 512,
              'married-separate': 256,
              'head-of-household': 256,
              'qualifying-surviving-spouse': 256,
            },
            partialStep: 'counts',
          },
        ],
      },
      references: [sources.or40i2025, sources.ors316_037],
    },
  ),
};
