import { z } from 'zod';
import { usMaxLocalSalesTaxRate, usSalesTaxDirections } from '@taxatlas/tax-engine/us/sales-tax';
import { moneyAmount, numberFromString, oneOf } from './fields';
import { calendarDateField } from './uk-vat';
import { usStateCode } from './us-state-tax';

/** Today's date (UTC) as YYYY-MM-DD; a function so the default is worked out per request. */
function todayIsoDate(): string {
  return new Date().toISOString().slice(0, 10);
}

const localRateMessage = `must be a percent from 0 to ${usMaxLocalSalesTaxRate} with at most three decimals, e.g. 2.5`;

/** True when a rate has at most three decimals (1.875, 2.25), the precision the engine's integer arithmetic keeps. */
function hasAtMostThreeDecimals(value: number): boolean {
  const scaled = value * 1000;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

/**
 * POST /api/calculators/us-sales-tax (docs/api.md, "Calculators"): sales tax on one price in a state. Without
 * `localRate` the state's cited average local rate is added (none where no average is on file). A date before the
 * first rates the engine has is rejected by the engine (CalculatorInputError on `date`), which the API maps to 400.
 */
export const usSalesTaxRequestSchema = z.strictObject(
  {
    state: usStateCode(),
    price: moneyAmount(),
    localRate: z
      .preprocess(
        (value) => numberFromString(value),
        z
          .number({ error: () => localRateMessage })
          .refine((value) => Number.isFinite(value) && value >= 0 && value <= usMaxLocalSalesTaxRate && hasAtMostThreeDecimals(value), {
            message: localRateMessage,
          }),
      )
      .optional()
      .describe("The local (city, county, district) rate in percent; default the state's average local rate."),
    direction: oneOf(usSalesTaxDirections).default('add'),
    date: calendarDateField('date', '2025-04-01').default(todayIsoDate),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UsSalesTaxRequest = z.input<typeof usSalesTaxRequestSchema>;
export type UsSalesTaxParsedRequest = z.output<typeof usSalesTaxRequestSchema>;
