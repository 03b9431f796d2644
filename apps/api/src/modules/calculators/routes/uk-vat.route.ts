import { calculator } from '@taxatlas/contracts/calculators/uk-vat';
import { ukVatRequestSchema } from '@taxatlas/contracts/uk-vat';
import { calculateUkVatWithSchemes } from '@taxatlas/tax-engine/uk/vat/vat-calculator';
import { defineCalculatorRoute } from '../calculator-route';

// No tax year: the rates and thresholds are those in force on the supply's date (today when the request names none).
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukVatRequestSchema,
  calculate: calculateUkVatWithSchemes,
  summary: 'UK VAT added to or taken out of an amount or invoice lines; registration thresholds, rolling 12-month test, Flat Rate Scheme',
  resultDescription: 'CalculationResult & { net, vat, gross, ratePercent, lines, thresholds, registration, flatRateScheme, ... }',
});
