import { calculator } from '@taxatlas/contracts/calculators/de-tax-class-choice';
import { deTaxClassChoiceRequestSchema } from '@taxatlas/contracts/de-tax-class-choice';
import { calculateGermanTaxClassChoice } from '@taxatlas/tax-engine/germany/tax-class-choice';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { defineCalculatorRoute } from '../calculator-route';

export const route = defineCalculatorRoute({
  contract: calculator,
  schema: deTaxClassChoiceRequestSchema,
  yearInForce: (_request, now) => currentGermanTaxYear(now),
  calculate: calculateGermanTaxClassChoice,
  summary:
    "A married couple's tax classes compared (III/V, V/III, IV/IV, IV/IV with factor): each partner's net pay and the year's wage tax withheld against the joint assessment",
  resultDescription:
    '{ calculationType, taxYear, currency, period, factor, combinations: [{ combination, factor, partners: [{ taxClass, lohnsteuer, solidaritySurcharge, churchTax, socialSecurity, net }] × 2, totalNet, annual: { withheld, assessed, settlement } }], assessment: { employmentIncome, provisionalExpenses, specialExpensesLumpSum, taxableIncome, incomeTax, solidaritySurcharge, churchTax, total }, notes }',
});
