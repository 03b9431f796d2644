import { z } from 'zod';
import { flatRateSectorIds } from '@taxatlas/tax-engine/uk/vat/flat-rate-scheme';
import { vatDirections, vatRateTypes } from '@taxatlas/tax-engine/uk/vat/vat';
import { flag, moneyAmount, numberFromString, oneOf } from './fields';

/** The most invoice lines one request may carry (keeps a request well inside the calculators' body limit). */
export const MAX_VAT_LINES = 100;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date (UTC) as YYYY-MM-DD; a function so the default is worked out per request. */
function todayIsoDate(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD; the example repeats the field's name. */
export function calendarDateField(name: string, example: string) {
  return z
    .string({ error: () => `must be a date string written YYYY-MM-DD (e.g. ${name}: "${example}")` })
    .refine(isCalendarDate, { message: `must be a real calendar date written YYYY-MM-DD (e.g. ${name}: "${example}")` });
}

const vatLineSchema = z.strictObject(
  { amount: moneyAmount(), rate: oneOf(vatRateTypes) },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object { amount, rate }' : undefined) },
);

/** The most months one registration check may carry: two years, enough to see the 12-month total roll. */
export const MAX_VAT_TURNOVER_MONTHS = 24;

const monthlyTurnoverSchema = z.strictObject(
  {
    month: z
      .string({ error: () => 'must be a month written YYYY-MM (e.g. month: "2025-04")' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month written YYYY-MM (e.g. month: "2025-04")' }),
    turnover: moneyAmount(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object { month, turnover }' : undefined) },
);

const periodMonthsMessage = 'must be a whole number of months from 1 to 12';

/** The Flat Rate Scheme comparison (VAT Notice 733): sales and costs of a period, excluding VAT unless named otherwise. */
const flatRateSchemeSchema = z.strictObject(
  {
    sector: oneOf(flatRateSectorIds),
    turnoverExcludingVat: moneyAmount(),
    standardRatedCostsExcludingVat: moneyAmount().default(0),
    relevantGoodsIncludingVat: moneyAmount().default(0),
    periodMonths: z
      .preprocess(
        (value) => numberFromString(value, 'whole'),
        z
          .number({ error: () => periodMonthsMessage })
          .int({ error: () => periodMonthsMessage })
          .min(1, { error: () => periodMonthsMessage })
          .max(12, { error: () => periodMonthsMessage }),
      )
      .default(12),
    firstYearOfRegistration: flag().default(false),
  },
  {
    error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object { sector, turnoverExcludingVat, ... }' : undefined),
  },
);

/**
 * POST /api/calculators/uk-vat (docs/api.md, "Calculators"). Either one `amount` or invoice `lines` (each with its own
 * rate; VAT is rounded per line). The registration thresholds in force on `date` always come back; `monthlyTurnover` adds
 * the rolling 12-month registration test and `flatRateScheme` the Flat Rate Scheme against standard accounting. A date before the first rate the engine has (4 January 2011) is rejected by the
 * engine (CalculatorInputError on `date`), which the API maps to 400.
 */
export const ukVatRequestSchema = z
  .strictObject(
    {
      amount: moneyAmount().optional(),
      direction: oneOf(vatDirections).default('add'),
      rate: oneOf(vatRateTypes).default('standard'),
      date: calendarDateField('date', '2025-04-01').default(todayIsoDate),
      lines: z
        .array(vatLineSchema, { error: () => 'must be a list of { amount, rate }' })
        .min(1, { message: 'must hold at least one line (or leave lines out and give amount)' })
        .max(MAX_VAT_LINES, { message: `must hold at most ${MAX_VAT_LINES} lines` })
        .optional(),
      monthlyTurnover: z
        .array(monthlyTurnoverSchema, { error: () => 'must be a list of { month, turnover }' })
        .max(MAX_VAT_TURNOVER_MONTHS, { message: `must hold at most ${MAX_VAT_TURNOVER_MONTHS} months` })
        .optional(),
      flatRateScheme: flatRateSchemeSchema.optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .refine((input) => (input.amount === undefined) !== (input.lines === undefined), {
    path: ['amount'],
    message: 'give either amount or lines, not both and not neither',
    when: (payload) => payload.issues.length === 0,
  });

export type UkVatRequest = z.input<typeof ukVatRequestSchema>;
export type UkVatParsedRequest = z.output<typeof ukVatRequestSchema>;
