import type { UsPropertyTaxParsedRequest } from '@taxatlas/contracts/us-property-tax';
import { usStateCodes } from '@taxatlas/tax-engine/us/states';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';

export type PropertyTaxFormValues = {
  readonly homeValue: string;
  readonly state: string;
  /** Percent; empty: the state's median effective rate. */
  readonly rate: string;
  /** Percent; empty: 100. */
  readonly assessmentRatio: string;
  readonly exemption: string;
};

export type PropertyTaxFormField = keyof PropertyTaxFormValues;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

export const propertyTaxForm: CalculatorFormDefinition<PropertyTaxFormValues, UsPropertyTaxParsedRequest> = {
  defaults: { homeValue: '', state: 'TX', rate: '', assessmentRatio: '', exemption: '' },
  /** ?value=350000&state=TX&rate=1.8&ratio=100&exemption=100000 */
  queryKeys: { homeValue: 'value', state: 'state', rate: 'rate', assessmentRatio: 'ratio', exemption: 'exemption' },
  requiredField: 'homeValue',
  amountFields: ['homeValue', 'exemption'],
  choices: { state: usStateCodes },
  schema: lazySchema(() => import('@taxatlas/contracts/us-property-tax').then((module) => module.usPropertyTaxRequestSchema)),
  toRequestInput: (values) => ({
    state: values.state,
    homeValue: values.homeValue === '' ? undefined : values.homeValue,
    rate: optional(values.rate),
    assessmentRatio: optional(values.assessmentRatio),
    exemption: optional(values.exemption),
  }),
  fieldForRequestKey: { state: 'state', homeValue: 'homeValue', rate: 'rate', assessmentRatio: 'assessmentRatio', exemption: 'exemption' },
};

export const propertyTaxAdapter = queryFormAdapter(propertyTaxForm);
