import { label } from '../../../src/core/labels';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const sources = {
  dor: {
    title: 'Wyoming Department of Revenue: taxes administered (sales, use, excise, property, mineral; no individual income tax)',
    href: 'https://revenue.wyo.gov/',
  },
  statutes: {
    title: 'Wyoming Statutes, Title 39 (Taxation and Revenue): no personal income tax is imposed',
    href: 'https://wyoleg.gov/NXT/gateway.dll?f=templates&fn=default.htm',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'Wyoming has no personal income tax on wages or any other income of individuals.',
    label: label('us.state.note.noIndividualIncomeTax', { state: 'Wyoming' }),
  },
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Wyoming levies no personal income tax, so a wage earner owes the state no income tax.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'none',
        brackets: { single: [] },
        incomeBase: {
          text: 'None: Wyoming has no personal income tax, so no part of wages is taxed by the state.',
          label: label('us.state.incomeBase.noPersonalIncomeTax', { state: 'Wyoming' }),
        },
        notes,
      },
      references: [sources.dor, sources.statutes],
    },
    { from: '2025-01-01', changes: {}, references: [sources.dor, sources.statutes] },
    { from: '2026-01-01', changes: {}, references: [sources.dor, sources.statutes] },
  ),
};
