import type { IsoDate } from '../core/parameter';

export const usTaxYears = [2023, 2024, 2025, 2026] as const;
export type UsTaxYear = (typeof usTaxYears)[number];
export const defaultUsTaxYear: UsTaxYear = 2024;

/** US tax years are calendar years; parameters are read as in force on 1 January. */
export function usTaxYearStart(taxYear: number): IsoDate {
  return `${taxYear}-01-01` as IsoDate;
}
