import type { IsoDate } from './parameter';

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, so a deadline never moves with the reader's time zone. Used
 * where the law counts days or months from a date (VAT registration, the 60-day UK property return).
 */

function parts(date: IsoDate): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function fromUtc(year: number, monthIndex: number, day: number): IsoDate {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10) as IsoDate;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30, 2025-13-01). */
export function isCalendarDate(value: string): value is IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  return fromUtc(year, month - 1, day + days);
}

/** The last day of the month `date` falls in. */
export function endOfMonth(date: IsoDate): IsoDate {
  const [year, month] = parts(date);
  return fromUtc(year, month, 0);
}

/** The first day of the month `months` months after the month of `date`. */
export function firstOfMonthAfter(date: IsoDate, months: number): IsoDate {
  const [year, month] = parts(date);
  return fromUtc(year, month - 1 + months, 1);
}

/** "2024-05" → the first day of that month. */
export function firstOfMonth(month: `${number}-${number}`): IsoDate {
  return `${month}-01` as IsoDate;
}
