import { label } from '../../../src/core/labels';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const sources = {
  constitution: {
    title: 'Constitution of the State of Florida, Art. VII, § 5(a): no tax on the income of natural persons',
    href: 'https://www.flsenate.gov/Laws/Constitution#A7S05',
  },
  dor: {
    title: 'Florida Department of Revenue: Florida has no personal income tax',
    href: 'https://floridarevenue.com/taxes/taxesfees/Pages/corporate.aspx',
  },
} as const satisfies Record<string, Reference>;

const none = {
  kind: 'none',
  brackets: { single: [] },
  incomeBase: {
    text: 'Florida has no individual income tax on wages (the state constitution prohibits a personal income tax).',
    label: label('us.state.fl.incomeBase'),
  },
} as const;

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Florida: no individual income tax on wages.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    { from: '2024-01-01', value: none, references: [sources.constitution, sources.dor] },
    { from: '2025-01-01', changes: {}, references: [sources.constitution, sources.dor] },
    { from: '2026-01-01', changes: {}, references: [sources.constitution, sources.dor] },
  ),
};
