import { z } from 'zod';
import { marriageAllowanceOptions, maxChildBenefitChildren, studentLoanPlanOptions, ukRegions } from '@taxatlas/tax-engine/uk/income-tax';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { flag, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

const childrenMessage = `must be a whole number from 0 to ${maxChildBenefitChildren}`;

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
      // Optional without defaults, so a salary-only request parses (and is answered) exactly as before they existed.
      savingsIncome: moneyAmount().optional(),
      dividendIncome: moneyAmount().optional(),
      overStatePensionAge: flag().optional(),
      marriageAllowance: oneOf(marriageAllowanceOptions).optional(),
      blindPersonsAllowance: flag().optional(),
      childBenefitChildren: z
        .preprocess(
          (value) => numberFromString(value, 'whole'),
          z
            .number({ error: () => childrenMessage })
            .int({ error: () => childrenMessage })
            .min(0, { error: () => childrenMessage })
            .max(maxChildBenefitChildren, { error: () => childrenMessage }),
        )
        .optional(),
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
