import type { IsoDate } from '../core/parameter';
import { calendarDateIn, chooseTaxYear, type TaxYearChoice } from '../core/tax-year-in-force';

export const germanTaxYears = [2024, 2025, 2026] as const;
export type GermanTaxYear = (typeof germanTaxYears)[number];

/** The German Veranlagungszeitraum is the calendar year; parameters are read as in force on 1 January. */
export function germanTaxYearStart(taxYear: GermanTaxYear): IsoDate {
  return `${taxYear}-01-01` as IsoDate;
}

/** The German tax year a calculation uses when none is named: the calendar year in Berlin, else the latest enacted. */
export function currentGermanTaxYear(now: Date): TaxYearChoice<GermanTaxYear> {
  return chooseTaxYear<GermanTaxYear>(germanTaxYears, calendarDateIn(now, 'Europe/Berlin').year as GermanTaxYear, String);
}
