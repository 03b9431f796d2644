import type { Bracket } from '../../../src/core/brackets';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const b = (threshold: number, rate: number, name = `${rate}% bracket`): Bracket => ({ threshold, rate, name });

const sources = {
  mo1040of2024: {
    title: 'Missouri DOR: 2024 Form MO-1040 instructions (tax rate chart, top rate 4.8%; standard deduction)',
    href: 'https://dor.mo.gov/forms/MO-1040%20Instructions_2024.pdf',
  },
  mo1040of2025: {
    title: 'Missouri DOR: 2025 Form MO-1040 instructions (tax rate chart, top rate 4.7%; standard deduction)',
    href: 'https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf',
  },
  rsmo143_011: {
    title: 'RSMo § 143.011 (rates; brackets indexed; rate reductions)',
    href: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.011',
  },
  rsmo143_131: {
    title: 'RSMo § 143.131 (Missouri standard deduction equal to the federal standard deduction)',
    href: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.131',
  },
  irs2024: {
    title: 'IRS Rev. Proc. 2023-34 (2024 federal standard deduction $14,600 / $29,200 / $21,900)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  obbba: {
    title: 'IRS: One, Big, Beautiful Bill provisions (2025 federal standard deduction $15,750 / $31,500 / $23,625)',
    href: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Missouri allows a deduction for part of the federal income tax (35% down to 0% by AGI, capped at $5,000 / $10,000); it is not modelled, so tax is overstated for AGI under $125,000.',
  'Kansas City and St. Louis earnings taxes (1%) are local and excluded.',
  'Head of household and qualifying surviving spouse get an additional $1,400 exemption (included).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Missouri individual income tax on wages: brackets, standard deduction (the federal amount) and head-of-household exemption.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [b(0, 0), b(1273, 2), b(2546, 2.5), b(3819, 3), b(5092, 3.5), b(6365, 4), b(7638, 4.5), b(8911, 4.8)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'married-separate': 14_600, 'head-of-household': 21_900 },
        personalExemption: { 'head-of-household': 1400, 'qualifying-surviving-spouse': 1400 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Missouri standard deduction (the federal amount); tax from the 2024 rate chart (top rate 4.8%).',
        notes,
      },
      references: [sources.mo1040of2024, sources.rsmo143_011, sources.rsmo143_131, sources.irs2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [b(0, 0), b(1313, 2), b(2626, 2.5), b(3939, 3), b(5252, 3.5), b(6565, 4), b(7878, 4.5), b(9191, 4.7)],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'married-separate': 15_750, 'head-of-household': 23_625 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Missouri standard deduction (the federal amount); tax from the 2025 rate chart (top rate 4.7%).',
      },
      references: [sources.mo1040of2025, sources.rsmo143_011, sources.rsmo143_131, sources.obbba],
      note: 'Missouri follows the federal standard deduction, which Public Law 119-21 raised for 2025.',
    },
  ),
};
