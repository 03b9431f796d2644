import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  mo1040of2024: {
    title:
      'Missouri DOR: 2024 Form MO-1040 instructions (tax rate chart, top rate 4.8%; standard deduction; federal income tax deduction worksheet)',
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
  rsmo143_171: {
    title:
      'RSMo § 143.171 (deduction of a percentage of federal income tax by Missouri AGI: 35% up to $25,000, 25% to $50,000, 15% to $100,000, 5% to $125,000, none above)',
    href: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.171',
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
  withholding2026: {
    title:
      'Missouri DOR: 2026 withholding formula and Form MO-1040ES (2026) tax rate chart ($0 to $1,348; 2% to $2,696 … 4.5% to $9,436; 4.7% above)',
    href: 'https://dor.mo.gov/forms/Withholding%20Formula_2026.pdf',
  },
  federalSd2026: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14: 2026 federal standard deduction $16,100 single / $32,200 joint / $24,150 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  "Missouri deducts a share of the federal income tax (MO-1040 federal income tax deduction worksheet): 35% for Missouri AGI up to $25,000, 25% up to $50,000, 15% up to $100,000, 5% up to $125,000 and none above. The federal tax is the federal calculator's, on the same wages with the federal standard deduction and no credits. The statutory cap on the deduction is not modelled: these percentages of a wage earner's federal tax stay far below it.",
  "On a combined (joint) return Missouri figures the tax separately on each spouse's share of income; the wages are taken as one figure here, so the rate chart is applied once to the couple's taxable income.",
  'Kansas City and St. Louis earnings taxes (1%) are local and excluded.',
  'Head of household and qualifying surviving spouse get an additional $1,400 exemption (included).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Missouri individual income tax on wages: brackets, standard deduction (the federal amount) and head-of-household exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 0),
            bracket(1273, 2),
            bracket(2546, 2.5),
            bracket(3819, 3),
            bracket(5092, 3.5),
            bracket(6365, 4),
            bracket(7638, 4.5),
            bracket(8911, 4.8),
          ],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        personalExemption: { 'head-of-household': 1400, 'qualifying-surviving-spouse': 1400 },
        federalTaxDeduction: {
          percent: [
            { upTo: 25_000, value: 35 },
            { upTo: 50_000, value: 25 },
            { upTo: 100_000, value: 15 },
            { upTo: 125_000, value: 5 },
            { value: 0 },
          ],
        },
        incomeBase:
          'Federal adjusted gross income (wages), less the Missouri standard deduction (the federal amount) and the federal income tax deduction; tax from the 2024 rate chart (top rate 4.8%).',
        notes,
      },
      references: [sources.mo1040of2024, sources.rsmo143_011, sources.rsmo143_131, sources.rsmo143_171, sources.irs2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 0),
            bracket(1313, 2),
            bracket(2626, 2.5),
            bracket(3939, 3),
            bracket(5252, 3.5),
            bracket(6565, 4),
            bracket(7878, 4.5),
            bracket(9191, 4.7),
          ],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Missouri standard deduction (the federal amount) and the federal income tax deduction; tax from the 2025 rate chart (top rate 4.7%).',
      },
      references: [sources.mo1040of2025, sources.rsmo143_011, sources.rsmo143_131, sources.rsmo143_171, sources.obbba],
      note: 'Missouri follows the federal standard deduction, which Public Law 119-21 raised for 2025.',
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 0),
            bracket(1348, 2),
            bracket(2696, 2.5),
            bracket(4044, 3),
            bracket(5392, 3.5),
            bracket(6740, 4),
            bracket(8088, 4.5),
            bracket(9436, 4.7),
          ],
        },
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Missouri standard deduction (the federal amount) and the federal income tax deduction; tax from the 2026 rate chart (top rate 4.7% above $9,436).',
      },
      references: [sources.withholding2026, sources.rsmo143_011, sources.rsmo143_131, sources.rsmo143_171, sources.federalSd2026],
      note: "The 2026 chart ($1,348 steps, top rate 4.7% above $9,436) is the one of the DOR 2026 withholding formula and Form MO-1040ES (2026), read through copies of its figures in two other public tax calculators; it is the 2025 chart ($1,313 steps) indexed by about 2.67%, the same CPI-U change Nebraska's 2026 brackets show. The 2026 MO-1040 instructions are not yet published. The standard deduction follows the 2026 federal amount (RSMo 143.131).",
    },
  ),
};
