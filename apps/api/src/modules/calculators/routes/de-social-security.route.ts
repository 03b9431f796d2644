import { calculator } from '@taxatlas/contracts/calculators/de-social-security';
import { deSocialSecurityRequestSchema } from '@taxatlas/contracts/de-social-security';
import { calculateGermanSocialSecurity } from '@taxatlas/tax-engine/germany/social-security';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deSocialSecurityRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanSocialSecurity,
  summary:
    'German social insurance (pension, unemployment, health, care): employee and employer shares and the employer levies U1, U2 and insolvency',
  resultDescription:
    'CalculationResult & { period, employmentType, employee: { pension, unemployment, health, care, total }, employer: { … }, employerLevies: { u1, u2, insolvency, total }, employerFlatTax, employerTotalCost, healthAddOnRate, careEmployeeRate, pensionBase, healthBase, pensionCeilingArea, notes }',
});
