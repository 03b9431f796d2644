import type { Reference } from '../../../src/core/parameter';
import { noWageIncomeTax } from '../../../src/us/no-wage-income-tax';

const sources = {
  dor: {
    title: 'Wyoming Department of Revenue: taxes administered (sales, use, excise, property, mineral; no individual income tax)',
    href: 'https://revenue.wyo.gov/',
  },
  statutes: {
    title: 'Wyoming Statutes, Title 39 (Taxation and Revenue): no personal income tax is imposed',
    href: 'https://wyoleg.gov/NXT/gateway.dll?f=templates&fn=default.htm',
  },
} as const satisfies Record<string, Reference>;

export const stateIncomeTax = noWageIncomeTax({
  state: 'Wyoming',
  references: [sources.dor, sources.statutes],
  years: ['2024-01-01', '2025-01-01', '2026-01-01'],
});
