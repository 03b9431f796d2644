/**
 * Which tax year a calculator uses when the user names none: the one in force today, by the country's own calendar,
 * or, when its figures are not in the engine yet (the first days of a new year, before they are enacted and added),
 * the latest year that has them, with a notice that says so. No year constant to bump at each rollover.
 */

/** Shown with a result computed on an earlier year than the one in force; `key` and `values` for translation. */
export interface YearNotice {
  readonly key: 'taxYear.notYetPublished';
  readonly values: { readonly inForce: string; readonly showing: string };
  /** The same in English: "2027/28 figures are not yet published; showing 2026/27". */
  readonly message: string;
}

export interface TaxYearChoice<Year> {
  readonly taxYear: Year;
  readonly yearNotice?: YearNotice;
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

// Building a DateTimeFormat costs about 60 µs, thirty times a calculation: one per time zone, made once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dateFormats.set(timeZone, format);
  }
  return format;
}

const MINUTE_MS = 60_000;
/**
 * The last date found per time zone, with the UTC minute it was found for. Every time zone's offset is a whole number
 * of minutes, so the date cannot change within a UTC minute; formatting it again (about 2% of a calculate request's
 * CPU, docs/performance.md) is needed only when the minute differs.
 */
const lastDates = new Map<string, { readonly minute: number; readonly date: CalendarDate }>();

/** Today's date where the tax authority is: a UK tax year turns on 6 April in London, not in UTC. */
export function calendarDateIn(now: Date, timeZone: string): CalendarDate {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = dateFormatIn(timeZone).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((entry) => entry.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  lastDates.set(timeZone, { minute, date });
  return date;
}

/**
 * The year in force if the engine has it; else the latest supported year before it, with a notice; a date before
 * every supported year (a wrong clock) gets the earliest.
 */
export function chooseTaxYear<Year extends string | number>(
  supported: readonly Year[],
  inForce: Year,
  label: (year: Year) => string,
): TaxYearChoice<Year> {
  if (supported.includes(inForce)) return { taxYear: inForce };
  const sorted = [...supported].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const earlier = sorted.filter((year) => year < inForce);
  const showing = earlier.at(-1);
  if (showing === undefined) return { taxYear: sorted[0]! };
  const values = { inForce: label(inForce), showing: label(showing) };
  return {
    taxYear: showing,
    yearNotice: {
      key: 'taxYear.notYetPublished',
      values,
      message: `${values.inForce} figures are not yet published; showing ${values.showing}`,
    },
  };
}
