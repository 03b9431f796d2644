import type { IsoDate } from '../core/parameter';

export const germanTaxYears = [2024, 2025, 2026] as const;
export type GermanTaxYear = (typeof germanTaxYears)[number];
export const defaultGermanTaxYear: GermanTaxYear = 2025;

/** The German Veranlagungszeitraum is the calendar year; parameters are read as in force on 1 January. */
export function germanTaxYearStart(taxYear: GermanTaxYear): IsoDate {
  return `${taxYear}-01-01` as IsoDate;
}
