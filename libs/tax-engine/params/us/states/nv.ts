import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

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

export const stateIncomeTax = noWageIncomeTax({
  state: 'Nevada',
  references: [sources.constitution, sources.dot],
  notes,
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
