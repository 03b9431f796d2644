import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  brackets2024: {
    title: 'Arkansas DFA: 2024 tax brackets (top rate 3.9%, Act 1 of the 2024 Second Extraordinary Session, retroactive to 1 January 2024)',
    href: 'https://www.dfa.arkansas.gov/wp-content/uploads/2024_TaxBrackets.pdf',
  },
  instructions2024: {
    title: 'Arkansas DFA: 2024 AR1000F/AR1000NR instructions (standard deduction $2,410 / $4,820; personal tax credit $29)',
    href: 'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR1000F_and_AR1000NR_Instructions.pdf',
  },
  instructions2025: {
    title: 'Arkansas DFA: 2025 AR1000F/AR1000NR instructions (tax tables; standard deduction $2,470 / $4,940; personal tax credit $29)',
    href: 'https://www.dfa.arkansas.gov/wp-content/uploads/2025_AR1000F_and_AR1000NR_Instructions.pdf',
  },
  act1of2026: {
    title:
      'Arkansas Act 1 of 2026 (HB 1001, First Extraordinary Session), § 1 amending A.C.A. § 26-51-201(a)(4): top rate 3.7% from tax year 2026',
    href: 'https://www.arkleg.state.ar.us/Home/FTPDocument?path=%2FBills%2F2026S1%2FPublic%2FHB1001.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'Arkansas low-income tax tables (no or reduced tax at low income, e.g. up to about $14,000 single in 2024) are not modelled: tax shown at low incomes is too high.',
  'Above $92,300 of net taxable income Arkansas uses a higher-income table that recaptures the lower brackets (up to about $400 more tax); not modelled.',
  'Arkansas publishes tax tables in $100 rows; exact bracket arithmetic is used instead.',
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Arkansas individual income tax on wages: brackets, standard deduction and personal tax credit.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [bracket(0, 0), bracket(5500, 2), bracket(10_900, 3), bracket(15_600, 3.4), bracket(25_700, 3.9)],
        },
        standardDeduction: { single: 2410, 'married-joint': 4820, 'qualifying-surviving-spouse': 2410 },
        personalExemptionCredit: { single: 29, 'married-joint': 58, 'qualifying-surviving-spouse': 29 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Arkansas standard deduction; tax from the 2024 rate schedule (top rate 3.9%), less the $29 personal tax credit per person.',
        notes,
      },
      references: [sources.brackets2024, sources.instructions2024],
      note: 'The top rate was cut from 4.4% to 3.9% during 2024, retroactive to 1 January 2024; the final 3.9% is used.',
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0), bracket(5600, 2), bracket(11_200, 3), bracket(16_000, 3.4), bracket(26_400, 3.9)],
        },
        standardDeduction: { single: 2470, 'married-joint': 4940, 'qualifying-surviving-spouse': 2470 },
        incomeBase:
          'Federal adjusted gross income (wages), less the Arkansas standard deduction; tax from the 2025 rate schedule (top rate 3.9%), less the $29 personal tax credit per person.',
      },
      references: [sources.instructions2025],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: {
          single: [bracket(0, 0), bracket(5600, 2), bracket(11_200, 3), bracket(16_000, 3.4), bracket(26_400, 3.7)],
        },
        incomeBase:
          'Federal adjusted gross income (wages), less the Arkansas standard deduction; tax from the 2026 rate schedule (top rate 3.7%), less the $29 personal tax credit per person.',
        notes: [
          ...notes,
          'Provisional for 2026: the standard deduction ($2,470 / $4,940) is the 2025 amount carried forward; the 2026 indexed amount was not found.',
        ],
      },
      references: [sources.act1of2026, sources.instructions2025],
      note: 'Act 1 of 2026 cut the top rate to 3.7%; the bracket thresholds are those of 2025 as the act leaves them. The 2026 standard deduction was not found: the 2025 amount is carried forward (provisional).',
    },
  ),
};
