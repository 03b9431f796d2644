import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  rcw8287: {
    title:
      'RCW 82.87 (capital gains excise tax: 7% on long-term capital gains above the standard deduction, 9.9% above $1 million from 2025 under ESSB 5813); wages are not taxed',
    href: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.87',
  },
  dorCapitalGains: {
    title: 'Washington Department of Revenue: Capital gains tax',
    href: 'https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'Washington has no tax on wages. Its capital gains excise tax applies only to long-term capital gains and is not part of this calculator.',
    label: label('us.state.wa.note.capitalGainsOnly'),
  },
  {
    text: 'Washington Paid Family and Medical Leave and WA Cares premiums are payroll contributions, not income tax, and are not included.',
    label: label('us.state.wa.note.payrollPremiums'),
  },
];

export const stateIncomeTax = noWageIncomeTax({
  state: 'Washington',
  description:
    'Washington levies no tax on wages; its only personal income-type tax is the capital gains excise tax on long-term capital gains.',
  incomeBase: {
    text: 'None: Washington does not tax wages; only long-term capital gains are taxed (not modelled here).',
    label: label('us.state.wa.incomeBase'),
  },
  notes,
  references: [sources.rcw8287, sources.dorCapitalGains],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
