import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  f80100of2024: {
    title: 'Mississippi DOR: 2024 Form 80-100 resident instructions (0% on the first $10,000, 4.7% above; standard deduction; exemptions)',
    href: 'https://www.dor.ms.gov/sites/default/files/Forms/Individual/80100241.pdf',
  },
  f80100of2025: {
    title: 'Mississippi DOR: 2025 Form 80-100 resident instructions (0% on the first $10,000, 4.4% above)',
    href: 'https://www.dor.ms.gov/sites/default/files/tax-forms/individual/80100251%202.pdf',
  },
  mca27_7_5: {
    title: 'Miss. Code § 27-7-5 (rates; Taxpayer Relief Act, HB 531 of 2022, and HB 1 of 2025)',
    href: 'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-5/',
  },
  hb1of2025: {
    title:
      'Mississippi HB 1 (2025, Build Up Mississippi Act), signed 27 March 2025: 4% of taxable income over $10,000 for 2026 (3.75% 2027, 3.5% 2028, 3.25% 2029, 3% 2030)',
    href: 'https://billstatus.ls.state.ms.us/2025/pdf/history/HB/HB0001.xml',
  },
  withholding2026: {
    title:
      'Mississippi DOR 2026 withholding formula (4%; standard deductions and the $10,000 zero-rate threshold unchanged), as reported by Bloomberg Tax',
    href: 'https://news.bloomberglaw.com/payroll/mississippi-decreases-income-tax-rate-for-2025',
  },
} as const satisfies Record<string, Reference>;

const notes = ['Credits and dependent exemptions are not included.'];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Mississippi individual income tax on wages: rate above a zero-rate band, standard deduction and exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 0, 'Zero-rate band'), bracket(10_000, 4.7)],
        },
        standardDeduction: { single: 2300, 'married-joint': 4600, 'head-of-household': 3400 },
        personalExemption: { single: 6000, 'married-joint': 12_000, 'head-of-household': 8000 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Mississippi standard deduction and exemption; 0% on the first $10,000 of taxable income and 4.7% above.',
        notes,
      },
      references: [sources.f80100of2024, sources.mca27_7_5],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0, 'Zero-rate band'), bracket(10_000, 4.4)],
        },
        incomeBase:
          'Federal adjusted gross income (wages), less the Mississippi standard deduction and exemption; 0% on the first $10,000 of taxable income and 4.4% above.',
      },
      references: [sources.f80100of2025, sources.mca27_7_5],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0, 'Zero-rate band'), bracket(10_000, 4)],
        },
        incomeBase:
          'Federal adjusted gross income (wages), less the Mississippi standard deduction and exemption; 0% on the first $10,000 of taxable income and 4% above.',
      },
      references: [sources.hb1of2025, sources.mca27_7_5, sources.withholding2026],
      note: 'The standard deduction and exemptions are fixed amounts in Miss. Code §§ 27-7-17 and 27-7-21, unchanged for 2026.',
    },
  ),
};
