import { z } from 'zod';
import { studentLoanPlanOptions, ukRegions } from '@taxatlas/tax-engine/uk/income-tax';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { flag, moneyAmount, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/** POST /api/income-tax/calculate (docs/api.md, "Calculators"). */
export const ukIncomeTaxRequestSchema = z
  .strictObject(
    {
      grossIncome: moneyAmount(),
      taxYear: oneOf(ukTaxYears).optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
      region: oneOf(ukRegions).default('england'),
      pensionContribution: moneyAmount().default(0),
      studentLoanPlan: oneOf(studentLoanPlanOptions).default('none'),
      includeNationalInsurance: flag().default(true),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .refine((input) => input.pensionContribution <= input.grossIncome, {
    path: ['pensionContribution'],
    message: 'must not be more than grossIncome',
    // Only compare once both amounts are valid, so a bad income is reported once, by its own field.
    when: (payload) => payload.issues.length === 0,
  });

export type UkIncomeTaxRequest = z.input<typeof ukIncomeTaxRequestSchema>;
export type UkIncomeTaxParsedRequest = z.output<typeof ukIncomeTaxRequestSchema>;
