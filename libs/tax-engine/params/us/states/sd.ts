import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  dor: {
    title: 'South Dakota Department of Revenue: taxes administered (sales, use, excise, property; no individual income tax)',
    href: 'https://dor.sd.gov/individuals/taxes/',
  },
  codified: {
    title: 'South Dakota Codified Laws, Title 10 (Taxation): no personal income tax is imposed',
    href: 'https://sdlegislature.gov/Statutes/10',
  },
} as const satisfies Record<string, Reference>;

export const stateIncomeTax = noWageIncomeTax({
  state: 'South Dakota',
  references: [sources.dor, sources.codified],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
