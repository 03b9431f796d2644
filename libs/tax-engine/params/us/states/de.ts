import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  title30: {
    title: 'Delaware Code Title 30, ch. 11 (rates § 1102; standard deduction § 1108; personal credits § 1110)',
    href: 'https://delcode.delaware.gov/title30/c011/sc01/index.html',
  },
  rates: {
    title: 'Delaware Division of Revenue: tax rate schedule',
    href: 'https://revenue.delaware.gov/software-developer/tax-rate-changes/',
  },
  instructions2025: {
    title: 'Delaware Division of Revenue: 2025 PIT-RES instructions (rates, standard deduction $3,250 / $6,500, personal credit $110)',
    href: 'https://revenuefiles.delaware.gov/2025/PITForms_Instructions/Instructions/PIT-RES_Instructions_2025-01.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'The City of Wilmington earned income tax (1.25%) is local and excluded; additional deductions for age 65+ or blind and other credits are not included.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Delaware personal income tax on wages: brackets, standard deduction and personal credit.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 0),
            bracket(2000, 2.2),
            bracket(5000, 3.9),
            bracket(10_000, 4.8),
            bracket(20_000, 5.2),
            bracket(25_000, 5.55),
            bracket(60_000, 6.6),
          ],
        },
        standardDeduction: { single: 3250, 'married-joint': 6500, 'qualifying-surviving-spouse': 3250 },
        personalExemptionCredit: { single: 110, 'married-joint': 220, 'qualifying-surviving-spouse': 110 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Delaware standard deduction; tax from the rate schedule, less the $110 personal credit per person.',
        notes,
      },
      references: [sources.rates, sources.title30],
    },
    {
      from: '2025-01-01',
      changes: {},
      references: [sources.instructions2025, sources.rates, sources.title30],
    },
    {
      from: '2026-01-01',
      changes: {},
      references: [sources.title30, sources.rates],
      note: 'Rates (§ 1102(a)(14), "taxable years beginning after December 31, 2013"), the standard deduction and the personal credit are fixed in the Code, not indexed. HB 13 of 2025 and its substitutes (new brackets from 2026) stayed in the House Revenue & Finance Committee and were not enacted.',
    },
  ),
};
