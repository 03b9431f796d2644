import type { UkIncomeTaxParsedRequest } from '@taxatlas/contracts/uk-income-tax';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import type { CurveSampler } from '../tax-curve';

/**
 * The engine function the API calls, with the result's tax year and the request's other inputs fixed: loaded only
 * with the Charts tab (see ../income-curve-source.ts). The tax is everything deducted from pay: Income Tax, National
 * Insurance and any student loan repayment (the engine's `totalDeductions`), so that marginal rate is what a pay
 * rise really loses; a pension contribution is a fixed amount, not a rate. The curve varies the salary only: savings
 * and dividends stay as entered (their tax still moves with it, as the salary pushes them into higher bands), and
 * take-home counts them, as the result does.
 */
export function ukIncomeTaxSampler(request: UkIncomeTaxParsedRequest, result: CalculationResult): CurveSampler {
  const taxYear = ukTaxYears.find((year) => year === result.taxYear) ?? request.taxYear;
  if (taxYear === undefined) throw new Error(`Unknown UK tax year ${result.taxYear}`);
  const sample = (grossIncome: number) => {
    const calculated = calculateUkIncomeTax({ ...request, taxYear, grossIncome });
    return { tax: calculated.totalDeductions, takeHome: calculated.takeHome };
  };
  return Object.assign(sample, { enteredIncome: request.grossIncome });
}
