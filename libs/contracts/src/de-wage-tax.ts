import { z } from 'zod';
import { germanTaxClasses } from '@taxatlas/tax-engine/germany/income-tax';
import { childAllowancesField, churchTaxField, germanWageFields, hasAtMostDecimals, numberField } from './de-wage-fields';
import { numberFromString } from './fields';

/**
 * POST /api/calculators/de-wage-tax (docs/api.md, "Calculators"): gross to net for one wage and tax class. A factor is
 * only for tax class IV (§ 39f EStG), so with another class it is rejected (400 on `factor`), not ignored.
 */
export const deWageTaxRequestSchema = z
  .strictObject(
    {
      ...germanWageFields,
      taxClass: z.preprocess(
        (value) => numberFromString(value, 'whole'),
        z.literal(germanTaxClasses, { error: () => `must be one of: ${germanTaxClasses.join(', ')} (Lohnsteuerklasse I to VI)` }),
      ),
      factor: numberField(
        'a factor above 0 and below 1 with at most three decimals, e.g. 0.912',
        (value) => value > 0 && value < 1 && hasAtMostDecimals(value, 3),
      ).optional(),
      childAllowances: childAllowancesField(),
      churchTax: churchTaxField(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .refine((input) => input.factor === undefined || input.taxClass === 4, {
    path: ['factor'],
    message: 'is only for tax class 4 (IV with factor, § 39f EStG): leave it out for other classes',
    when: (payload) => payload.issues.length === 0,
  });

export type DeWageTaxRequest = z.input<typeof deWageTaxRequestSchema>;
export type DeWageTaxParsedRequest = z.output<typeof deWageTaxRequestSchema>;
