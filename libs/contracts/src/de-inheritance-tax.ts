import { z } from 'zod';
import { inheritanceRelationships, inheritanceTransfers } from '@taxatlas/tax-engine/germany/inheritance-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/**
 * German inheritance and gift tax (ErbStG): the tax class and allowance follow the relationship (§§ 15, 16), the
 * rate the taxable acquisition (§ 19); `priorGifts` are earlier acquisitions from the same person within ten years
 * (§ 14).
 */
export const deInheritanceTaxRequestSchema = z.strictObject(
  {
    taxYear: z
      .preprocess(
        (value) => numberFromString(value, 'whole'),
        z.literal(germanTaxYears, { error: () => `must be one of: ${germanTaxYears.join(', ')} (supported German tax years)` }),
      )
      .optional()
      .describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    acquisition: moneyAmount(),
    relationship: oneOf(inheritanceRelationships),
    transfer: oneOf(inheritanceTransfers).default('inheritance'),
    priorGifts: moneyAmount().default(0),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type DeInheritanceTaxRequest = z.input<typeof deInheritanceTaxRequestSchema>;
export type DeInheritanceTaxParsedRequest = z.output<typeof deInheritanceTaxRequestSchema>;
