import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const netInvestmentIncomeTaxRate: Parameter<number> = {
  description: 'Net investment income tax rate on the lesser of net investment income and modified AGI above the threshold.',
  unit: 'rate',
  values: [{ from: '2013-01-01', value: 3.8, references: [usFederalReferences.irc1411, usFederalReferences.form8960Instructions] }],
};
