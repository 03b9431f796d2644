import { calculator } from '@taxatlas/contracts/calculators/uk-income-tax';
import { ukIncomeTaxRequestSchema } from '@taxatlas/contracts/uk-income-tax';
import { calculateUkIncomeTax } from '@taxatlas/tax-engine/uk/income-tax';
import { currentUkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukIncomeTaxRequestSchema,
  yearInForce: (_request, now) => currentUkTaxYear(now),
  calculate: calculateUkIncomeTax,
  summary: 'UK Income Tax, National Insurance and student loan for one year of employment income',
  resultDescription: 'CalculationResult & UK fields',
});
