import type { Parameter } from '../../../../src/core/parameter';
import { datedValueAt } from '../../../../src/core/parameter';
import { class1Rates } from './class1-rates';
import { class1Thresholds } from './class1-thresholds';
import { ukReferences } from '../../references';

export interface Class1EmployeeAnnual {
  /** Primary Threshold for an annual earnings period. */
  readonly primaryThreshold: number;
  /** Upper Earnings Limit for an annual earnings period. */
  readonly upperEarningsLimit: number;
  /** Main primary rate (percent) on earnings between the thresholds. */
  readonly mainRate: number;
  /** Additional primary rate (percent) on earnings above the Upper Earnings Limit. */
  readonly additionalRate: number;
}

/**
 * The income tax calculator's view of employee NI (category A, annual earnings period), read from the Class 1
 * thresholds and rates so no figure is written twice. In 2023-24 an annual figure has to blend the 12% and the 10%
 * main rates: it takes 11.5%, the rate the NICs (Reduction in Rates) Act 2023 sets for directors' annual earnings
 * periods (NIM01625: 275 days at 12% and 91 days at 10%); an employee paid evenly each month pays about the same
 * (nine months at 12%, three at 10%, on monthly thresholds).
 */
export const class1EmployeeAnnual: Parameter<Class1EmployeeAnnual> = {
  description: 'Employee (primary) Class 1 National Insurance, annual earnings-period thresholds and rates, category A.',
  unit: 'GBP',
  values: class1Thresholds.values.map((thresholdsEntry) => {
    const ratesEntry = datedValueAt(class1Rates, thresholdsEntry.from);
    const rates = ratesEntry.value;
    const annual = thresholdsEntry.value.annual;
    const references = [...thresholdsEntry.references, ...ratesEntry.references, ukReferences.niRounding].filter(
      (reference, index, all) => all.findIndex((other) => other.href === reference.href) === index,
    );
    return {
      from: thresholdsEntry.from,
      value: {
        primaryThreshold: annual.primaryThreshold,
        upperEarningsLimit: annual.upperEarningsLimit,
        mainRate: rates.directorsAnnual?.mainRate ?? rates.mainRate,
        additionalRate: rates.additionalRate,
      },
      references,
      ...(ratesEntry.note === undefined ? {} : { note: ratesEntry.note }),
    };
  }),
};
