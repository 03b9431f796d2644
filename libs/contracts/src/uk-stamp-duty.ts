import { z } from 'zod';
import { propertyBuyerTypes, propertyRegions } from '@taxatlas/tax-engine/uk/property-transaction-tax';
import { flag, moneyAmount, oneOf } from './fields';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30, 2025-13-01). */
function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date (UTC) as YYYY-MM-DD; a function so the default is worked out per request, not once at start-up. */
export function todayIsoDate(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A completion date: a real calendar date written YYYY-MM-DD. Messages follow the field name (describeFieldIssues) and repeat it in the example. */
export function completionDate() {
  return z
    .string({ error: () => 'must be a date string written YYYY-MM-DD (e.g. completionDate: "2025-04-01")' })
    .refine(isCalendarDate, { message: 'must be a real calendar date written YYYY-MM-DD (e.g. completionDate: "2025-04-01")' });
}

/**
 * POST /api/calculators/uk-stamp-duty (docs/api.md, "Calculators"). Scotland and Wales are accepted too: the engine then
 * charges LBTT or LTT. A completion date before the earliest supported rate table is rejected by the engine
 * (UnsupportedCompletionDateError), which the API maps to 400.
 */
export const ukStampDutyRequestSchema = z.strictObject(
  {
    price: moneyAmount(),
    buyerType: oneOf(propertyBuyerTypes).default('standard'),
    nonResident: flag().default(false),
    completionDate: completionDate().default(todayIsoDate),
    region: oneOf(propertyRegions).default('england'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type UkStampDutyRequest = z.input<typeof ukStampDutyRequestSchema>;
export type UkStampDutyParsedRequest = z.output<typeof ukStampDutyRequestSchema>;
