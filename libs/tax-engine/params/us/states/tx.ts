import { label } from '../../../src/core/labels';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const sources = {
  constitution: {
    title: 'Texas Constitution, Art. 8, § 24-a (no tax on the net incomes of individuals without a statewide referendum)',
    href: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm#8.24a',
  },
  comptroller: {
    title: 'Texas Comptroller of Public Accounts: taxes administered (no individual income tax)',
    href: 'https://comptroller.texas.gov/taxes/',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'Texas has no personal income tax on wages or any other income of individuals.',
    label: label('us.state.note.noIndividualIncomeTax', { state: 'Texas' }),
  },
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Texas levies no personal income tax, so a wage earner owes the state no income tax.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'none',
        brackets: { single: [] },
        incomeBase: {
          text: 'None: Texas has no personal income tax, so no part of wages is taxed by the state.',
          label: label('us.state.incomeBase.noPersonalIncomeTax', { state: 'Texas' }),
        },
        notes,
      },
      references: [sources.constitution, sources.comptroller],
    },
    { from: '2025-01-01', changes: {}, references: [sources.constitution, sources.comptroller] },
    { from: '2026-01-01', changes: {}, references: [sources.constitution, sources.comptroller] },
  ),
};
