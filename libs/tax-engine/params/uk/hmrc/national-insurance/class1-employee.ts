import type { Parameter } from '../../../../src/core/parameter';
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

export const class1EmployeeAnnual: Parameter<Class1EmployeeAnnual> = {
  description: 'Employee (primary) Class 1 National Insurance, annual earnings-period thresholds and rates, category A.',
  unit: 'GBP',
  values: [
    {
      from: '2023-04-06',
      value: { primaryThreshold: 12_570, upperEarningsLimit: 50_270, mainRate: 11.5, additionalRate: 2 },
      references: [
        ukReferences.employerRates2023,
        ukReferences.niReduction2023,
        ukReferences.directorsNi2023,
        ukReferences.nim01625,
        ukReferences.niRounding,
      ],
      note:
        'The main rate was 12% until 5 January 2024 and 10% from 6 January 2024. An annual figure has to blend them: ' +
        "we use 11.5%, the rate the NICs (Reduction in Rates) Act 2023 sets for directors' annual earnings periods in " +
        '2023-24 (NIM01625: 275 days at 12% and 91 days at 10%). An employee paid evenly each month pays about the same ' +
        '(nine months at 12%, three at 10%, on monthly thresholds).',
    },
    {
      from: '2024-04-06',
      value: { primaryThreshold: 12_570, upperEarningsLimit: 50_270, mainRate: 8, additionalRate: 2 },
      references: [ukReferences.employerRates2024, ukReferences.niReduction2024, ukReferences.niRates, ukReferences.niRounding],
    },
    {
      from: '2025-04-06',
      value: { primaryThreshold: 12_570, upperEarningsLimit: 50_270, mainRate: 8, additionalRate: 2 },
      references: [
        ukReferences.employerRates2025,
        ukReferences.employerRates2026,
        ukReferences.thresholdsFreeze2026,
        ukReferences.niReduction2024,
        ukReferences.niRates,
        ukReferences.niRounding,
      ],
      note: 'Unchanged in 2026-27: the Primary Threshold stays aligned with the Personal Allowance and the UEL at £50,270 to 2027-28.',
    },
  ],
};
