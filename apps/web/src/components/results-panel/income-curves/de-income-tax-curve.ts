import type { DeIncomeTaxParsedRequest } from '@taxatlas/contracts/de-income-tax';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { calculateGermanIncomeTax } from '@taxatlas/tax-engine/germany/income-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import type { IncomeSampler } from '../tax-curve';

/**
 * The engine function the API calls, with the result's tax year and the request's other inputs fixed (Charts tab
 * only). The income is the zvE; the tax is income tax, solidarity surcharge and church tax.
 */
export function deIncomeTaxSampler(request: DeIncomeTaxParsedRequest, result: CalculationResult): IncomeSampler {
  const taxYear = germanTaxYears.find((year) => String(year) === result.taxYear) ?? request.taxYear;
  if (taxYear === undefined) throw new Error(`Unknown German tax year ${result.taxYear}`);
  return (taxableIncome) => {
    const calculated = calculateGermanIncomeTax({ ...request, taxYear, taxableIncome });
    return { tax: calculated.totalTax, takeHome: calculated.netAmount };
  };
}
