import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  notice24_08: {
    title: 'Kansas DOR Notice 24-08 (SB 1, 2024 special session: two brackets 5.2% / 5.58%, exemptions, retroactive to 1 January 2024)',
    href: 'https://www.ksrevenue.gov/taxnotices/notice24-08.pdf',
  },
  ip24: {
    title: 'Kansas DOR: 2024 Individual Income Tax booklet (K-40; tax computation; standard deduction)',
    href: 'https://www.ksrevenue.gov/pdf/ip24.pdf',
  },
  ip25: {
    title: 'Kansas DOR: 2025 Individual Income Tax booklet (K-40; tax computation; standard deduction)',
    href: 'https://www.ksrevenue.gov/pdf/ip25.pdf',
  },
  ksa79_32_110: {
    title: 'K.S.A. 79-32,110 (rates)',
    href: 'https://www.kslegislature.org/li/b2023_24/statute/079_000_0000_chapter/079_032_0000_article/079_032_0110_section/079_032_0110_k/',
  },
  hb2629: {
    title:
      'Kansas HB 2629 (2026): would raise the standard deduction to $3,805 / $8,640 / $6,480 from 2026; referred to the Committee on Taxation, not enacted',
    href: 'https://www.kslegislature.gov/li/b2025_26/measures/hb2629/',
  },
  notice25_06: {
    title:
      'Kansas DOR Notice 25-06 (2 October 2025): SB 269 rate-reduction trigger not met, so no individual income tax rate reduction for tax year 2026 (5.2% / 5.58% stay)',
    href: 'https://www.ksrevenue.gov/taxnotices/notice25-06.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Local intangibles taxes are excluded; additional standard deductions for age 65+ or blind, dependent exemptions and credits are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Kansas individual income tax on wages: brackets, standard deduction and personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 5.2), bracket(23_000, 5.58)],
          'married-joint': [bracket(0, 5.2), bracket(46_000, 5.58)],
        },
        standardDeduction: { single: 3605, 'married-joint': 8240, 'married-separate': 4120, 'head-of-household': 6180 },
        personalExemption: { single: 9160, 'married-joint': 18_320, 'head-of-household': 11_480, 'qualifying-surviving-spouse': 9160 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Kansas standard deduction and personal exemption; 5.2% up to $23,000 ($46,000 joint) and 5.58% above.',
        notes,
      },
      references: [sources.notice24_08, sources.ip24, sources.ksa79_32_110],
      note: 'SB 1 (2024 special session) replaced the three-bracket schedule retroactively to 1 January 2024; the final law is used. Head of household: $9,160 plus the $2,320 head-of-household exemption.',
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.ip25, sources.ksa79_32_110],
      note: 'Head of household: $9,160 plus the $2,320 head-of-household exemption.',
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.notice25_06, sources.ksa79_32_110, sources.hb2629],
      note: 'No rate reduction for 2026 under SB 269 (Notice 25-06: FY 2025 collections did not exceed the inflation-adjusted base); the standard deduction and exemptions are fixed in statute (not indexed), and HB 2629 (a higher standard deduction from 2026) stayed in committee. Head of household: $9,160 plus the $2,320 head-of-household exemption.',
    },
  ),
};
