import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { deVatDefinition } from './de-vat-form-state';

describe('German VAT form ↔ URL', () => {
  const form = deVatDefinition('2025-06-01');
  beforeAll(() => schemaLoaded(form));

  it('defaults to adding the standard rate on today, with no small-business check', () => {
    expect(formValuesFromQuery(form, new URLSearchParams('amount=100'))).toEqual({
      amount: '100',
      direction: 'add',
      rate: 'standard',
      date: '2025-06-01',
      previousTurnover: '',
      currentTurnover: '',
    });
    const outcome = validateFormValues(form, { ...form.defaults, amount: '100' });
    expect(outcome).toEqual({ ok: true, request: { amount: 100, direction: 'add', rate: 'standard', date: '2025-06-01' } });
  });

  it('round-trips every input and sends both turnovers', () => {
    const values = {
      amount: '1,190',
      direction: 'remove',
      rate: 'reduced',
      date: '2024-03-15',
      previousTurnover: '21,000',
      currentTurnover: '45000',
    };
    const query = queryFromFormValues(form, values);
    expect(query.toString()).toBe('amount=1190&direction=remove&rate=reduced&date=2024-03-15&prev=21000&current=45000');
    expect(formValuesFromQuery(form, query)).toEqual({ ...values, amount: '1190', previousTurnover: '21000' });
    expect(validateFormValues(form, values)).toEqual({
      ok: true,
      request: {
        amount: 1190,
        direction: 'remove',
        rate: 'reduced',
        date: '2024-03-15',
        previousYearTurnover: 21000,
        currentYearTurnover: 45000,
      },
    });
  });

  it('reports a bad turnover under its own field', () => {
    const outcome = validateFormValues(form, { ...form.defaults, amount: '100', previousTurnover: '-5' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'previousTurnover' })]);
  });
});
