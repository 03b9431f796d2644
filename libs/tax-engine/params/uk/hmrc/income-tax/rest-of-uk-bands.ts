import type { Bracket } from '../../../../src/core/brackets';
import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

/**
 * Thresholds are of taxable income (income after the Personal Allowance). Wales sets Welsh rates of
 * Income Tax, which have equalled England's at every rate since 2019-20, so the same bands apply.
 */
export const restOfUkIncomeTaxBands: Parameter<readonly Bracket[]> = {
  description: 'Income Tax bands for England, Wales and Northern Ireland on non-savings, non-dividend income (taxable income thresholds).',
  unit: 'GBP-brackets',
  values: [
    {
      from: '2023-04-06',
      value: [
        { name: 'Basic rate', threshold: 0, rate: 20 },
        { name: 'Higher rate', threshold: 37_700, rate: 40 },
        { name: 'Additional rate', threshold: 125_140, rate: 45 },
      ],
      references: [ukReferences.incomeTaxRates, ukReferences.ita2007s10, ukReferences.financeAct2021s5, ukReferences.financeAct2023],
      note: 'Basic rate limit £37,700 and additional rate threshold £125,140, frozen for 2023-24 to 2025-26 (and later).',
    },
  ],
};
