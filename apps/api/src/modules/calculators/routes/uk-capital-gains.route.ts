import { calculator } from '@taxatlas/contracts/calculators/uk-capital-gains';
import { ukCapitalGainsRequestSchema } from '@taxatlas/contracts/uk-capital-gains';
import { calculateUkCapitalGains } from '@taxatlas/tax-engine/uk/capital-gains';
import { currentUkTaxYear } from '@taxatlas/tax-engine/uk/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

// Without a tax year the disposals must fall in the year in force, which the engine checks (400 on disposalDate).
export const route = defineCalculatorRoute({
  contract: calculator,
  schema: ukCapitalGainsRequestSchema,
  yearInForce: (_request, now) => currentUkTaxYear(now),
  calculate: calculateUkCapitalGains,
  summary:
    'UK Capital Gains Tax on the disposals of one tax year: losses, annual exempt amount, BADR and Investors’ Relief, 60-day property return',
  resultDescription:
    'CalculationResult & { capitalGainsTax, taxableGain, annualExemptAmount, annualExemptAmountUsed, lossesCarriedForward, disposals[] }',
});
