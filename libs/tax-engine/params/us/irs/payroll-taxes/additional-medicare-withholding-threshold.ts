import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const additionalMedicareWithholdingThreshold: Parameter<number> = {
  description:
    'Wages paid by one employer in a calendar year above which the employer withholds Additional Medicare Tax, whatever the filing status.',
  unit: 'USD',
  values: [
    {
      from: '2013-01-01',
      value: 200_000,
      references: [usFederalReferences.irc3102f, usFederalReferences.additionalMedicareQa, usFederalReferences.form8959Instructions],
    },
  ],
};
