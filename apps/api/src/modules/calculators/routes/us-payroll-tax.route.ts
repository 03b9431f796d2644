import { calculator } from '@taxatlas/contracts/calculators/us-payroll-tax';
import { usPayrollTaxRequestSchema } from '@taxatlas/contracts/us-payroll-tax';
import { calculateUsPayrollTax, usPayrollTaxYears } from '@taxatlas/tax-engine/us/payroll-tax';
import { currentUsTaxYear } from '@taxatlas/tax-engine/us/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: usPayrollTaxRequestSchema,
  yearInForce: (_request, now) => currentUsTaxYear(now, usPayrollTaxYears),
  calculate: calculateUsPayrollTax,
  summary: 'US payroll taxes: employee and employer FICA, FUTA, self-employment tax and Pub. 15-T federal withholding',
  resultDescription:
    'CalculationResult & { socialSecurity, medicare, additionalMedicareWithheld, additionalMedicareOwed, employeeTotal, employerSocialSecurity, employerMedicare, futa, selfEmploymentTax, federalIncomeTaxWithholding, withholding, perPeriod }',
});
