import type { UsTakeHomeParsedRequest } from '@taxatlas/contracts/us-take-home';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { calculateUsTakeHome } from '@taxatlas/tax-engine/us/take-home';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import type { IncomeSampler } from '../tax-curve';

/**
 * The engine function the API calls, with the result's tax year and the request's other inputs fixed (Charts tab
 * only). The tax is federal income tax after credits (the refundable ones can take it below zero) and state income
 * tax plus the employee's Social Security and Medicare.
 */
export function usTakeHomeSampler(request: UsTakeHomeParsedRequest, result: CalculationResult): IncomeSampler {
  const taxYear = usTaxYears.find((year) => String(year) === result.taxYear) ?? request.taxYear;
  if (taxYear === undefined) throw new Error(`Unknown US tax year ${result.taxYear}`);
  return (grossIncome) => {
    const calculated = calculateUsTakeHome({ ...request, taxYear, grossIncome });
    return { tax: calculated.totalTax, takeHome: calculated.takeHome };
  };
}
