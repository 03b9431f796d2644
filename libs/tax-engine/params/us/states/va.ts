import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  va58_1_320: {
    title: 'Va. Code § 58.1-320 (rates: 2% to $3,000, 3% to $5,000, 5% to $17,000, 5.75% above; one schedule for every filing status)',
    href: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-320/',
  },
  va58_1_322_03: {
    title: 'Va. Code § 58.1-322.03 (standard deduction; personal exemption $930)',
    href: 'https://law.lis.virginia.gov/vacode/title58.1/section58.1-322.03/',
  },
  i760of2024: {
    title:
      'Virginia Tax: 2024 Form 760 instructions (standard deduction $8,500 single / $17,000 joint under the 2024 Appropriation Act; exemptions $930 each; tax rate schedule)',
    href: 'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2024-760-instructions.pdf',
  },
  i760of2025: {
    title: 'Virginia Tax: 2025 Form 760 instructions (standard deduction $8,750 single / $17,500 joint; exemptions $930 each)',
    href: 'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2025-760-instructions.pdf',
  },
  hb1600: {
    title: 'HB 1600 (2025 Appropriation Act, Chapter 725): standard deduction $8,750 / $17,500 for taxable year 2025',
    href: 'https://legiscan.com/VA/text/HB1600/id/3262750/Virginia-2025-HB1600-Chaptered.pdf',
  },
  summary2026: {
    title: 'Virginia Tax: 2026 Legislative Summary, standard deduction under HB 30 (2026 Appropriation Act), p. 9',
    href: 'https://www.tax.virginia.gov/sites/default/files/inline-files/2026-legislative-summary.pdf#page=9',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Virginia has no head-of-household schedule or deduction: head of household and qualifying surviving spouse use the single standard deduction; married filing jointly gets double.',
  'Personal exemptions are $930 per person on the return; dependents, the age/blind exemptions, the spouse tax adjustment for two-earner couples and credits are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description:
    'Virginia individual income tax on wages: 2%, 3%, 5% and 5.75% brackets, the Virginia standard deduction and personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 2), bracket(3000, 3), bracket(5000, 5), bracket(17_000, 5.75)],
        },
        standardDeduction: { single: 8500, 'married-joint': 17_000, 'qualifying-surviving-spouse': 8500 },
        personalExemption: { single: 930, 'married-joint': 1860, 'qualifying-surviving-spouse': 930 },
        incomeBase: 'Federal adjusted gross income (wages), less the Virginia standard deduction and personal exemptions.',
        notes,
      },
      references: [sources.i760of2024, sources.va58_1_320, sources.va58_1_322_03],
    },
    {
      from: '2025-01-01',
      changes: {
        standardDeduction: { single: 8750, 'married-joint': 17_500, 'qualifying-surviving-spouse': 8750 },
      },
      references: [sources.i760of2025, sources.hb1600, sources.va58_1_320, sources.va58_1_322_03],
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.summary2026, sources.va58_1_320, sources.va58_1_322_03],
      note: "Nothing changes for 2026: rates and the $930 exemption are fixed in the Code, and the standard deduction stays $8,750 / $17,500 (the 2026 Appropriation Act raises it from 2027). Read through the PolicyEngine-US copy of the summary's figures; the 2026 Form 760 instructions are not yet published.",
    },
  ),
};
