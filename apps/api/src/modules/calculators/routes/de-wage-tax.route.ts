import { calculator } from '@taxatlas/contracts/calculators/de-wage-tax';
import { deWageTaxRequestSchema } from '@taxatlas/contracts/de-wage-tax';
import { calculateGermanWageTax } from '@taxatlas/tax-engine/germany/wage-tax';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deWageTaxRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanWageTax,
  summary:
    'German wage tax (Lohnsteuer, BMF Programmablaufplan), solidarity surcharge, church tax and employee social insurance: gross to net',
  resultDescription:
    'CalculationResult & { period, taxClass, employmentType, lohnsteuer, solidaritySurcharge, churchTax, churchTaxRate, pension, unemployment, health, care, socialSecurity, net, notes }',
});
