import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  ic6321: {
    title: 'Indiana Code § 6-3-2-1 (adjusted gross income tax rate: 3.05% for 2024, 3.0% for 2025)',
    href: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-2-1',
  },
  ic631: {
    title: 'Indiana Code § 6-3-1-3.5(a)(3) ($1,000 exemption for the taxpayer and for a spouse)',
    href: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-1-3.5',
  },
  it40of2024: {
    title: 'Indiana DOR: 2024 IT-40 Full-Year Resident Instruction Booklet (state rate 3.05%; $1,000 exemptions)',
    href: 'https://forms.in.gov/Download.aspx?id=16379',
  },
  it40of2025: {
    title: 'Indiana DOR: 2025 IT-40 Full-Year Resident Instruction Booklet (state rate 3.0%; $1,000 exemptions)',
    href: 'https://forms.in.gov/Download.aspx?id=16915',
  },
  dn1of2026: {
    title:
      'Indiana DOR: Departmental Notice No. 1, How to Compute Withholding for State and County Income Tax (revised effective 1 January 2026: state rate 2.95%)',
    href: 'https://www.in.gov/dor/files/dn01.pdf',
  },
  ic6321of2026: {
    title: 'Indiana Code § 6-3-2-1(b) (2.95% for taxable years beginning after 31 December 2025, as enacted by HEA 1001-2023)',
    href: 'https://iga.in.gov/laws/2025/ic/titles/6#6-3-2-1',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Indiana county income taxes (about 0.5% to 3.4% of the same base, set by each county) are local taxes and are not included.',
  "Indiana has no standard deduction; dependent, age 65+ and blind exemptions, renter's and other deductions and credits are not included.",
];

const flat = (rate: number) => ({ single: [{ threshold: 0, rate, name: `Flat rate (${rate}%)` }] });

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Indiana adjusted gross income tax (state part) on wages: flat rate and personal exemptions.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: flat(3.05),
        personalExemption: { single: 1_000, 'married-joint': 2_000, 'qualifying-surviving-spouse': 1_000 },
        incomeBase:
          "Federal adjusted gross income (wages), less Indiana's $1,000 exemption per person; state tax at a flat 3.05% (county taxes excluded).",
        notes,
      },
      references: [sources.it40of2024, sources.ic6321, sources.ic631],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: flat(3),
        incomeBase:
          "Federal adjusted gross income (wages), less Indiana's $1,000 exemption per person; state tax at a flat 3.0% (county taxes excluded).",
      },
      references: [sources.it40of2025, sources.ic6321, sources.ic631],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: flat(2.95),
        incomeBase:
          "Federal adjusted gross income (wages), less Indiana's $1,000 exemption per person; state tax at a flat 2.95% (county taxes excluded).",
      },
      references: [sources.dn1of2026, sources.ic6321of2026, sources.ic631],
    },
  ),
};
