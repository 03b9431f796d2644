/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, free of time zones, for the day counts and "N months after"
 * rules of UK tax law.
 */
import type { IsoDate } from '../core/parameter';

const DAY_MS = 86_400_000;

function parts(date: IsoDate): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function toUtc(date: IsoDate): number {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(time: number): IsoDate {
  return new Date(time).toISOString().slice(0, 10) as IsoDate;
}

export function isCalendarDate(value: string): value is IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Days from `from` to `to`, both counted. */
export function daysInclusive(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date `months` calendar months after `date` (before it when negative): the last day of a month goes to the last
 * day of the target month, any other day to the same-numbered day, or the month's last day where there is none.
 * HMRC applies this rule to instalment dates (CTM92560: an instalment due on the last day of a month is followed by
 * one on the last day of the third month after).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = daysInMonth(targetYear, targetMonth);
  const targetDay = day === daysInMonth(year, month) ? lastDay : Math.min(day, lastDay);
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}` as IsoDate;
}

/** The same-numbered day `months` later, or the month's last day where there is none (a period's length in months). */
export function addMonthsSameDay(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}` as IsoDate;
}
