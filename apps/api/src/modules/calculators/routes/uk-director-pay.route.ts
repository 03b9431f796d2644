import { calculator } from '@taxatlas/contracts/calculators/uk-director-pay';
import { ukDirectorPayRequestSchema } from '@taxatlas/contracts/uk-director-pay';
import { calculateUkDirectorPay } from '@taxatlas/tax-engine/uk/director-pay';
import { currentUkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukDirectorPayRequestSchema,
  yearInForce: (_request, now) => currentUkTaxYear(now),
  calculate: calculateUkDirectorPay,
  summary: "A company director's best split of the profit between salary and dividends, with take-home across salaries",
  resultDescription: 'CalculationResult & { optimalSalary, optimalDividend, takeHome, curve, thresholds, ... }',
});
