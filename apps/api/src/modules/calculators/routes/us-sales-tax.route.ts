import { calculator } from '@taxatlas/contracts/calculators/us-sales-tax';
import { usSalesTaxRequestSchema } from '@taxatlas/contracts/us-sales-tax';
import { calculateUsSalesTax } from '@taxatlas/tax-engine/us/sales-tax';
import { defineCalculatorRoute } from '../calculator-route';

// No tax year: the statewide rate is the one in force on the date the request gives (today by default).
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usSalesTaxRequestSchema,
  calculate: calculateUsSalesTax,
  summary: "Sales tax on a price in a US state: the statewide rate on the date plus the local rate (yours or the state's average)",
  resultDescription: 'CalculationResult & { stateRate, localRate, totalRate, tax, total, ... }',
});
