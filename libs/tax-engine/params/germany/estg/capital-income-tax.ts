import type { Parameter } from '../../../src/core/parameter';
import { capitalIncomeReferences } from './capital-income-references';

export const flatCapitalIncomeTaxRate: Parameter<number> = {
  description:
    'Abgeltungsteuer: the flat income tax rate on capital income in percent, before any church tax reduction (§ 32d Abs. 1 EStG).',
  unit: 'rate',
  values: [
    {
      from: '2009-01-01',
      value: 25,
      references: [capitalIncomeReferences.estg32d, capitalIncomeReferences.unternehmensteuerreform2008],
    },
  ],
};

export interface SaverAllowance {
  readonly single: number;
  readonly joint: number;
}

export const saverAllowance: Parameter<SaverAllowance> = {
  description: 'Sparer-Pauschbetrag deducted from capital income in euros, single and for spouses assessed jointly (§ 20 Abs. 9 EStG).',
  unit: 'EUR',
  values: [
    {
      from: '2023-01-01',
      value: { single: 1_000, joint: 2_000 },
      references: [capitalIncomeReferences.estg20, capitalIncomeReferences.jstg2022],
    },
  ],
};
