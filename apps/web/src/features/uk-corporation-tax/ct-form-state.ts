import type { UkCorporationTaxParsedRequest } from '@taxatlas/contracts/uk-corporation-tax';
import { corporationTaxFinancialYears } from '@taxatlas/tax-engine/uk/corporation-tax';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type CorporationTaxFormValues = {
  readonly profits: string;
  /** Blank: the same as taxable profits. */
  readonly augmented: string;
  readonly associated: string;
  /** YYYY-MM-DD */
  readonly periodStart: string;
  readonly periodEnd: string;
};

export type CorporationTaxFormField = keyof CorporationTaxFormValues;

/** The financial year (named by the year it starts in) a date falls in: FY2025 runs 1 April 2025 to 31 March 2026. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '04-01' ? year : year - 1;
}

/** The financial year in force on `today`, within the years the engine has: the form's default period. */
export function defaultFinancialYear(today: string): number {
  const years = corporationTaxFinancialYears();
  const year = financialYearOf(today);
  return Math.min(Math.max(year, years[0]!), years.at(-1)!);
}

export const financialYearStart = (year: number) => `${year}-04-01`;
export const financialYearEnd = (year: number) => `${year + 1}-03-31`;

/** Today in the visitor's time zone, YYYY-MM-DD. */
export function todayLocalIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function corporationTaxDefinition(today: string): CalculatorFormDefinition<CorporationTaxFormValues, UkCorporationTaxParsedRequest> {
  const year = defaultFinancialYear(today);
  return {
    defaults: { profits: '', augmented: '', associated: '0', periodStart: financialYearStart(year), periodEnd: financialYearEnd(year) },
    /** ?profits=100000&augmented=&associated=0&start=2025-04-01&end=2026-03-31 */
    queryKeys: { profits: 'profits', augmented: 'augmented', associated: 'associated', periodStart: 'start', periodEnd: 'end' },
    requiredField: 'profits',
    amountFields: ['profits', 'augmented'],
    schema: lazySchema(() => import('@taxatlas/contracts/uk-corporation-tax').then((module) => module.ukCorporationTaxRequestSchema)),
    toRequestInput: (values) => ({
      taxableProfits: optionalAmount(values.profits),
      augmentedProfits: optionalAmount(values.augmented),
      associatedCompanies: values.associated.trim() === '' ? undefined : values.associated.trim(),
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
    }),
    fieldForRequestKey: {
      taxableProfits: 'profits',
      augmentedProfits: 'augmented',
      associatedCompanies: 'associated',
      periodStart: 'periodStart',
      periodEnd: 'periodEnd',
    },
  };
}

export const corporationTaxForm = corporationTaxDefinition(todayLocalIsoDate());
export const corporationTaxAdapter = queryFormAdapter(corporationTaxForm);
