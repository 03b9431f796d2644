import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ars1011: { title: 'A.R.S. § 43-1011 (2.5% for taxable years from 2023)', href: 'https://www.azleg.gov/ars/43/01011.htm' },
  ars1041: { title: 'A.R.S. § 43-1041 (standard deduction equal to the federal amount)', href: 'https://www.azleg.gov/ars/43/01041.htm' },
  form140of2024: {
    title: 'Arizona DOR: 2024 Form 140 instructions (2.5%; standard deduction $14,600 / $29,200 / $21,900)',
    href: 'https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2024_140i.pdf',
  },
  form140of2025: {
    title:
      'Arizona DOR: 2025 Form 140 instructions (2.5%; standard deduction $15,750 / $31,500 / $23,625, the federal amounts as amended by P.L. 119-21)',
    href: 'https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf',
  },
  revProc2025_32: {
    title: 'IRS Rev. Proc. 2025-32, § 4.14 (2026 federal standard deduction $16,100 / $32,200 / $24,150)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  hb4168: {
    title:
      'Arizona HB 4168 (2026 session): conformity to the Internal Revenue Code as amended by P.L. 119-21; A.R.S. § 43-1041(H) standard deduction equal to the federal amount ($16,100 / $32,200 / $24,150 for 2026)',
    href: 'https://www.azleg.gov/ars/43/01041.htm',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Arizona has no personal exemption (replaced by the dependent tax credit, not modelled); the charitable increase to the standard deduction and the Families Tax Rebate are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Arizona individual income tax on wages: flat rate and standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 2.5, 'Flat rate (2.5%)')],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Arizona standard deduction (the federal amount); taxed at a flat 2.5%.',
        notes,
      },
      references: [sources.form140of2024, sources.ars1011, sources.ars1041],
    },
    {
      from: '2025-01-01',
      changes: {
        standardDeduction: { single: 15_750, 'married-joint': 31_500, 'head-of-household': 23_625 },
      },
      references: [sources.form140of2025, sources.ars1011, sources.ars1041],
      note: "The 2025 forms follow the federal standard deduction as increased by P.L. 119-21; Arizona's conformity legislation was still being settled when they were issued (January 2026), and every proposal kept that deduction.",
    },
    {
      from: '2026-01-01',
      changes: {
        standardDeduction: { single: 16_100, 'married-joint': 32_200, 'head-of-household': 24_150 },
      },
      references: [sources.hb4168, sources.revProc2025_32, sources.ars1011, sources.ars1041],
      note: 'HB 4168 (2026) conforms Arizona to the Internal Revenue Code as amended by P.L. 119-21, so § 43-1041 gives the 2026 federal standard deduction. The 2.5% rate is fixed in § 43-1011.',
    },
  ),
};
