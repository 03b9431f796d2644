import type { UsSalesTaxParsedRequest } from '@taxatlas/contracts/us-sales-tax';
import { usSalesTaxDirections } from '@taxatlas/tax-engine/us/sales-tax';
import { usStateCodes } from '@taxatlas/tax-engine/us/states';
import { type CalculatorFormDefinition, lazySchema, queryFormAdapter } from '../../lib/calculator-form';

export type SalesTaxFormValues = {
  readonly price: string;
  readonly state: string;
  /** Percent; empty: the state's average local rate. */
  readonly localRate: string;
  readonly direction: string;
  /** YYYY-MM-DD: chooses the statewide rate. */
  readonly date: string;
};

export type SalesTaxFormField = keyof SalesTaxFormValues;

/** Today in the visitor's time zone, YYYY-MM-DD: the default date of the sale. */
export function todayLocalIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function salesTaxDefinition(today: string): CalculatorFormDefinition<SalesTaxFormValues, UsSalesTaxParsedRequest> {
  return {
    defaults: { price: '', state: 'CA', localRate: '', direction: 'add', date: today },
    /** ?price=100&state=CA&local=1.5&direction=add&date=2025-06-01 */
    queryKeys: { price: 'price', state: 'state', localRate: 'local', direction: 'direction', date: 'date' },
    requiredField: 'price',
    amountFields: ['price'],
    choices: { state: usStateCodes, direction: usSalesTaxDirections },
    schema: lazySchema(() => import('@taxatlas/contracts/us-sales-tax').then((module) => module.usSalesTaxRequestSchema)),
    toRequestInput: (values) => ({
      state: values.state,
      price: values.price === '' ? undefined : values.price,
      localRate: values.localRate.trim() === '' ? undefined : values.localRate.trim(),
      direction: values.direction,
      date: values.date === '' ? undefined : values.date,
    }),
    fieldForRequestKey: { state: 'state', price: 'price', localRate: 'localRate', direction: 'direction', date: 'date' },
  };
}

export const salesTaxForm = salesTaxDefinition(todayLocalIsoDate());
export const salesTaxAdapter = queryFormAdapter(salesTaxForm);
