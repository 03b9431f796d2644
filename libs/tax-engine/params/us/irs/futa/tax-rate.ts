import type { Parameter } from '../../../../src/core/parameter';
import { usFederalReferences } from '../references';

export const futaTaxRate: Parameter<number> = {
  description: 'Federal unemployment (FUTA) tax rate on FUTA wages, before the credit for state unemployment contributions.',
  unit: 'rate',
  values: [
    {
      from: '2012-01-01',
      value: 6.0,
      references: [usFederalReferences.irc3301, usFederalReferences.pub15],
      note: 'The 0.2% surtax lapsed after 30 June 2011, leaving 6.0%; dated from the first full calendar year at that rate.',
    },
  ],
};
