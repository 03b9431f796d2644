import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { salesTaxDefinition, todayLocalIsoDate, type SalesTaxFormValues } from './sales-tax-form-state';

const definition = salesTaxDefinition('2025-06-01');
const sample: SalesTaxFormValues = { price: '1,299.99', state: 'NY', localRate: '4.875', direction: 'remove', date: '2025-06-01' };

describe('US sales tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(definition));

  it('keeps every input in the query string', () => {
    expect(queryFromFormValues(definition, sample).toString()).toBe('price=1299.99&state=NY&local=4.875&direction=remove&date=2025-06-01');
    expect(formValuesFromQuery(definition, queryFromFormValues(definition, sample))).toEqual({ ...sample, price: '1299.99' });
  });

  it("defaults to California, the state's average local rate, a price without tax and today's date", () => {
    expect(formValuesFromQuery(definition, new URLSearchParams('price=100'))).toEqual({
      price: '100',
      state: 'CA',
      localRate: '',
      direction: 'add',
      date: '2025-06-01',
    });
    expect(formValuesFromQuery(definition, new URLSearchParams('price=100&state=ZZ&direction=sideways'))).toMatchObject({
      state: 'CA',
      direction: 'add',
    });
    expect(todayLocalIsoDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('builds the API request with the shared schema, leaving out an empty local rate', () => {
    expect(validateFormValues(definition, sample)).toEqual({
      ok: true,
      request: { state: 'NY', price: 1299.99, localRate: 4.875, direction: 'remove', date: '2025-06-01' },
    });
    expect(validateFormValues(definition, { ...sample, localRate: '' })).toEqual({
      ok: true,
      request: { state: 'NY', price: 1299.99, direction: 'remove', date: '2025-06-01' },
    });
    const badRate = validateFormValues(definition, { ...sample, localRate: '40' });
    expect(badRate.ok).toBe(false);
    if (!badRate.ok) expect(badRate.errors[0]?.field).toBe('localRate');
  });
});
