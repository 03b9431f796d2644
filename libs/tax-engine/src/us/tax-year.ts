import type { IsoDate } from '../core/parameter';
import { calendarDateIn, chooseTaxYear, type TaxYearChoice } from '../core/tax-year-in-force';

export const usTaxYears = [2023, 2024, 2025, 2026] as const;
export type UsTaxYear = (typeof usTaxYears)[number];

/**
 * The tax years the state income tax calculator offers; a state supports those it has verified values for. Each is a
 * federal tax year too, as rules that deduct federal income or payroll taxes compute them for the same year.
 */
export const stateTaxYearsAvailable = [2024, 2025, 2026] as const satisfies readonly UsTaxYear[];

/** US tax years are calendar years; parameters are read as in force on 1 January. */
export function usTaxYearStart(taxYear: number): IsoDate {
  return `${taxYear}-01-01` as IsoDate;
}

/** The calendar year in Washington (Eastern time), where the IRS's year turns. */
export function usTaxYearInForce(now: Date): number {
  return calendarDateIn(now, 'America/New_York').year;
}

/** The US tax year a calculation uses when none is named: in force now, else the latest the engine has. */
export function currentUsTaxYear(now: Date): TaxYearChoice<UsTaxYear>;
/** The same among the years of a narrower list (a state's published years). */
export function currentUsTaxYear<Year extends number>(now: Date, supported: readonly Year[]): TaxYearChoice<Year>;
export function currentUsTaxYear(now: Date, supported: readonly number[] = usTaxYears): TaxYearChoice<number> {
  return chooseTaxYear<number>(supported, usTaxYearInForce(now), String);
}
