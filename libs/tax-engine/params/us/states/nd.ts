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
  nd1es2026: {
    title:
      'ND Office of State Tax Commissioner: Form ND-1ES (2026), 2026 tax rate schedules (zero rate to $49,575 single / $82,800 joint / $41,400 separate / $66,400 head of household; 2.5% over $250,400 / $304,850 / $152,425 / $277,600)',
    href: 'https://www.tax.nd.gov/sites/www/files/documents/forms/software-developer/individual-income-forms/28709-form-nd-1es-2026%20final.pdf',
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
        brackets: {
          single: [bracket(0, 0, 'Zero-rate bracket'), bracket(49_575, 1.95), bracket(250_400, 2.5)],
          'married-joint': [bracket(0, 0, 'Zero-rate bracket'), bracket(82_800, 1.95), bracket(304_850, 2.5)],
          'married-separate': [bracket(0, 0, 'Zero-rate bracket'), bracket(41_400, 1.95), bracket(152_425, 2.5)],
          'head-of-household': [bracket(0, 0, 'Zero-rate bracket'), bracket(66_400, 1.95), bracket(277_600, 2.5)],
        },
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($16,100 single, $32,200 joint, $24,150 head of household in 2026).',
      },
      references: [sources.nd1es2026, sources.ndcc57_38_30_3, sources.federalSd2026],
      note: 'Brackets from the 2026 rate schedules of Form ND-1ES (2026), read through a copy of their figures in another public tax calculator, which checked each against the base tax the form prints ($3,916.09 at $250,400 single, $4,329.98 at $304,850 joint, $4,118.40 at $277,600 head of household, $2,164.99 at $152,425 separate; 1.95% of each zero-rate-to-top width gives the same). Federal taxable income uses the 2026 federal standard deduction.',
    },
  ),
};
