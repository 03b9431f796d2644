import { z } from 'zod';
import { moneyAmount, oneOf } from '@taxatlas/contracts/fields';
import {
  formValuesFromQuery,
  normaliseAmount,
  queryFromFormValues,
  validateFormValues,
  type CalculatorFormDefinition,
} from './calculator-form';

const schema = z.strictObject({ amount: moneyAmount(), colour: oneOf(['red', 'blue']).default('red'), extra: moneyAmount().optional() });
type Values = { amount: string; colour: string; extra: string };

const definition: CalculatorFormDefinition<Values, z.output<typeof schema>> = {
  defaults: { amount: '', colour: 'red', extra: '' },
  queryKeys: { amount: 'a', colour: 'c', extra: 'x' },
  requiredField: 'amount',
  amountFields: ['amount', 'extra'],
  choices: { colour: ['red', 'blue'] },
  schema,
  toRequestInput: (values) => ({
    amount: values.amount === '' ? undefined : values.amount,
    colour: values.colour,
    ...(values.extra === '' ? {} : { extra: values.extra }),
  }),
  fieldForRequestKey: { amount: 'amount', colour: 'colour', extra: 'extra' },
};

describe('calculator form ↔ URL query', () => {
  it('normalises amounts', () => {
    expect(normaliseAmount(' $1,234.50 ')).toBe('1234.50');
    expect(normaliseAmount('€60 000')).toBe('60000');
  });

  it('writes amounts plainly and leaves blank optional fields out', () => {
    expect(queryFromFormValues(definition, { amount: '1,000', colour: 'blue', extra: '' }).toString()).toBe('a=1000&c=blue');
    expect(queryFromFormValues(definition, { amount: '1,000', colour: 'blue', extra: '£5' }).toString()).toBe('a=1000&c=blue&x=5');
  });

  it('reads the URL back, with defaults for missing or unknown choices, and nothing without the required field', () => {
    expect(formValuesFromQuery(definition, new URLSearchParams('a=1000&c=green'))).toEqual({ amount: '1000', colour: 'red', extra: '' });
    expect(formValuesFromQuery(definition, new URLSearchParams('c=blue'))).toBeUndefined();
    const values = { amount: '2500', colour: 'blue', extra: '7' };
    expect(formValuesFromQuery(definition, queryFromFormValues(definition, values))).toEqual(values);
  });

  it('validates with the shared schema and attaches messages to form fields', () => {
    expect(validateFormValues(definition, { amount: '1,000', colour: 'red', extra: '' })).toEqual({
      ok: true,
      request: { amount: 1000, colour: 'red' },
    });
    expect(validateFormValues(definition, { amount: '', colour: 'red', extra: '-1' })).toEqual({
      ok: false,
      errors: [
        { field: 'amount', message: 'is required' },
        { field: 'extra', message: 'must be zero or more' },
      ],
    });
  });
});
