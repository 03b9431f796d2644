import type { Parameter } from '../../../../src/core/parameter';
import { cgtReferences } from './references';

/** Days after completion by which a UK residential property disposal with CGT to pay is reported and the tax paid on account. */
export const ukPropertyReturnDays: Parameter<number> = {
  description:
    'Days after completion within which a UK resident reports a UK residential property disposal with CGT to pay and pays it on account.',
  unit: 'days',
  values: [
    {
      from: '2021-10-27',
      value: 60,
      references: [cgtReferences.financeAct2019sch2, cgtReferences.propertyReturn],
      note: '30 days for completions from 6 April 2020 to 26 October 2021.',
    },
  ],
};
