import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  constitution: {
    title: 'Texas Constitution, Art. 8, § 24-a (no tax on the net incomes of individuals without a statewide referendum)',
    href: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm#8.24a',
  },
  comptroller: {
    title: 'Texas Comptroller of Public Accounts: taxes administered (no individual income tax)',
    href: 'https://comptroller.texas.gov/taxes/',
  },
} as const satisfies Record<string, Reference>;

export const stateIncomeTax = noWageIncomeTax({
  state: 'Texas',
  references: [sources.constitution, sources.comptroller],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
