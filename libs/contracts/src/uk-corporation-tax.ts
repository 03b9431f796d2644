import { z } from 'zod';
import { corporationTaxSupportedPeriod } from '@taxatlas/tax-engine/uk/corporation-tax';
import { moneyAmount, numberFromString } from './fields';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same-numbered day twelve months later (the month's last day where there is none). */
function twelveMonthsAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

function periodDate(field: string) {
  return z
    .string({ error: () => `must be a date string written YYYY-MM-DD (e.g. ${field}: "2025-04-01")` })
    .refine(isCalendarDate, { message: `must be a real calendar date written YYYY-MM-DD (e.g. ${field}: "2025-04-01")` });
}

const supported = corporationTaxSupportedPeriod();
/** More associated companies than any group has; keeps the divisor of the limits a small whole number. */
const MAX_ASSOCIATED_COMPANIES = 100_000;

/**
 * POST body of the UK Corporation Tax calculator: one accounting period of at most 12 months, starting on or after
 * the first financial year with figures and ending by the last (1 April 2023 to 31 March 2027).
 */
export const ukCorporationTaxRequestSchema = z
  .strictObject(
    {
      taxableProfits: moneyAmount(),
      augmentedProfits: moneyAmount().optional(),
      associatedCompanies: z
        .preprocess(
          (value) => numberFromString(value, 'whole'),
          z
            .number({ error: () => `must be a whole number from 0 to ${MAX_ASSOCIATED_COMPANIES}` })
            .int({ error: () => `must be a whole number from 0 to ${MAX_ASSOCIATED_COMPANIES}` })
            .min(0, { error: () => `must be a whole number from 0 to ${MAX_ASSOCIATED_COMPANIES}` })
            .max(MAX_ASSOCIATED_COMPANIES, { error: () => `must be a whole number from 0 to ${MAX_ASSOCIATED_COMPANIES}` }),
        )
        .default(0),
      periodStart: periodDate('periodStart'),
      periodEnd: periodDate('periodEnd'),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
  )
  .superRefine((input, context) => {
    if (input.augmentedProfits !== undefined && input.augmentedProfits < input.taxableProfits)
      context.addIssue({
        code: 'custom',
        path: ['augmentedProfits'],
        message: 'must be at least taxableProfits (taxable total profits plus exempt distributions)',
      });
    if (input.periodStart < supported.from)
      context.addIssue({ code: 'custom', path: ['periodStart'], message: `must be on or after ${supported.from}` });
    if (input.periodEnd < input.periodStart)
      context.addIssue({ code: 'custom', path: ['periodEnd'], message: 'must not be before periodStart' });
    else if (input.periodEnd >= twelveMonthsAfter(input.periodStart))
      context.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: 'must be within 12 months of periodStart: an accounting period is at most 12 months',
      });
    else if (input.periodEnd > supported.to)
      context.addIssue({ code: 'custom', path: ['periodEnd'], message: `must be on or before ${supported.to}` });
  });

export type UkCorporationTaxRequest = z.input<typeof ukCorporationTaxRequestSchema>;
export type UkCorporationTaxParsedRequest = z.output<typeof ukCorporationTaxRequestSchema>;
