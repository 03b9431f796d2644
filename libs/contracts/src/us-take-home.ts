import { z } from 'zod';
import { moneyAmount, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';
import { usFederalCreditFields, usFilingStatus, usTaxYear } from './us-fields';
import { usStateCode } from './us-state-tax';

/** POST /api/us-income-tax/calculate: take-home pay (docs/api.md, "Calculators"). */
export const usTakeHomeRequestSchema = z.strictObject(
  {
    grossIncome: moneyAmount(),
    filingStatus: usFilingStatus().default('single'),
    taxYear: usTaxYear()
      .optional()
      .describe(
        `${TAX_YEAR_DEFAULT_DESCRIPTION} With a state: the latest year that has both federal and the state's figures, up to today.`,
      ),
    state: usStateCode().optional(),
    ...usFederalCreditFields(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsTakeHomeRequest = z.input<typeof usTakeHomeRequestSchema>;
export type UsTakeHomeParsedRequest = z.output<typeof usTakeHomeRequestSchema>;
