import { calculator } from '@taxatlas/contracts/calculators/de-income-tax';
import { deIncomeTaxRequestSchema } from '@taxatlas/contracts/de-income-tax';
import { calculateGermanIncomeTax } from '@taxatlas/tax-engine/germany/income-tax';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deIncomeTaxRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanIncomeTax,
  summary: 'German income tax (§32a EStG), solidarity surcharge and church tax on taxable income',
  resultDescription: 'CalculationResult & { incomeTax, solidaritySurcharge, churchTax, totalTax, netAmount }',
});
