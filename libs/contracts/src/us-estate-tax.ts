import { z } from 'zod';
import { usEstateTaxYears } from '@taxatlas/tax-engine/us/estate-tax';
import { moneyAmount, numberFromString, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';
import { usStateCode } from './us-state-tax';

/** The year of death: 2024, 2025 or 2026, as a JSON number or a numeric string. */
function estateTaxYear() {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(usEstateTaxYears, { error: () => `must be one of the supported tax years: ${usEstateTaxYears.join(', ')}` }),
  );
}

const fromGrossEstate = ['grossEstate', 'maritalDeduction', 'charitableDeduction', 'debtsAndExpenses'] as const;

/**
 * US estate tax request (contract id us-estate-tax): the taxable estate (Form 706 line 3c), or the gross estate and
 * its deductions, not both.
 */
export const usEstateTaxRequestSchema = z
  .strictObject(
    {
      taxYear: estateTaxYear().optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
      taxableEstate: moneyAmount().optional(),
      grossEstate: moneyAmount().optional(),
      maritalDeduction: moneyAmount().optional(),
      charitableDeduction: moneyAmount().optional(),
      debtsAndExpenses: moneyAmount().optional(),
      adjustedTaxableGifts: moneyAmount().optional(),
      deceasedSpouseUnusedExclusion: moneyAmount().optional(),
      giftTaxPayable: moneyAmount().optional(),
      state: usStateCode().optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .superRefine((input, context) => {
    if (input.taxableEstate === undefined && input.grossEstate === undefined) {
      context.addIssue({ code: 'custom', path: ['taxableEstate'], message: 'is required unless grossEstate is given' });
      return;
    }
    if (input.taxableEstate === undefined) return;
    for (const field of fromGrossEstate) {
      if (input[field] !== undefined) {
        context.addIssue({ code: 'custom', path: [field], message: 'must not be given with taxableEstate (give one or the other)' });
      }
    }
  });

export type UsEstateTaxRequest = z.input<typeof usEstateTaxRequestSchema>;
export type UsEstateTaxParsedRequest = z.output<typeof usEstateTaxRequestSchema>;
