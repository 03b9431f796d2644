import { z } from 'zod';
import { churchTaxOptions, germanFundTypes } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { flag, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/**
 * German tax on capital income (Abgeltungsteuer, § 32d EStG) with the Sparer-Pauschbetrag, the solidarity surcharge,
 * church tax and the Teilfreistellung of investment fund income (§ 20 InvStG).
 */
export const deCapitalGainsRequestSchema = z.strictObject(
  {
    taxYear: z
      .preprocess(
        (value) => numberFromString(value, 'whole'),
        z.literal(germanTaxYears, { error: () => `must be one of: ${germanTaxYears.join(', ')} (supported German tax years)` }),
      )
      .optional()
      .describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    capitalIncome: moneyAmount(),
    joint: flag().default(false),
    churchTax: oneOf(churchTaxOptions).default('none'),
    fundType: oneOf(germanFundTypes).default('none'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type DeCapitalGainsRequest = z.input<typeof deCapitalGainsRequestSchema>;
export type DeCapitalGainsParsedRequest = z.output<typeof deCapitalGainsRequestSchema>;
