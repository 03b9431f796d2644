import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';
import { incomeTaxReferences } from './references';

export const dividendAllowance: Parameter<number> = {
  description: 'Dividend allowance: dividend income charged at the dividend nil rate (it still uses up the band it falls in).',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: 1_000,
      references: [incomeTaxReferences.ita2007s13A, incomeTaxReferences.fa2023s8, ukReferences.incomeTaxRates],
    },
    {
      from: '2024-04-06',
      value: 500,
      references: [incomeTaxReferences.ita2007s13A, incomeTaxReferences.fa2023s8, incomeTaxReferences.taxOnDividends],
      note: '£500 from 2024-25; unchanged for 2025-26 and 2026-27.',
    },
  ],
};
