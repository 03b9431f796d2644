import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  sb399: {
    title:
      'SB 399 (2021), Ch. 503, Laws of Montana 2021: from 2024 Montana taxable income starts from federal taxable income, two rates of 4.7% and 5.9%',
    href: 'https://leg.mt.gov/bills/2021/SB0399/SB0399_3.pdf',
  },
  mca15_30_2103: {
    title: 'Mont. Code Ann. § 15-30-2103 (rate brackets by filing status, indexed for inflation)',
    href: 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0030/0150-0300-0210-0030.html',
  },
  form2Instructions2024: {
    title: 'Montana DOR: 2024 Form 2 instructions (starting point federal taxable income; tax rate table)',
    href: 'https://mtrevenue.gov/wp-content/uploads/dlm_uploads/2025/02/Form-2-Instructions-2024-2.pdf',
  },
  taxTables2024: {
    title: 'Montana DOR: 2024 tax tables (4.7% to $20,500 single / $41,000 joint / $30,750 head of household; 5.9% above)',
    href: 'https://mtrevenue.gov/wp-content/uploads/dlm_uploads/2024/12/2024-Tax-Tables.pdf',
  },
  rates2025: {
    title: 'Montana DOR: 2025 tax rates and deductions (4.7% to $21,100 single / $42,200 joint / $31,700 head of household; 5.9% above)',
    href: 'https://revenue.mt.gov/files/BIT/Montana-Tax-Tables-and-Deductions/2025-Tax-Rates-and-Deductions.pdf',
  },
  form2Instructions2025: {
    title: 'Montana DOR: 2025 Form 2 instructions',
    href: 'https://revenuefiles.mt.gov/files/Forms/Montana-Individual-Income-Tax-Return-Form-2-Instructions/2025_Montana_Individual_Income_Tax_Return_Form_2_Instructions.pdf',
  },
  federalSd2024: {
    title: 'IRS Rev. Proc. 2023-34, § 3.15: 2024 federal standard deduction $14,600 single / $29,200 joint / $21,900 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  hb337: {
    title:
      'Montana DOR: HB 337, 2026-2027 Montana individual income tax changes (2026: 4.7% to $47,500 single / $95,000 joint and surviving spouse / $71,250 head of household; 5.65% above)',
    href: 'https://revenue.mt.gov/news/recent-news/HB-337',
  },
  federalSd2026: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14: 2026 federal standard deduction $16,100 single / $32,200 joint / $24,150 head of household',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  federalSd2025: {
    title:
      'Public Law 119-21 (One Big Beautiful Bill Act), § 70102: 2025 federal standard deduction $15,750 single / $31,500 joint / $23,625 head of household',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Montana taxable income starts from federal taxable income, so the federal standard deduction is the deduction applied here; itemized deductions, Montana additions and subtractions are not modelled.',
  'Married filing separately uses the single brackets; qualifying surviving spouse the joint brackets.',
  'Net long-term capital gains are taxed at lower Montana rates; wages are not affected.',
  'Montana no longer deducts federal income tax: SB 399 replaced the old starting point (with its federal tax deduction) by federal taxable income from 2024.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Montana individual income tax on wages: two brackets applied to federal taxable income.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 4.7), bracket(20_500, 5.9)],
          'married-joint': [bracket(0, 4.7), bracket(41_000, 5.9)],
          'head-of-household': [bracket(0, 4.7), bracket(30_750, 5.9)],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($14,600 single, $29,200 joint, $21,900 head of household in 2024).',
        notes,
      },
      references: [sources.form2Instructions2024, sources.taxTables2024, sources.sb399, sources.mca15_30_2103, sources.federalSd2024],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.7), bracket(21_100, 5.9)],
          'married-joint': [bracket(0, 4.7), bracket(42_200, 5.9)],
          'head-of-household': [bracket(0, 4.7), bracket(31_700, 5.9)],
        },
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($15,750 single, $31,500 joint, $23,625 head of household in 2025).',
      },
      references: [sources.rates2025, sources.form2Instructions2025, sources.mca15_30_2103, sources.federalSd2025],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.7), bracket(47_500, 5.65)],
          'married-joint': [bracket(0, 4.7), bracket(95_000, 5.65)],
          'head-of-household': [bracket(0, 4.7), bracket(71_250, 5.65)],
        },
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
        incomeBase:
          'Federal taxable income: wages less the federal standard deduction ($16,100 single, $32,200 joint, $24,150 head of household in 2026).',
      },
      references: [sources.hb337, sources.mca15_30_2103, sources.federalSd2026],
      note: 'HB 337 (2025) set the 2026 brackets in statute (no inflation adjustment for 2026) and cut the top rate to 5.65%; 2027 brings 5.4% above $65,000 / $130,000 / $97,500.',
    },
  ),
};
