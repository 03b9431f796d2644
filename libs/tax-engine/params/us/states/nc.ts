import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  gs105_153_7: {
    title: 'N.C. Gen. Stat. § 105-153.7 (individual income tax rate: 4.5% for 2024, 4.25% for 2025, as amended by S.L. 2023-134)',
    href: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
  },
  gs105_153_7of2026: {
    title: 'N.C. Gen. Stat. § 105-153.7(a) (3.99% for taxable years beginning in 2026, as amended by S.L. 2023-134 § 42.1)',
    href: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
  },
  gs105_153_5: {
    title:
      'N.C. Gen. Stat. § 105-153.5(a)(1) (standard deduction $12,750 single / $25,500 joint / $19,125 head of household / $12,750 married separate)',
    href: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  },
  d401of2024: {
    title: 'NCDOR: 2024 Form D-401 Individual Income Tax Instructions (tax rate 4.5%, line 11 standard deduction)',
    href: 'https://www.ncdor.gov/2024-d-401-individual-income-tax-instructions/open',
  },
  d401of2025: {
    title: 'NCDOR: 2025 Form D-401 Individual Income Tax Instructions (tax rate 4.25%, line 11 standard deduction)',
    href: 'https://www.ncdor.gov/2025-d-401-individual-income-tax-instructions/open',
  },
  rateSchedules: {
    title: 'NCDOR: Tax rate schedules (4.5% for 2024, 4.25% for 2025; 3.99% for taxable years after 2025)',
    href: 'https://www.ncdor.gov/taxes-forms/tax-rate-schedules',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'North Carolina taxable income is federal adjusted gross income less the North Carolina standard deduction; the child deduction and other additions, deductions and credits are not modelled.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'North Carolina individual income tax on wages: flat rate and the North Carolina standard deduction.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'flat',
        brackets: {
          single: [bracket(0, 4.5, 'Flat rate')],
        },
        standardDeduction: { single: 12_750, 'married-joint': 25_500, 'head-of-household': 19_125 },
        incomeBase: 'Federal adjusted gross income (wages), less the North Carolina standard deduction; taxed at the flat 4.5% rate.',
        notes,
      },
      references: [sources.d401of2024, sources.rateSchedules, sources.gs105_153_7, sources.gs105_153_5],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 4.25, 'Flat rate')],
        },
        incomeBase: 'Federal adjusted gross income (wages), less the North Carolina standard deduction; taxed at the flat 4.25% rate.',
      },
      references: [sources.d401of2025, sources.rateSchedules, sources.gs105_153_7, sources.gs105_153_5],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 3.99, 'Flat rate')],
        },
        incomeBase: 'Federal adjusted gross income (wages), less the North Carolina standard deduction; taxed at the flat 3.99% rate.',
      },
      references: [sources.rateSchedules, sources.gs105_153_7of2026, sources.gs105_153_5],
      note: 'The standard deduction is a fixed amount in § 105-153.5(a)(1), unchanged; rate cuts after 2026 depend on revenue triggers.',
    },
  ),
};
