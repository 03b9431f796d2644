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
};

export type DeInheritanceTaxFormField = keyof DeInheritanceTaxFormValues;

/** The tax year in force when the page loads (or the latest the engine has, with a notice). */
export const taxYearInForce = currentGermanTaxYear(new Date());

export const deInheritanceTaxForm: CalculatorFormDefinition<DeInheritanceTaxFormValues, DeInheritanceTaxParsedRequest> = {
  defaults: { acquisition: '', relationship: 'child', transfer: 'inheritance', priorGifts: '', taxYear: String(taxYearInForce.taxYear) },
  /** ?amount=710000&relationship=child&transfer=inheritance&prior=0&year=2025 */
  queryKeys: { acquisition: 'amount', relationship: 'relationship', transfer: 'transfer', priorGifts: 'prior', taxYear: 'year' },
  requiredField: 'acquisition',
  amountFields: ['acquisition', 'priorGifts'],
  choices: { relationship: inheritanceRelationships, transfer: inheritanceTransfers, taxYear: germanTaxYears.map(String) },
  schema: lazySchema(() => import('@taxatlas/contracts/de-inheritance-tax').then((module) => module.deInheritanceTaxRequestSchema)),
  toRequestInput: (values) => ({
    acquisition: values.acquisition === '' ? undefined : values.acquisition,
    relationship: values.relationship,
    transfer: values.transfer,
    priorGifts: optionalAmount(values.priorGifts),
    taxYear: values.taxYear,
  }),
  fieldForRequestKey: {
    acquisition: 'acquisition',
    relationship: 'relationship',
    transfer: 'transfer',
    priorGifts: 'priorGifts',
    taxYear: 'taxYear',
  },
};

export const deInheritanceTaxAdapter = queryFormAdapter(deInheritanceTaxForm);
