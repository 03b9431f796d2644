import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  d40of2024: {
    title: 'DC Office of Tax and Revenue: 2024 D-40 booklet (tax rate table; standard deduction equal to the federal amount)',
    href: 'https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2024_D40_Booklet_011525.pdf',
  },
  code1806: { title: 'D.C. Code § 47-1806.03 (rates)', href: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03' },
  irs2024: {
    title: 'IRS Rev. Proc. 2023-34 (2024 federal standard deduction $14,600 / $29,200 / $21,900)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  d40of2025: {
    title:
      'DC Office of Tax and Revenue: 2025 D-40 booklet (tax rate table; standard deduction $15,000 / $30,000 joint and surviving spouse / $22,500 head of household, p. 13)',
    href: 'https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2025_D40_Book_Final_wLinks_030526_v1.0.pdf',
  },
  b26_0457: {
    title:
      'DC Act A26-0214 (B26-0457, emergency, in effect 3 December 2025) and its temporary and permanent successors: the District sets its own standard deduction ($15,000 / $22,500 / $30,000 for 2025, adjusted for the cost of living after 2025) instead of the federal amount',
    href: 'https://lims.dccouncil.gov/Legislation/B26-0457',
  },
  law26_189: {
    title:
      'D.C. Law 26-189, Fiscal Year 2027 Budget Support Act of 2026 (D.C. Act 26-418, B26-0661), in effect 2 October 2026: D.C. Code § 47-1801.04(3A) basic standard deduction $15,000 / $22,500 head of household / $30,000 joint for 2026 to 2029, cost-of-living adjusted from 2027; § 7113 applies it from 1 January 2025',
    href: 'https://lims.dccouncil.gov/Legislation/B26-0661',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'DC has no personal exemption; the standard deduction equalled the federal one until 2024 and is set by DC from 2025. Credits (e.g. DC EITC) are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'District of Columbia individual income tax on wages: brackets and standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 4),
            bracket(10_000, 6),
            bracket(40_000, 6.5),
            bracket(60_000, 8.5),
            bracket(250_000, 9.25),
            bracket(500_000, 9.75),
            bracket(1_000_000, 10.75),
          ],
        },
        standardDeduction: { single: 14_600, 'married-joint': 29_200, 'head-of-household': 21_900 },
        incomeBase:
          'Federal adjusted gross income (wages), less the DC standard deduction (the federal amount); tax from the DC rate table (the same brackets for every filing status).',
        notes,
      },
      references: [sources.d40of2024, sources.code1806, sources.irs2024],
    },
    {
      from: '2025-01-01',
      changes: {
        standardDeduction: { single: 15_000, 'married-joint': 30_000, 'head-of-household': 22_500 },
        incomeBase:
          'Federal adjusted gross income (wages), less the DC standard deduction ($15,000; $30,000 joint; $22,500 head of household in 2025); tax from the DC rate table (the same brackets for every filing status).',
      },
      references: [sources.d40of2025, sources.b26_0457, sources.law26_189, sources.code1806],
      note: "DC decoupled from P.L. 119-21's larger federal standard deduction ($15,750 / $31,500 / $23,625) for 2025; the rates are unchanged.",
    },
    {
      from: '2026-01-01',
      changes: {
        incomeBase:
          'Federal adjusted gross income (wages), less the DC standard deduction ($15,000; $30,000 joint; $22,500 head of household for 2026 to 2029); tax from the DC rate table (the same brackets for every filing status).',
      },
      references: [sources.law26_189, sources.code1806],
      note: "D.C. Law 26-189 (Fiscal Year 2027 Budget Support Act of 2026) sets the District's basic standard deduction for 2026 to 2029 at the 2025 amounts, indexed only from 2027, and applies from 1 January 2025 (Congress had disapproved the earlier decoupling act by H.J.Res. 142, P.L. 119-78). The rates are unchanged.",
    },
  ),
};
