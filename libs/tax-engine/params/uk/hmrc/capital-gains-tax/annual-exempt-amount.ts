import type { Parameter } from '../../../../src/core/parameter';
import { cgtReferences } from './references';

export const cgtAnnualExemptAmount: Parameter<number> = {
  description: 'Capital Gains Tax annual exempt amount for an individual (the tax-free allowance) for the tax year.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: 6_000,
      references: [cgtReferences.tcga1992s1k, cgtReferences.financeAct2023s8, cgtReferences.cgtAllowancePage],
    },
    {
      from: '2024-04-06',
      value: 3_000,
      references: [cgtReferences.tcga1992s1k, cgtReferences.financeAct2023s8, cgtReferences.cgtAllowancePage],
      note: 'Set at £3,000 for 2024-25 and every later year (no indexation), so 2025-26 and 2026-27 need no new value.',
    },
  ],
};
