import { calculator } from '@taxatlas/contracts/calculators/us-estate-tax';
import { usEstateTaxRequestSchema } from '@taxatlas/contracts/us-estate-tax';
import { calculateUsEstateTax, usEstateTaxYears } from '@taxatlas/tax-engine/us/estate-tax';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usEstateTaxRequestSchema,
  yearInForce: (_request, now) => currentUsTaxYear(now, usEstateTaxYears),
  calculate: calculateUsEstateTax,
  summary: 'US federal estate tax (Form 706 Part 2): tentative tax, applicable credit with DSUE, and the state’s own death taxes',
  resultDescription:
    'CalculationResult & { taxableEstate, taxBase, tentativeTax, basicExclusionAmount, applicableExclusionAmount, applicableCredit, estateTax, stateDeathTax? }',
});
