import type { Parameter } from '../../../../src/core/parameter';
import { ukReferences } from '../../references';

export const personalAllowance: Parameter<number> = {
  description: 'Standard Personal Allowance: income on which no Income Tax is paid, before any taper.',
  unit: 'GBP',
  values: [
    {
      from: '2021-04-06',
      value: 12_570,
      references: [ukReferences.incomeTaxRates, ukReferences.incomeTaxRatesPage, ukReferences.financeAct2021s5],
    },
  ],
};
