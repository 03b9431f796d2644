import { calculator } from '@taxatlas/contracts/calculators/us-capital-gains';
import { usCapitalGainsRequestSchema } from '@taxatlas/contracts/us-capital-gains';
import { calculateUsCapitalGains } from '@taxatlas/tax-engine/us/capital-gains';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usCapitalGainsRequestSchema,
  yearInForce: (_request, now) => currentUsTaxYear(now),
  calculate: calculateUsCapitalGains,
  summary: 'The extra federal tax that short- and long-term capital gains cause, with the 3.8% NIIT',
  resultDescription: 'CalculationResult & { shortTermTax, longTermTax, netInvestmentIncomeTax, capitalGainsTax, taxableIncome }',
});
