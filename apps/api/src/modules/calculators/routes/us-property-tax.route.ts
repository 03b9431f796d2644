import { calculator } from '@taxatlas/contracts/calculators/us-property-tax';
import { usPropertyTaxRequestSchema } from '@taxatlas/contracts/us-property-tax';
import { calculateUsPropertyTax } from '@taxatlas/tax-engine/us/property-tax';
import { defineCalculatorRoute } from '../calculator-route';

// No tax year: the state medians are one cited table (American Community Survey 2023) and the visitor's own rate is for their own bill.
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usPropertyTaxRequestSchema,
  calculate: calculateUsPropertyTax,
  summary: "Yearly property tax on a home: the state's median effective rate or your own, with assessment ratio and exemption",
  resultDescription: 'CalculationResult & { effectiveRate, tax, rate, stateMedianRate, taxableValue, ... }',
});
