import { calculator } from '@taxatlas/contracts/calculators/uk-corporation-tax';
import { ukCorporationTaxRequestSchema } from '@taxatlas/contracts/uk-corporation-tax';
import { calculateUkCorporationTax } from '@taxatlas/tax-engine/uk/corporation-tax';
import { defineCalculatorRoute } from '../calculator-route';

// No tax year: the accounting period the request gives picks the financial years (split at 1 April where it straddles one).
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukCorporationTaxRequestSchema,
  calculate: calculateUkCorporationTax,
  summary: 'UK Corporation Tax for an accounting period: small profits rate, marginal relief, financial-year split, payment dates',
  resultDescription:
    'CalculationResult & { corporationTax, marginalRelief, effectiveRate, financialYears, companySize, normalDueDate, instalments, ... }',
});
