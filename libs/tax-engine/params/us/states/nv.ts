import { label } from '../../../src/core/labels';
import { datedValues, type Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';

const sources = {
  constitution: {
    title: 'Nevada Constitution, Art. 10, § 1(9): no income tax shall be levied upon the wages or personal income of natural persons',
    href: 'https://www.leg.state.nv.us/Const/NvConst.html',
  },
  dot: {
    title: 'Nevada Department of Taxation: taxes administered (no individual income tax; the Modified Business Tax is paid by employers)',
    href: 'https://tax.nv.gov/',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'Nevada has no personal income tax. The Modified Business Tax on payroll is paid by employers, not withheld from wages.',
    label: label('us.state.nv.note.modifiedBusinessTax'),
  },
];

export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'Nevada levies no personal income tax, so a wage earner owes the state no income tax.',
  unit: 'USD-brackets',
  values: datedValues<StateIncomeTaxRules>(
    {
      from: '2024-01-01',
      value: {
        kind: 'none',
        brackets: { single: [] },
        incomeBase: {
          text: 'None: Nevada has no personal income tax, so no part of wages is taxed by the state.',
          label: label('us.state.incomeBase.noPersonalIncomeTax', { state: 'Nevada' }),
        },
        notes,
      },
      references: [sources.constitution, sources.dot],
    },
    { from: '2025-01-01', changes: {}, references: [sources.constitution, sources.dot] },
    { from: '2026-01-01', changes: {}, references: [sources.constitution, sources.dot] },
  ),
};
