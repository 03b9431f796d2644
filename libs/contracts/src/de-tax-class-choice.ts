import { z } from 'zod';
import { childAllowancesField, churchTaxField, germanTaxYearField, germanWageFields } from './de-wage-fields';

const { taxYear: _taxYear, period, ...wageFields } = germanWageFields;

/** One partner: the wage-tax fields without class, factor, year and period (those the comparison sets). */
const partner = z.strictObject(
  {
    ...wageFields,
    childAllowances: childAllowancesField(),
    churchTax: churchTaxField(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be an object with grossWage and the partner’s details' : undefined) },
);

/**
 * POST /api/calculators/de-tax-class-choice (docs/api.md, "Calculators"): a married couple's or civil partners' net pay
 * under III/V, V/III, IV/IV and IV/IV with factor (§ 39f EStG). Exactly two partners.
 */
export const deTaxClassChoiceRequestSchema = z.strictObject(
  {
    taxYear: germanTaxYearField(),
    period,
    partners: z.tuple([partner, partner], { error: () => 'must be a list of exactly two partners' }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type DeTaxClassChoiceRequest = z.input<typeof deTaxClassChoiceRequestSchema>;
export type DeTaxClassChoiceParsedRequest = z.output<typeof deTaxClassChoiceRequestSchema>;
