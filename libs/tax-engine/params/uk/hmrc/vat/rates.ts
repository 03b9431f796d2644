import type { Parameter } from '../../../../src/core/parameter';
import { vatReferences } from './references';

/*
 * VAT rates change on the day a law says, not on 6 April, so each value is keyed by the date it takes effect. The
 * calculator supports dates from 4 January 2011, when the standard rate became 20%; the earlier 17.5% and 15% rates
 * and the temporary hospitality rates (5% from 15 July 2020, 12.5% from 1 October 2021 to 31 March 2022, for
 * supplies that are otherwise standard-rated) are not modelled: they are rates of particular supplies, not of the
 * three rates a user picks.
 */

export const vatStandardRate: Parameter<number> = {
  description: 'VAT standard rate (percent of the value of a taxable supply).',
  unit: 'rate',
  values: [
    {
      from: '2011-01-04',
      value: 20,
      references: [vatReferences.vata1994s2, vatReferences.finance2Act2010s3, vatReferences.vatRates],
      note: 'Unchanged since 4 January 2011; still 20% in 2026.',
    },
  ],
};

export const vatReducedRate: Parameter<number> = {
  description:
    'VAT reduced rate (percent), for the supplies listed in VATA 1994 Schedule 7A (domestic fuel and power, child car seats, ...).',
  unit: 'rate',
  values: [
    {
      from: '2011-01-04',
      value: 5,
      references: [vatReferences.vata1994s29a, vatReferences.vatRates],
      note: 'The reduced rate has been 5% since 1 September 1997; listed from the first date the calculator supports.',
    },
  ],
};

export const vatZeroRate: Parameter<number> = {
  description: 'VAT zero rate (percent), for the supplies listed in VATA 1994 Schedule 8: taxable supplies on which no VAT is charged.',
  unit: 'rate',
  values: [
    {
      from: '2011-01-04',
      value: 0,
      references: [vatReferences.vata1994s30, vatReferences.vatRates],
    },
  ],
};
