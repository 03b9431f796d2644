import { z } from 'zod';
import { cgtAssetTypes } from '@taxatlas/tax-engine/uk/capital-gains';
import { ukTaxYears } from '@taxatlas/tax-engine/uk/tax-year';
import { flag, MAX_AMOUNT, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';
import { MAX_CGT_DISPOSALS } from './uk-capital-gains-limits';
import { calendarDateField } from './uk-vat';

export { MAX_CGT_DISPOSALS } from './uk-capital-gains-limits';

/** A gain, or a loss written negative: a JSON number or numeric string within ±MAX_AMOUNT. */
function signedMoneyAmount() {
  return z.preprocess(
    (value) => numberFromString(value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'is required'
            : 'must be a number in plain digits, e.g. 25000 or -5000 for a loss (no commas or currency symbols)',
      })
      .refine(Number.isFinite, { message: 'must be a finite number' })
      .refine((value) => Math.abs(value) <= MAX_AMOUNT, {
        message: `must be between -${MAX_AMOUNT.toExponential()} and ${MAX_AMOUNT.toExponential()}`,
      }),
  );
}

const disposalSchema = z.strictObject(
  {
    gain: signedMoneyAmount(),
    assetType: oneOf(cgtAssetTypes),
    disposalDate: calendarDateField('disposalDate', '2025-06-30'),
    completionDate: calendarDateField('completionDate', '2025-07-31').optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object { gain, assetType, disposalDate }' : undefined) },
);

/**
 * POST /api/calculators/uk-capital-gains (docs/api.md, "Calculators"). A disposal date outside the tax year (the one
 * named, or the year in force when none is) is rejected by the engine (CalculatorInputError on
 * `disposals.<n>.disposalDate`), which the API maps to 400; so is a completion date before the disposal date.
 */
export const ukCapitalGainsRequestSchema = z.strictObject(
  {
    taxYear: oneOf(ukTaxYears).optional().describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    taxableIncome: moneyAmount(),
    scottishTaxpayer: flag().default(false),
    disposals: z
      .array(disposalSchema, { error: () => 'must be a list of disposals { gain, assetType, disposalDate }' })
      .min(1, { message: 'must list at least one disposal' })
      .max(MAX_CGT_DISPOSALS, { message: `must list at most ${MAX_CGT_DISPOSALS} disposals` }),
    lossesBroughtForward: moneyAmount().default(0),
    badrLifetimeUsed: moneyAmount().default(0),
    investorsReliefLifetimeUsed: moneyAmount().default(0),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UkCapitalGainsRequest = z.input<typeof ukCapitalGainsRequestSchema>;
export type UkCapitalGainsParsedRequest = z.output<typeof ukCapitalGainsRequestSchema>;
