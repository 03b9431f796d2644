import type { IsoDate } from '../core/parameter';
import { calendarDateIn, chooseTaxYear, type TaxYearChoice } from '../core/tax-year-in-force';

export const ukTaxYears = ['2023-24', '2024-25', '2025-26', '2026-27'] as const;
export type UkTaxYear = (typeof ukTaxYears)[number];

/** The UK tax year runs from 6 April; parameters for a year are read as in force on that day. */
export function ukTaxYearStart(taxYear: UkTaxYear): IsoDate {
  return `${Number(taxYear.slice(0, 4))}-04-06` as IsoDate;
}

/** The UK tax year (6 April to 5 April) a calendar date falls in, e.g. "2024-25" for 2025-01-31. */
export function ukTaxYearOfDate(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const startYear = date.slice(5) >= '04-06' ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** "2026-27" for any date from 6 April 2026 to 5 April 2027, in London. */
export function ukTaxYearInForce(now: Date): string {
  const { year, month, day } = calendarDateIn(now, 'Europe/London');
  const startYear = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The UK tax year a calculation uses when none is named: in force now, else the latest the engine has. */
export function currentUkTaxYear(now: Date): TaxYearChoice<UkTaxYear> {
  return chooseTaxYear<UkTaxYear>(ukTaxYears, ukTaxYearInForce(now) as UkTaxYear, (year) => year.replace('-', '/'));
}
