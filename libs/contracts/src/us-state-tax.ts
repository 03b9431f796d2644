import { z } from 'zod';
import { stateTaxYearsAvailable } from '@taxatlas/tax-engine/us/state-income-tax';
import { isUsStateCode, type UsStateCode } from '@taxatlas/tax-engine/us/states';
import { moneyAmount, numberFromString } from './fields';
import { usFilingStatus } from './us-fields';

/** A two-letter state code (or DC), in any letter case: "CA", "ny". */
export function usStateCode() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a two-letter state code such as "CA"') })
    .transform((value) => value.trim().toUpperCase())
    .refine(isUsStateCode, { message: 'must be the two-letter code of one of the 50 states or DC, such as "CA"' })
    .transform((value) => value as UsStateCode);
}

/** A state tax year the calculator offers (2024, 2025); whether a given state has it is checked by the engine. */
function stateTaxYear() {
  return z.preprocess(
    (value) => numberFromString(value, 'whole'),
    z.literal(stateTaxYearsAvailable, { error: () => `must be one of the supported tax years: ${stateTaxYearsAvailable.join(', ')}` }),
  );
}

/** POST /api/us-state-tax/calculate: { state, taxYear, income, filingStatus? } (docs/api.md, "Calculators"). */
export const usStateTaxRequestSchema = z.strictObject(
  {
    state: usStateCode(),
    taxYear: stateTaxYear()
      .optional()
      .describe(
        "Optional. Without it, the latest year the state has published, up to the server's date (a yearNotice says when that is not the current year).",
      ),
    income: moneyAmount(),
    filingStatus: usFilingStatus().default('single'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsStateTaxRequest = z.input<typeof usStateTaxRequestSchema>;
export type UsStateTaxParsedRequest = z.output<typeof usStateTaxRequestSchema>;
