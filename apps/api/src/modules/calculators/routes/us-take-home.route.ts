import { calculator } from '@taxatlas/contracts/calculators/us-take-home';
import { usTakeHomeRequestSchema } from '@taxatlas/contracts/us-take-home';
import { supportedStateTaxYears } from '@taxatlas/tax-engine/us/state-income-tax';
import { calculateUsTakeHome } from '@taxatlas/tax-engine/us/take-home';
import { currentUsTaxYear, usTaxYears } from '@taxatlas/tax-engine/us/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usTakeHomeRequestSchema,
  // With a state, the default is the latest year that has both federal and the state's figures.
  yearInForce: (request, now) =>
    currentUsTaxYear(now, request.state ? usTaxYears.filter((year) => supportedStateTaxYears(request.state!).includes(year)) : usTaxYears),
  calculate: calculateUsTakeHome,
  summary:
    'US take-home pay: federal income tax after the child credits and the EIC, state income tax, Social Security and Medicare, state employee payroll contributions on wages',
  resultDescription:
    'CalculationResult & { federalTax (after credits), federalIncomeTax, childTaxCredit, otherDependentsCredit, additionalChildTaxCredit, earnedIncomeCredit, stateTax, socialSecurity, medicare, additionalMedicare, statePayrollTaxes: [{ id, name, label, rate, taxableWages, amount, reference }], statePayrollTax, totalTax, takeHome }',
});
