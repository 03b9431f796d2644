import { z } from 'zod';
import { moneyAmount, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';
import { usFilingStatus, usTaxYear } from './us-fields';

/**
 * POST /api/us-capital-gains/calculate (docs/api.md, "Calculators"). Gains are zero or more: losses (and their
 * $3,000 limit and carryover) are out of scope, so moneyAmount()'s "must be zero or more" applies.
 */
export const usCapitalGainsRequestSchema = z.strictObject(
  {
    taxYear: usTaxYear().optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    filingStatus: usFilingStatus().default('single'),
    annualIncome: moneyAmount(),
    shortTermGain: moneyAmount().default(0),
    longTermGain: moneyAmount().default(0),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsCapitalGainsRequest = z.input<typeof usCapitalGainsRequestSchema>;
export type UsCapitalGainsParsedRequest = z.output<typeof usCapitalGainsRequestSchema>;
