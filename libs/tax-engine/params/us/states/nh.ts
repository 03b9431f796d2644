import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  dp10Instructions2024: {
    title:
      'NH DRA: 2024 Form DP-10 Interest and Dividends Tax instructions (3% on interest and dividends over the $2,400 / $4,800 exemption)',
    href: 'https://www.revenue.nh.gov/sites/g/files/ehbemt736/files/documents/dp-10-instructions-2024.pdf',
  },
  rsa77: {
    title: 'RSA 77 (Taxation of Incomes): the tax is on interest and dividends only; wages are not taxed',
    href: 'https://gc.nh.gov/rsa/html/NHTOC/NHTOC-V-77.htm',
  },
  repeal: {
    title:
      'NH DRA Technical Information Release 2025-001: Interest and Dividends Tax repealed for taxable periods beginning on or after 1 January 2025 (HB 2, 2023)',
    href: 'https://www.revenue.nh.gov/sites/g/files/ehbemt736/files/documents/2025-001-technical-information-release-repeal.pdf',
  },
} as const satisfies Record<string, Reference>;

const notes2024 = [
  {
    text: 'New Hampshire does not tax wages. In 2024 it taxed interest and dividends at 3% above a $2,400 exemption ($4,800 joint); that tax is not part of a wage calculation.',
    label: label('us.state.nh.note.interestAndDividendsTaxed'),
  },
];

const notes2025 = [
  {
    text: 'New Hampshire does not tax wages, and the Interest and Dividends Tax is repealed for taxable periods from 1 January 2025.',
    label: label('us.state.nh.note.interestAndDividendsRepealed'),
  },
];

export const stateIncomeTax = noWageIncomeTax({
  state: 'New Hampshire',
  description: 'New Hampshire levies no tax on wages; its Interest and Dividends Tax (3% in 2024) is repealed from 2025.',
  incomeBase: {
    text: 'None: New Hampshire does not tax wages (in 2024 it taxed only interest and dividends, at 3%).',
    label: label('us.state.nh.incomeBase.interestAndDividendsTaxed'),
  },
  notes: notes2024,
  references: [sources.repeal, sources.rsa77],
  years: [
    { from: '2024-01-01', references: [sources.dp10Instructions2024, sources.rsa77] },
    {
      from: '2025-01-01',
      changes: {
        incomeBase: {
          text: 'None: New Hampshire does not tax wages, and its interest and dividends tax is repealed from 2025.',
          label: label('us.state.nh.incomeBase.interestAndDividendsRepealed'),
        },
        notes: notes2025,
      },
    },
    '2026-01-01',
  ],
});
