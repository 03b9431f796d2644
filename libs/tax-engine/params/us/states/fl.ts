import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

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

export const stateIncomeTax = noWageIncomeTax({
  state: 'Florida',
  description: 'Florida: no individual income tax on wages.',
  incomeBase: {
    text: 'Florida has no individual income tax on wages (the state constitution prohibits a personal income tax).',
    label: label('us.state.fl.incomeBase'),
  },
  notes: [],
  references: [sources.constitution, sources.dor],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
