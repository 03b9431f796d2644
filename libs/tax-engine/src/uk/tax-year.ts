import type { IsoDate } from '../core/parameter';

export const ukTaxYears = ['2023-24', '2024-25', '2025-26', '2026-27'] as const;
export type UkTaxYear = (typeof ukTaxYears)[number];
export const defaultUkTaxYear: UkTaxYear = '2024-25';

/** The UK tax year runs from 6 April; parameters for a year are read as in force on that day. */
export function ukTaxYearStart(taxYear: UkTaxYear): IsoDate {
  return `${Number(taxYear.slice(0, 4))}-04-06` as IsoDate;
}
