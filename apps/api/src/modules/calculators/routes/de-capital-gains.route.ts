import { calculator } from '@taxatlas/contracts/calculators/de-capital-gains';
import { deCapitalGainsRequestSchema } from '@taxatlas/contracts/de-capital-gains';
import { calculateGermanCapitalIncomeTax } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deCapitalGainsRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanCapitalIncomeTax,
  summary: 'German Abgeltungsteuer (§ 32d EStG) on capital income, with Sparer-Pauschbetrag, Teilfreistellung, Soli and church tax',
  resultDescription:
    'CalculationResult & { partialExemption, saverAllowance, taxableIncome, capitalIncomeTax, solidaritySurcharge, churchTax }',
});
