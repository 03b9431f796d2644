import { z } from 'zod';
import { inheritanceRelationships, inheritanceTransfers } from '@taxatlas/tax-engine/germany/inheritance-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { flag, MAX_AMOUNT, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

const childAge = z.preprocess(
  (value) => numberFromString(value, 'whole'),
  z
    .number({ error: () => 'must be an age in whole years, e.g. 12' })
    .int({ message: 'must be an age in whole years, e.g. 12' })
    .min(0, { message: 'must be zero or more' })
    .max(130, { message: 'must be at most 130' }),
);

const livingArea = z.preprocess(
  (value) => numberFromString(value),
  z
    .number({ error: () => 'must be a number of square metres in plain digits, e.g. 140' })
    .refine(Number.isFinite, { message: 'must be a finite number' })
    .refine((value) => value > 0, { message: 'must be above zero' })
    .refine((value) => value <= MAX_AMOUNT, { message: `must be at most ${MAX_AMOUNT.toExponential()}` }),
);

/**
 * German inheritance and gift tax (ErbStG): the tax class and allowance follow the relationship (§§ 15, 16), the
 * rate the taxable acquisition (§ 19); `priorGifts` are earlier acquisitions from the same person within ten years
 * (§ 14).
 * `familyHomeValue` is the family home within the acquisition (then `acquisition` is the rest), exempt under § 13
 * Abs. 1 Nr. 4a–4c; `pensionAllowance` claims the Versorgungsfreibetrag of § 17 on death (a child needs `childAge`).
 */
export const deInheritanceTaxRequestSchema = z
  .strictObject(
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
      pensionAllowance: flag()
        .optional()
        .describe('Claim the special pension allowance (§ 17 ErbStG): surviving spouse, or child with childAge; on death only.'),
      childAge: childAge.optional().describe('The child’s age in completed years at the death (§ 17 Abs. 2 ErbStG).'),
      survivorPensionValue: moneyAmount()
        .optional()
        .describe('Capital value of pensions to the survivor not subject to the tax; reduces the § 17 allowance.'),
      familyHomeValue: moneyAmount().optional().describe('Value of the family home within the acquisition (§ 13 Abs. 1 Nr. 4a–4c ErbStG).'),
      familyHomeLivingArea: livingArea.optional().describe('Living area of the family home in m² (200 m² limit for children, Nr. 4c).'),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .superRefine((input, context) => {
    if (
      input.pensionAllowance === true &&
      input.relationship === 'child' &&
      input.transfer === 'inheritance' &&
      input.childAge === undefined
    )
      context.addIssue({ code: 'custom', path: ['childAge'], message: 'is required for a child’s pension allowance (§ 17 Abs. 2 ErbStG)' });
  });

export type DeInheritanceTaxRequest = z.input<typeof deInheritanceTaxRequestSchema>;
export type DeInheritanceTaxParsedRequest = z.output<typeof deInheritanceTaxRequestSchema>;
