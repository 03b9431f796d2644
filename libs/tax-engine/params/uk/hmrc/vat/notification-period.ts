import type { Parameter } from '../../../../src/core/parameter';
import { vatReferences } from './references';

/** Days to notify HMRC: from the end of the month the 12-month total went over, or from the day the 30-day expectation arose. */
export const vatNotificationPeriodDays: Parameter<number> = {
  description: 'Days within which a person liable to be registered for VAT must notify HMRC (VATA 1994 Sch 1 paras 5 and 6).',
  unit: 'days',
  values: [
    {
      from: '2011-01-04',
      value: 30,
      references: [vatReferences.vata1994sch1, vatReferences.vatreg18300, vatReferences.notice7001],
    },
  ],
};
