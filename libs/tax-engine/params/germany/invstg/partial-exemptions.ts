import type { Parameter } from '../../../src/core/parameter';
import { capitalIncomeReferences } from '../estg/capital-income-references';

export interface PartialExemptions {
  readonly equity: number;
  readonly mixed: number;
  readonly realEstate: number;
  readonly foreignRealEstate: number;
}

export const fundPartialExemptions: Parameter<PartialExemptions> = {
  description:
    'Teilfreistellung: the share of an investment fund’s income that is tax-free for a private investor, in percent, by fund type (§ 20 Abs. 1–3 InvStG).',
  unit: 'rate',
  values: [
    {
      from: '2018-01-01',
      value: { equity: 30, mixed: 15, realEstate: 60, foreignRealEstate: 80 },
      references: [capitalIncomeReferences.invstg20, capitalIncomeReferences.invstrefg],
    },
  ],
};
