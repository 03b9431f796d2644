import { calculator } from '@taxatlas/contracts/calculators/us-federal-tax';
import { usFederalTaxRequestSchema } from '@taxatlas/contracts/us-federal-tax';
import { calculateUsFederalIncomeTax } from '@taxatlas/tax-engine/us/federal-income-tax';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usFederalTaxRequestSchema,
  yearInForce: (_request, now) => currentUsTaxYear(now),
  calculate: calculateUsFederalIncomeTax,
  summary: 'US federal income tax for one year (exact brackets or the IRS Tax Table method)',
  resultDescription:
    'CalculationResult & { standardDeduction, deduction, taxableIncome, taxBeforeCredits, childTaxCredit, otherDependentsCredit, tax, additionalChildTaxCredit, earnedIncomeCredit, taxAfterCredits }',
});
