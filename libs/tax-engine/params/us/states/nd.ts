import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ndcc57_38_30_3: {
    title: 'N.D.C.C. § 57-38-30.3 (individual income tax rates, as amended by HB 1158, 2023: 0%, 1.95%, 2.5%; brackets indexed)',
    href: 'https://ndlegis.gov/cencode/t57c38.pdf#nameddest=57-38-30p3',
  },
  booklet2024: {
    title: 'ND Office of State Tax Commissioner: 2024 Individual Income Tax booklet, tax rate schedules (p. 29)',
    href: 'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2024-iit/2024-individual-income-tax-booklet.pdf#page=29',
  },
  booklet2025: {
    title: 'ND Office of State Tax Commissioner: 2025 Individual Income Tax booklet, tax rate schedules (p. 29)',
    href: 'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/2025-individual-income-tax-booklet.pdf#page=29',
  },
  federalSd2024: {
    title: 'IRS Rev. Proc. 2023-34, § 3.15: 2024 federal standard deduction $14,600 single / $29,200 joint / $21,900 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  federalSd2025: {
    title:
      'Public Law 119-21 (One Big Beautiful Bill Act), § 70102: 2025 federal standard deduction $15,750 single / $31,500 joint / $23,625 head of household',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  federalSd2026: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14: 2026 federal standard deduction $16,100 single / $32,200 joint / $24,150 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'North Dakota taxable income starts from federal taxable income, so the federal standard deduction is the deduction applied here; itemized deductions and ND adjustments are not modelled.',
  'The marriage penalty credit and other credits are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'North Dakota individual income tax on wages: 0%, 1.95% and 2.5% brackets applied to federal taxable income.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 0, 'Zero-rate bracket'), bracket(47_150, 1.95), bracket(238_200, 2.5)],
          'married-joint': [bracket(0, 0, 'Zero-rate bracket'), bracket(78_775, 1.95), bracket(289_975, 2.5)],
          'married-separate': [bracket(0, 0, 'Zero-rate bracket'), bracket(39_375, 1.95), bracket(144_975, 2.5)],
          'head-of-household': [bracket(0, 0, 'Zero-rate bracket'), bracket(63_175, 1.95), bracket(264_100, 2.5)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($14,600 single, $29,200 joint, $21,900 head of household in 2024).',
        notes,
      },
      references: [sources.booklet2024, sources.ndcc57_38_30_3, sources.federalSd2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0, 'Zero-rate bracket'), bracket(48_475, 1.95), bracket(244_825, 2.5)],
          'married-joint': [bracket(0, 0, 'Zero-rate bracket'), bracket(80_975, 1.95), bracket(298_075, 2.5)],
          'married-separate': [bracket(0, 0, 'Zero-rate bracket'), bracket(40_475, 1.95), bracket(149_025, 2.5)],
          'head-of-household': [bracket(0, 0, 'Zero-rate bracket'), bracket(64_950, 1.95), bracket(271_450, 2.5)],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($15,750 single, $31,500 joint, $23,625 head of household in 2025).',
      },
      references: [sources.booklet2025, sources.ndcc57_38_30_3, sources.federalSd2025],
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($16,100 single, $32,200 joint, $24,150 head of household in 2026); the 2025 brackets are carried forward provisionally.',
        notes: [
          ...notes,
          'Provisional for 2026: the brackets are indexed each year and the 2026 schedules were not found, so the 2025 brackets are used (zero rate up to $48,475 single, $80,975 joint); the 2026 brackets will be a little higher, so the tax shown can be slightly too high. The federal standard deduction is the 2026 amount.',
        ],
      },
      references: [sources.ndcc57_38_30_3, sources.federalSd2026, sources.booklet2025],
      note: 'PROVISIONAL: the 2026 rate schedules (N.D.C.C. § 57-38-30.3, indexed) were not found; the 2025 brackets are carried forward. Federal taxable income uses the 2026 federal standard deduction.',
    },
  ),
};
