import { calculator } from '@taxatlas/contracts/calculators/de-corporate-tax';
import { deCorporateTaxRequestSchema } from '@taxatlas/contracts/de-corporate-tax';
import { calculateGermanCorporateTax } from '@taxatlas/tax-engine/germany/corporate-tax';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deCorporateTaxRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanCorporateTax,
  summary: 'German corporate income tax (KStG), solidarity surcharge and trade tax (GewStG) with the § 35 EStG credit',
  resultDescription:
    'CalculationResult & { corporateTax, solidaritySurcharge, tradeTaxBase, tradeTaxAssessmentAmount, tradeTax, tradeTaxCredit }',
});
