import type { UsFederalTaxParsedRequest } from '@taxatlas/contracts/us-federal-tax';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { calculateUsFederalIncomeTax } from '@taxatlas/tax-engine/us/federal-income-tax';
import { usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import type { IncomeSampler } from '../tax-curve';

/** The engine function the API calls, with the result's tax year and the request's other inputs fixed (Charts tab only). */
export function usFederalTaxSampler(request: UsFederalTaxParsedRequest, result: CalculationResult): IncomeSampler {
  const taxYear = usTaxYears.find((year) => String(year) === result.taxYear) ?? request.taxYear;
  if (taxYear === undefined) throw new Error(`Unknown US tax year ${result.taxYear}`);
  return (grossIncome) => {
    const calculated = calculateUsFederalIncomeTax({ ...request, taxYear, grossIncome });
    return { tax: calculated.totalTax, takeHome: calculated.netAmount ?? grossIncome - calculated.totalTax };
  };
}
