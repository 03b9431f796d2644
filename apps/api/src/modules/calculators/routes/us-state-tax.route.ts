import { calculator } from '@taxatlas/contracts/calculators/us-state-tax';
import { usStateTaxRequestSchema } from '@taxatlas/contracts/us-state-tax';
import { calculateUsStateIncomeTax, supportedStateTaxYears } from '@taxatlas/tax-engine/us/state-income-tax';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usStateTaxRequestSchema,
  // The latest year the state has published figures for, when the current one is not in yet.
  yearInForce: (request, now) => currentUsTaxYear(now, supportedStateTaxYears(request.state)),
  calculate: calculateUsStateIncomeTax,
  summary: 'State income tax owed on wages, after the state’s standard deduction, exemptions and exemption credits',
  resultDescription: 'CalculationResult & { tax, effectiveRate, breakdown, taxableIncome, deduction, incomeBase }',
});
