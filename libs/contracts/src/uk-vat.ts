import { z } from 'zod';
import { vatDirections, vatRateTypes } from '@taxatlas/tax-engine/uk/vat/vat';
import { moneyAmount, oneOf } from './fields';

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

/**
 * POST /api/calculators/uk-vat (docs/api.md, "Calculators"). Either one `amount` or invoice `lines` (each with its own
 * rate; VAT is rounded per line). A date before the first rate the engine has (4 January 2011) is rejected by the
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
