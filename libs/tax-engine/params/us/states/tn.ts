import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  hall: {
    title: 'Tennessee Department of Revenue: Hall Income Tax (fully repealed for tax years beginning on or after 1 January 2021)',
    href: 'https://www.tn.gov/revenue/taxes/hall-income-tax.html',
  },
  constitution: {
    title: 'Tennessee Constitution, Art. II, § 28 (as amended 2014): no tax on payroll or earned personal income',
    href: 'https://sos.tn.gov/civics/tennessee-constitution',
  },
} as const satisfies Record<string, Reference>;

const notes = [
  {
    text: 'Tennessee has no tax on wages; the Hall income tax on interest and dividends was repealed for tax years from 2021.',
    label: label('us.state.tn.note.hallTaxRepealed'),
  },
];

export const stateIncomeTax = noWageIncomeTax({
  state: 'Tennessee',
  description: 'Tennessee levies no tax on wages; its Hall income tax on interest and dividends was repealed from 2021.',
  incomeBase: {
    text: 'None: Tennessee has no tax on wages (its Hall tax on interest and dividends ended after 2020).',
    label: label('us.state.tn.incomeBase'),
  },
  notes,
  references: [sources.hall, sources.constitution],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
