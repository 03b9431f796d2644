import type { DeInheritanceTaxParsedRequest } from '@taxatlas/contracts/de-inheritance-tax';
import { inheritanceRelationships, inheritanceTransfers } from '@taxatlas/tax-engine/germany/inheritance-tax';
import { currentGermanTaxYear, germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type DeInheritanceTaxFormValues = {
  readonly acquisition: string;
  readonly relationship: string;
  readonly transfer: string;
  readonly priorGifts: string;
  readonly taxYear: string;
  /** The folded "more options": the family home (§ 13 Abs. 1 Nr. 4a–4c) and the pension allowance (§ 17 ErbStG). */
  readonly familyHomeValue: string;
  readonly familyHomeLivingArea: string;
  /** 'true' claims § 17; blank does not (so an address without it means what it always meant). */
  readonly pensionAllowance: string;
  readonly childAge: string;
  readonly survivorPensionValue: string;
};

export type DeInheritanceTaxFormField = keyof DeInheritanceTaxFormValues;

/** The inputs of the folded section; blank means not given. */
export const moreInheritanceFields = [
  'familyHomeValue',
  'familyHomeLivingArea',
  'pensionAllowance',
  'childAge',
  'survivorPensionValue',
] as const;

/** True when the address or the form holds one of the folded inputs, so the section opens to show it. */
export function hasMoreInheritanceInputs(values: DeInheritanceTaxFormValues): boolean {
  return moreInheritanceFields.some((field) => values[field].trim() !== '');
}

/** A plain number field's text as the request wants it: blank → undefined, else trimmed. */
function optionalNumber(text: string): string | undefined {
  return text.trim() === '' ? undefined : text.trim();
}

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

export const deInheritanceTaxForm: CalculatorFormDefinition<DeInheritanceTaxFormValues, DeInheritanceTaxParsedRequest> = {
  defaults: {
    acquisition: '',
    relationship: 'child',
    transfer: 'inheritance',
    priorGifts: '',
    taxYear: String(taxYearInForce.taxYear),
    familyHomeValue: '',
    familyHomeLivingArea: '',
    pensionAllowance: '',
    childAge: '',
    survivorPensionValue: '',
  },
  /** ?amount=710000&relationship=child&transfer=inheritance&prior=0&year=2025&home=&area=&pension=true&age=&pensionvalue= */
  queryKeys: {
    acquisition: 'amount',
    relationship: 'relationship',
    transfer: 'transfer',
    priorGifts: 'prior',
    taxYear: 'year',
    familyHomeValue: 'home',
    familyHomeLivingArea: 'area',
    pensionAllowance: 'pension',
    childAge: 'age',
    survivorPensionValue: 'pensionvalue',
  },
  requiredField: 'acquisition',
  amountFields: ['acquisition', 'priorGifts', 'familyHomeValue', 'survivorPensionValue'],
  choices: {
    relationship: inheritanceRelationships,
    transfer: inheritanceTransfers,
    taxYear: germanTaxYears.map(String),
    pensionAllowance: ['true'],
  },
  schema: lazySchema(() => import('@taxatlas/contracts/de-inheritance-tax').then((module) => module.deInheritanceTaxRequestSchema)),
  toRequestInput: (values) => ({
    acquisition: values.acquisition === '' ? undefined : values.acquisition,
    relationship: values.relationship,
    transfer: values.transfer,
    priorGifts: optionalAmount(values.priorGifts),
    taxYear: values.taxYear,
    familyHomeValue: optionalAmount(values.familyHomeValue),
    familyHomeLivingArea: optionalNumber(values.familyHomeLivingArea),
    pensionAllowance: values.pensionAllowance === 'true' ? true : undefined,
    childAge: optionalNumber(values.childAge),
    survivorPensionValue: optionalAmount(values.survivorPensionValue),
  }),
  fieldForRequestKey: {
    acquisition: 'acquisition',
    relationship: 'relationship',
    transfer: 'transfer',
    priorGifts: 'priorGifts',
    taxYear: 'taxYear',
    familyHomeValue: 'familyHomeValue',
    familyHomeLivingArea: 'familyHomeLivingArea',
    pensionAllowance: 'pensionAllowance',
    childAge: 'childAge',
    survivorPensionValue: 'survivorPensionValue',
  },
};

export const deInheritanceTaxAdapter = queryFormAdapter(deInheritanceTaxForm);
