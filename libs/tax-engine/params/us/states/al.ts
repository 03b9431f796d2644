import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  booklet2024: {
    title:
      'Alabama DOR: 2024 Form 40 booklet (tax rate schedule; standard deduction chart; personal exemption $1,500 / $3,000; federal tax deduction worksheet)',
    href: 'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
  },
  code4018_5: {
    title: 'Code of Alabama § 40-18-5 (rates: 2%, 4%, 5%; joint brackets doubled)',
    href: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/',
  },
  code4018_15: {
    title: 'Code of Alabama § 40-18-15(b) (standard deduction, reduced as AGI rises)',
    href: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  },
  code4018_15a: {
    title: 'Code of Alabama § 40-18-15(a)(2) (deduction of federal income tax paid or accrued for the year)',
    href: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  },
  code4018_19: {
    title: 'Code of Alabama § 40-18-19 (personal exemptions)',
    href: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-19/',
  },
  booklet2025: {
    title:
      'Alabama DOR: 2025 Form 40 booklet (tax rate schedule; standard deduction chart; personal exemption $1,500 / $3,000; federal tax deduction worksheet)',
    href: 'https://www.revenue.alabama.gov/wp-content/uploads/2026/01/25f40bk.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  "Alabama deducts the federal income tax liability for the year in full (Form 40 federal tax deduction worksheet). The federal tax is the federal calculator's, on the same wages with the federal standard deduction and no credits.",
  'Local occupational license taxes (e.g. Birmingham, Gadsden) are local and excluded; dependent exemptions and credits are not included.',
  'The standard deduction is reduced by $25 single ($175 joint, $135 head of household, $88 separate) for each whole $500 ($250 separate) of AGI above $25,500 ($12,750 separate), to a minimum of $2,500 ($5,000 joint), as in the standard deduction chart (e.g. joint: $8,500 up to $25,999, $8,325 from $26,000 to $26,499).',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Alabama individual income tax on wages: brackets, standard deduction (phased down with AGI) and personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 2), bracket(500, 4), bracket(3000, 5)],
          'married-joint': [bracket(0, 2), bracket(1000, 4), bracket(6000, 5)],
        },
        standardDeduction: { single: 3000, 'married-joint': 8500, 'married-separate': 4250, 'head-of-household': 5200 },
        personalExemption: { single: 1500, 'married-joint': 3000, 'head-of-household': 3000 },
        federalTaxDeduction: {},
        incomeBase:
          'Federal adjusted gross income (wages), less the Alabama standard deduction (reduced as AGI rises), the personal exemption and the federal income tax.',
        notes,
        phaseOuts: [
          {
            applies: 'standardDeduction',
            start: { single: 25_500, 'married-separate': 12_750 },
            step: { single: 500, 'married-separate': 250 },
            reductionPerStep: { single: 25, 'married-joint': 175, 'head-of-household': 135, 'married-separate': 88 },
            partialStep: 'ignored',
            minimum: { single: 2500, 'married-joint': 5000 },
          },
        ],
      },
      references: [sources.booklet2024, sources.code4018_5, sources.code4018_15, sources.code4018_15a, sources.code4018_19],
    },
    // The rates, standard deduction and exemptions are fixed amounts in the Code, not indexed: unchanged in 2025 and 2026.
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.booklet2025, sources.code4018_5, sources.code4018_15, sources.code4018_15a, sources.code4018_19],
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.code4018_5, sources.code4018_15, sources.code4018_15a, sources.code4018_19],
      note: 'No 2026 booklet yet: the statutory amounts, unchanged since 2022 (HB 389 of 2025, which would have raised the standard deduction, was not enacted).',
    },
  ),
};
