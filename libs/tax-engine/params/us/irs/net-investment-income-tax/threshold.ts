import type { Parameter } from '../../../../src/core/parameter';
import type { UsAmountByFilingStatus } from '../income-tax/standard-deduction';
import { usFederalReferences } from '../references';

export const netInvestmentIncomeTaxThreshold: Parameter<UsAmountByFilingStatus> = {
  description:
    'Modified adjusted gross income above which the net investment income tax applies, by filing status (statutory, not indexed).',
  unit: 'USD',
  values: [
    {
      from: '2013-01-01',
      value: {
        single: 200_000,
        'married-joint': 250_000,
        'married-separate': 125_000,
        'head-of-household': 200_000,
        'qualifying-surviving-spouse': 250_000,
      },
      references: [usFederalReferences.irc1411, usFederalReferences.form8960Instructions],
      note: 'IRC §1411(b): $250,000 for joint returns and surviving spouses, $125,000 for married filing separately, $200,000 otherwise; not adjusted for inflation.',
    },
  ],
};
