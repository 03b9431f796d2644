import { label } from '../../../src/core/labels';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const sources = {
  dor: {
    title: 'South Dakota Department of Revenue: taxes administered (sales, use, excise, property; no individual income tax)',
    href: 'https://dor.sd.gov/individuals/taxes/',
  },
  codified: {
    title: 'South Dakota Codified Laws, Title 10 (Taxation): no personal income tax is imposed',
    href: 'https://sdlegislature.gov/Statutes/10',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'South Dakota has no personal income tax on wages or any other income of individuals.',
    label: label('us.state.note.noIndividualIncomeTax', { state: 'South Dakota' }),
  },
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'South Dakota levies no personal income tax, so a wage earner owes the state no income tax.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'none',
        brackets: { single: [] },
        incomeBase: {
          text: 'None: South Dakota has no personal income tax, so no part of wages is taxed by the state.',
          label: label('us.state.incomeBase.noPersonalIncomeTax', { state: 'South Dakota' }),
        },
        notes,
      },
      references: [sources.dor, sources.codified],
    },
    { from: '2025-01-01', changes: {}, references: [sources.dor, sources.codified] },
    { from: '2026-01-01', changes: {}, references: [sources.dor, sources.codified] },
  ),
};
