import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  taxDivision: {
    title: 'Alaska Department of Revenue, Tax Division: Alaska has no individual income tax (the income tax applies to corporations)',
    href: 'https://tax.alaska.gov/programs/programs/index.aspx?60000',
  },
} as const satisfies Record<string, Reference>;

export const stateIncomeTax = noWageIncomeTax({
  state: 'Alaska',
  description: 'Alaska: no individual income tax on wages.',
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
  references: [sources.taxDivision],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
