import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';
import { incomeTaxReferences } from './references';

export const blindPersonsAllowance: Parameter<number> = {
  description: "Blind Person's Allowance: an allowance added to the personal allowance, never tapered.",
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: 2_870,
      references: [incomeTaxReferences.ita2007s38, ukReferences.incomeTaxRates],
    },
    {
      from: '2024-04-06',
      value: 3_070,
      references: [incomeTaxReferences.ita2007s38, ukReferences.incomeTaxRates],
    },
    {
      from: '2025-04-06',
      value: 3_130,
      references: [incomeTaxReferences.ita2007s38, ukReferences.incomeTaxRates, incomeTaxReferences.blindPersonsAllowance],
    },
    {
      from: '2026-04-06',
      value: 3_250,
      references: [incomeTaxReferences.ita2007s38, ukReferences.incomeTaxRates, incomeTaxReferences.blindPersonsAllowance],
      note: '£3,130 indexed by the September 2025 CPI (3.8%) under ITA 2007 s.57 and rounded up to a multiple of £10.',
    },
  ],
};
