import { calculator } from '@taxatlas/contracts/calculators/de-inheritance-tax';
import { deInheritanceTaxRequestSchema } from '@taxatlas/contracts/de-inheritance-tax';
import { calculateGermanInheritanceTax } from '@taxatlas/tax-engine/germany/inheritance-tax';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deInheritanceTaxRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanInheritanceTax,
  summary: 'German inheritance and gift tax (ErbStG): tax class, § 16 allowance, § 19 rate with hardship relief, § 14 earlier gifts',
  resultDescription: 'CalculationResult & { taxClass, allowance, taxableAcquisition, ratePercent, tax, hardshipRelief, priorGiftsTax }',
});
