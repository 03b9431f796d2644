import { calculator } from '@taxatlas/contracts/calculators/de-vat';
import { deVatRequestSchema } from '@taxatlas/contracts/de-vat';
import { calculateGermanVatWithSmallBusinessCheck } from '@taxatlas/tax-engine/germany/vat/vat-with-small-business';
import { defineCalculatorRoute } from '../calculator-route';

// No tax year: the rates are those in force on the supply date, the § 19 UStG limits those of its calendar year.
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deVatRequestSchema,
  calculate: calculateGermanVatWithSmallBusinessCheck,
  summary: 'German VAT (Umsatzsteuer) at 19 % or 7 %, added or removed, with the small-business check of § 19 UStG',
  resultDescription: 'CalculationResult & { net, vat, gross, ratePercent, smallBusiness? }',
});
