import { calculator } from '@taxatlas/contracts/calculators/uk-national-insurance';
import { ukNationalInsuranceRequestSchema } from '@taxatlas/contracts/uk-national-insurance';
import { calculateUkNationalInsurance } from '@taxatlas/tax-engine/uk/national-insurance';
import { currentUkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukNationalInsuranceRequestSchema,
  yearInForce: (_request, now) => currentUkTaxYear(now),
  calculate: calculateUkNationalInsurance,
  summary: 'UK National Insurance: employee and employer Class 1 by category letter and earnings period, Class 2, 3 and 4',
  resultDescription: 'CalculationResult & { employeeNi, employerNi, employmentAllowanceUsed, class2, class3, class4, thresholds }',
});
