import { label } from '../../../src/core/labels';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const sources = {
  taxDivision: {
    title: 'Alaska Department of Revenue, Tax Division: Alaska has no individual income tax (the income tax applies to corporations)',
    href: 'https://tax.alaska.gov/programs/programs/index.aspx?60000',
  },
} as const satisfies Record<string, Reference>;

const none = {
  kind: 'none',
  brackets: { single: [] },
  incomeBase: {
    text: 'Alaska has no individual income tax on wages (it was repealed in 1980).',
    label: label('us.state.ak.incomeBase'),
  },
  notes: [
    {
      text: 'Some Alaska boroughs and cities levy sales taxes; there is no local income tax.',
      label: label('us.state.ak.note.localTaxes'),
    },
  ],
} as const;

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Alaska: no individual income tax on wages.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    { from: '2024-01-01', value: none, references: [sources.taxDivision] },
    { from: '2025-01-01', changes: {}, references: [sources.taxDivision] },
    { from: '2026-01-01', changes: {}, references: [sources.taxDivision] },
  ),
};
