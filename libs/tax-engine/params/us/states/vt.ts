import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  vsa32_5822: {
    title: '32 V.S.A. § 5822 (tax rates 3.35%, 6.6%, 7.6%, 8.75%; brackets indexed)',
    href: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
  },
  vsa32_5811: {
    title: '32 V.S.A. § 5811 (Vermont taxable income; standard deduction and personal exemption)',
    href: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  },
  rates2024: {
    title: 'Vermont Department of Taxes: 2024 Vermont tax rate schedules',
    href: 'https://tax.vermont.gov/sites/tax/files/documents/RateSched-2024.pdf',
  },
  in111of2024: {
    title:
      'Vermont Department of Taxes: 2024 Form IN-111 and income tax booklet (standard deduction $7,400 / $14,850 / $11,100; personal exemption $5,100)',
    href: 'https://tax.vermont.gov/sites/tax/files/documents/Income%20Booklet-2024.pdf',
  },
  rates2025: {
    title: 'Vermont Department of Taxes: 2025 Vermont tax rate schedules',
    href: 'https://tax.vermont.gov/sites/tax/files/documents/RateSched-2025.pdf',
  },
  in111of2025: {
    title:
      'Vermont Department of Taxes: 2025 income tax booklet (standard deduction $7,650 / $15,300 / $11,450; personal exemption $5,300)',
    href: 'https://tax.vermont.gov/sites/tax/files/documents/Income-Booklet-2025.pdf',
  },
  in114of2026: {
    title: 'Vermont Department of Taxes: 2026 Form IN-114 instructions (Rev. 10/25), 2026 Preliminary Vermont Tax Rates',
    href: 'https://tax.vermont.gov/sites/tax/files/documents/IN-114-Instr-2026.pdf',
  },
  gb1210of2026: {
    title: 'Vermont Department of Taxes: GB-1210, 2026 Income Tax Withholding Instructions and Tables (personal exemption $5,400)',
    href: 'https://tax.vermont.gov/sites/tax/files/documents/GB-1210-2026.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Personal exemptions are one per person on the return (two for married filing jointly); dependents are not modelled.',
  'Filers with AGI over $150,000 owe at least 3% of AGI; that minimum rarely binds for wage earners and is not modelled. Vermont credits are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Vermont personal income tax on wages: graduated rate schedules, the Vermont standard deduction and personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 3.35), bracket(47_900, 6.6), bracket(116_000, 7.6), bracket(242_000, 8.75)],
          'married-joint': [bracket(0, 3.35), bracket(79_950, 6.6), bracket(193_300, 7.6), bracket(294_600, 8.75)],
          'married-separate': [bracket(0, 3.35), bracket(39_975, 6.6), bracket(96_650, 7.6), bracket(147_300, 8.75)],
          'head-of-household': [bracket(0, 3.35), bracket(64_200, 6.6), bracket(165_700, 7.6), bracket(268_300, 8.75)],
        },
        standardDeduction: { single: 7400, 'married-joint': 14_850, 'head-of-household': 11_100 },
        personalExemption: { single: 5100, 'married-joint': 10_200, 'qualifying-surviving-spouse': 5100 },
        incomeBase: 'Federal adjusted gross income (wages), less the Vermont standard deduction and personal exemptions.',
        notes,
      },
      references: [sources.rates2024, sources.in111of2024, sources.vsa32_5822, sources.vsa32_5811],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.35), bracket(49_400, 6.6), bracket(119_700, 7.6), bracket(249_700, 8.75)],
          'married-joint': [bracket(0, 3.35), bracket(82_500, 6.6), bracket(199_450, 7.6), bracket(304_000, 8.75)],
          'married-separate': [bracket(0, 3.35), bracket(41_250, 6.6), bracket(99_725, 7.6), bracket(152_000, 8.75)],
          'head-of-household': [bracket(0, 3.35), bracket(66_200, 6.6), bracket(171_000, 7.6), bracket(276_850, 8.75)],
        },
        standardDeduction: { single: 7650, 'married-joint': 15_300, 'head-of-household': 11_450 },
        personalExemption: { single: 5300, 'married-joint': 10_600, 'qualifying-surviving-spouse': 5300 },
      },
      references: [sources.rates2025, sources.in111of2025, sources.vsa32_5822, sources.vsa32_5811],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.35), bracket(50_750, 6.6), bracket(122_850, 7.6), bracket(256_300, 8.75)],
          'married-joint': [bracket(0, 3.35), bracket(84_700, 6.6), bracket(204_750, 7.6), bracket(312_050, 8.75)],
          'married-separate': [bracket(0, 3.35), bracket(42_350, 6.6), bracket(102_375, 7.6), bracket(156_025, 8.75)],
          'head-of-household': [bracket(0, 3.35), bracket(68_000, 6.6), bracket(175_500, 7.6), bracket(284_150, 8.75)],
        },
        standardDeduction: { single: 7850, 'married-joint': 15_700, 'head-of-household': 11_800 },
        personalExemption: { single: 5400, 'married-joint': 10_800, 'qualifying-surviving-spouse': 5400 },
        notes: [
          ...notes,
          'Provisional for 2026: the brackets are the "2026 Preliminary Vermont Tax Rates" of the 2026 estimated tax instructions, the $5,400 exemption is from the 2026 withholding guide, and the standard deduction ($7,850 / $15,700 / $11,800) is derived from that guide\'s tables and the statute\'s indexing; the final 2026 rate schedules were not published when this was written.',
        ],
      },
      references: [sources.in114of2026, sources.gb1210of2026, sources.vsa32_5822, sources.vsa32_5811],
      note: "PROVISIONAL: brackets from the preliminary 2026 rates printed in the 2026 Form IN-114 instructions; exemption $5,400 from GB-1210 (2026); standard deduction derived from GB-1210's annual percentage tables (withholding starts above half the single and three quarters of the joint deduction: $3,925 × 2 = $7,850, $11,775 / 0.75 = $15,700; the relation reproduces 2023 to 2025), head of household ($11,800) the statutory base indexed alike. All read through a copy of their figures in another public tax calculator; the documents themselves were not opened.",
    },
  ),
};
