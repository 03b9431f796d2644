import { bracket } from '../../../src/core/brackets';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

const sources = {
  wv11_21_4g: {
    title: 'W. Va. Code § 11-21-4g (rates for taxable years from 1 January 2023, HB 2526: 2.36%, 3.15%, 3.54%, 4.72%, 5.12%)',
    href: 'https://code.wvlegislature.gov/11-21-4G/',
  },
  wv11_21_4i: {
    title:
      'W. Va. Code § 11-21-4i (rates for taxable years from 1 January 2025, SB 2033 of the 2024 Second Extraordinary Session: 2.22%, 2.96%, 3.33%, 4.44%, 4.82%)',
    href: 'https://code.wvlegislature.gov/11-21-4I/',
  },
  wv11_21_16: {
    title: 'W. Va. Code § 11-21-16 (personal exemption $2,000 for each federal exemption)',
    href: 'https://code.wvlegislature.gov/11-21-16/',
  },
  it140of2024: {
    title: 'WV Tax Division: 2024 IT-140 forms and instructions (exemptions; tax rate schedules I and II)',
    href: 'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  },
  it140of2025: {
    title: 'WV Tax Division: 2025 IT-140 forms and instructions (exemptions; tax rate schedules I and II)',
    href: 'https://tax.wv.gov/Documents/PIT/2025/it140.PersonalIncomeTaxFormsAndInstructions.2025.pdf',
  },
  sb392: {
    title:
      'WV SB 392 (2026, enrolled committee substitute), new W. Va. Code § 11-21-4j: rates for taxable years from 1 January 2026 of 2.11%, 2.81%, 3.16%, 4.22% and 4.58% (about 5% below the 2025 rates)',
    href: 'https://www.wvlegislature.gov/Bill_Text_HTML/2026_SESSIONS/RS/bills/sb392%20sub1%20enr.pdf',
  },
  rateCut: {
    title: 'WV Tax Division: Income tax rate cut (2024 rates unchanged from 2023; SB 2033 rates from 1 January 2025)',
    href: 'https://tax.wv.gov/Individuals/Pages/PersonalIncomeTaxReductionBill.aspx',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  'West Virginia has no standard deduction; $2,000 is deducted per person on the return (two for married filing jointly). Dependents are not modelled.',
  'The low-income earned income exclusion and the family tax credit are not modelled.',
  'Married filing separately uses Rate Schedule II (half-width brackets).',
];

/**
 * One schedule for single, joint and head-of-household returns (listed for each, so none is reported as a fallback)
 * and the same rates at half the thresholds for married filing separately (rate schedules I and II of the IT-140
 * instructions).
 */
function schedules(rates: readonly [number, number, number, number, number]): StateIncomeTaxRules['brackets'] {
  const thresholds = [0, 10_000, 25_000, 40_000, 60_000];
  const schedule = rates.map((rate, index) => bracket(thresholds[index]!, rate));
  const separate = rates.map((rate, index) => bracket(thresholds[index]! / 2, rate));
  return { single: schedule, 'married-separate': separate, 'married-joint': schedule, 'head-of-household': schedule };
}

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'West Virginia personal income tax on wages: graduated brackets and the $2,000 personal exemption.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: schedules([2.36, 3.15, 3.54, 4.72, 5.12]),
        personalExemption: { single: 2000, 'married-joint': 4000, 'qualifying-surviving-spouse': 2000 },
        incomeBase: 'Federal adjusted gross income (wages), less the West Virginia personal exemptions ($2,000 each).',
        notes,
      },
      references: [sources.it140of2024, sources.wv11_21_4g, sources.rateCut, sources.wv11_21_16],
      note: 'The 2023 rates of HB 2526 stayed in force for 2024; the next reduction (SB 2033) applies from 1 January 2025.',
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: schedules([2.22, 2.96, 3.33, 4.44, 4.82]),
      },
      references: [sources.it140of2025, sources.wv11_21_4i, sources.rateCut, sources.wv11_21_16],
    },
    {
      from: '2026-01-01',
      changes: {
        brackets: schedules([2.11, 2.81, 3.16, 4.22, 4.58]),
      },
      references: [sources.sb392, sources.wv11_21_16],
      note: 'SB 392 (2026 regular session) cut every rate by about 5%, retroactively to 1 January 2026; the brackets and the $2,000 exemption are unchanged.',
    },
  ),
};
