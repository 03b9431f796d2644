import type { DeCorporateTaxParsedRequest } from '@taxatlas/contracts/de-corporate-tax';
import { defaultHebesatz, germanLegalForms, germanMunicipalHebesaetze } from '@taxatlas/tax-engine/germany/corporate-tax';
import { currentGermanTaxYear, germanTaxYears, type GermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';

export type DeCorporateTaxFormValues = {
  readonly profit: string;
  readonly legalForm: string;
  /** A city of the engine's list, or 'custom': only picks the Hebesatz, which is what the request carries. */
  readonly municipality: string;
  readonly hebesatz: string;
  readonly taxYear: string;
};

export type DeCorporateTaxFormField = keyof DeCorporateTaxFormValues;

export const customMunicipality = 'custom';

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

/** The cities any supported year lists, for the URL's allowed values. */
const municipalities = [...new Set(germanTaxYears.flatMap((year) => germanMunicipalHebesaetze(year).map((city) => city.municipality)))];

/** The Hebesatz a city had in a year; undefined for 'custom' or a city that year's list lacks. */
export function hebesatzOf(municipality: string, taxYear: GermanTaxYear): number | undefined {
  return germanMunicipalHebesaetze(taxYear).find((city) => city.municipality === municipality)?.hebesatz;
}

export const deCorporateTaxForm: CalculatorFormDefinition<DeCorporateTaxFormValues, DeCorporateTaxParsedRequest> = {
  defaults: {
    profit: '',
    legalForm: 'corporation',
    municipality: customMunicipality,
    hebesatz: String(defaultHebesatz),
    taxYear: String(taxYearInForce.taxYear),
  },
  /** ?profit=100000&form=corporation&city=München&hebesatz=490&year=2025 */
  queryKeys: { profit: 'profit', legalForm: 'form', municipality: 'city', hebesatz: 'hebesatz', taxYear: 'year' },
  requiredField: 'profit',
  amountFields: ['profit'],
  choices: {
    legalForm: germanLegalForms,
    municipality: [customMunicipality, ...municipalities],
    taxYear: germanTaxYears.map(String),
  },
  schema: lazySchema(() => import('@taxatlas/contracts/de-corporate-tax').then((module) => module.deCorporateTaxRequestSchema)),
  toRequestInput: (values) => ({
    profit: values.profit === '' ? undefined : values.profit,
    legalForm: values.legalForm,
    hebesatz: values.hebesatz === '' ? undefined : values.hebesatz.trim(),
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: { profit: 'profit', legalForm: 'legalForm', hebesatz: 'hebesatz', taxYear: 'taxYear' },
};

export const deCorporateTaxAdapter = queryFormAdapter(deCorporateTaxForm);
