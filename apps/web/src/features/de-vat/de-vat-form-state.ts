import type { DeVatParsedRequest } from '@taxatlas/contracts/de-vat';
import { germanVatDirections, germanVatRateTypes } from '@taxatlas/tax-engine/germany/vat/vat';
import { type CalculatorFormDefinition, lazySchema, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';
import { todayLocalIsoDate } from '../../lib/local-date';

export type DeVatFormValues = {
  readonly amount: string;
  readonly direction: string;
  readonly rate: string;
  /** YYYY-MM-DD: chooses the rates and the small-business limits. */
  readonly date: string;
  readonly previousTurnover: string;
  readonly currentTurnover: string;
};

export type DeVatFormField = keyof DeVatFormValues;

export function deVatDefinition(today: string): CalculatorFormDefinition<DeVatFormValues, DeVatParsedRequest> {
  return {
    defaults: { amount: '', direction: 'add', rate: 'standard', date: today, previousTurnover: '', currentTurnover: '' },
    /** ?amount=1000&direction=add&rate=standard&date=2025-06-01&prev=20000&current=30000 */
    queryKeys: {
      amount: 'amount',
      direction: 'direction',
      rate: 'rate',
      date: 'date',
      previousTurnover: 'prev',
      currentTurnover: 'current',
    },
    requiredField: 'amount',
    amountFields: ['amount', 'previousTurnover', 'currentTurnover'],
    choices: { direction: germanVatDirections, rate: germanVatRateTypes },
    schema: lazySchema(() => import('@taxatlas/contracts/de-vat').then((module) => module.deVatRequestSchema)),
    toRequestInput: (values) => ({
      amount: values.amount === '' ? undefined : values.amount,
      direction: values.direction,
      rate: values.rate,
      date: values.date === '' ? undefined : values.date,
      previousYearTurnover: optionalAmount(values.previousTurnover),
      currentYearTurnover: optionalAmount(values.currentTurnover),
    }),
    fieldForRequestKey: {
      amount: 'amount',
      direction: 'direction',
      rate: 'rate',
      date: 'date',
      previousYearTurnover: 'previousTurnover',
      currentYearTurnover: 'currentTurnover',
    },
  };
}

export const deVatForm = deVatDefinition(todayLocalIsoDate());
export const deVatAdapter = queryFormAdapter(deVatForm);
