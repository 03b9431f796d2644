import { z } from 'zod';
import { churchTaxOptions, germanAssessments, germanTaxClasses } from '@taxatlas/tax-engine/germany/income-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/** A whole number from a fixed list, as a JSON number or a numeric string ("2025"); the message lists the values. */
function oneOfNumbers<const T extends readonly [number, ...number[]]>(values: T, what: string) {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(values, { error: () => `must be one of: ${values.join(', ')} (${what})` }),
  );
}

/**
 * POST /api/calculators/de-income-tax (docs/api.md, "Calculators").
 *
 * `assessment` defaults to "single", except with tax class III or V, whose holders are married or in a civil
 * partnership and assessed jointly by default (§ 26 Abs. 3 EStG): there it defaults to "joint". Class III with
 * an explicit "single" is rejected (400 on `assessment`) rather than silently overridden: class III exists only
 * for couples, and the user asked for something the class contradicts. Class V with "single" is accepted
 * (separate assessment, § 26a EStG, is a real option for the couple).
 */
export const deIncomeTaxRequestSchema = z
  .strictObject(
    {
      taxYear: oneOfNumbers(germanTaxYears, 'supported German tax years').optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
      taxableIncome: moneyAmount(),
      assessment: oneOf(germanAssessments).optional(),
      churchTax: oneOf(churchTaxOptions).default('none'),
      taxClass: oneOfNumbers(germanTaxClasses, 'Lohnsteuerklasse I to VI').optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .refine((input) => !(input.taxClass === 3 && input.assessment === 'single'), {
    path: ['assessment'],
    message:
      'must be "joint" (or left out) with taxClass 3: tax class III is only for married couples and civil partners, who are assessed jointly; leave taxClass out to compute an individual assessment',
    when: (payload) => payload.issues.length === 0,
  })
  .transform((input) => ({
    ...input,
    assessment: input.assessment ?? (input.taxClass === 3 || input.taxClass === 5 ? ('joint' as const) : ('single' as const)),
  }));

export type DeIncomeTaxRequest = z.input<typeof deIncomeTaxRequestSchema>;
export type DeIncomeTaxParsedRequest = z.output<typeof deIncomeTaxRequestSchema>;
