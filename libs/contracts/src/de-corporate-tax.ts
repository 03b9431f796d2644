import { z } from 'zod';
import { defaultHebesatz, germanLegalForms } from '@taxatlas/tax-engine/germany/corporate-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/**
 * German corporate income tax (KStG), solidarity surcharge and trade tax (GewStG) on a year's profit; for
 * partnerships and sole proprietors the trade tax and its § 35 EStG credit. A Hebesatz below the legal minimum of
 * 200 % is rejected by the engine (CalculatorInputError on `hebesatz`), which the API maps to 400.
 */
export const deCorporateTaxRequestSchema = z.strictObject(
  {
    taxYear: z
      .preprocess(
        (value) => numberFromString(value, 'whole'),
        z.literal(germanTaxYears, { error: () => `must be one of: ${germanTaxYears.join(', ')} (supported German tax years)` }),
      )
      .optional()
      .describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    profit: moneyAmount(),
    hebesatz: z
      .preprocess(
        (value) => numberFromString(value, 'whole'),
        z
          .number({ error: () => 'must be a whole percent, e.g. 400' })
          .int({ message: 'must be a whole percent, e.g. 400' })
          .min(200, { message: 'must be at least 200 (§ 16 Abs. 4 GewStG)' })
          .max(10_000, { message: 'must be at most 10000' }),
      )
      .default(defaultHebesatz),
    legalForm: oneOf(germanLegalForms).default('corporation'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type DeCorporateTaxRequest = z.input<typeof deCorporateTaxRequestSchema>;
export type DeCorporateTaxParsedRequest = z.output<typeof deCorporateTaxRequestSchema>;
