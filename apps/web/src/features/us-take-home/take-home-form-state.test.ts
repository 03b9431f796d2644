import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { takeHomeForm } from './take-home-form-state';

describe('US take-home form ↔ URL', () => {
  beforeAll(() => schemaLoaded(takeHomeForm));

  it('keeps the state in the URL and leaves it out for "No state tax"', () => {
    const values = { income: '80000', filingStatus: 'single', taxYear: '2024', state: 'NY' };
    expect(queryFromFormValues(takeHomeForm, values).toString()).toBe('income=80000&status=single&year=2024&state=NY');
    expect(formValuesFromQuery(takeHomeForm, queryFromFormValues(takeHomeForm, values))).toEqual(values);
    expect(queryFromFormValues(takeHomeForm, { ...values, state: '' }).toString()).toBe('income=80000&status=single&year=2024');
    expect(formValuesFromQuery(takeHomeForm, new URLSearchParams('income=1&state=XX'))?.state).toBe('');
    expect(validateFormValues(takeHomeForm, { ...values, state: '' })).toEqual({
      ok: true,
      request: { grossIncome: 80000, filingStatus: 'single', taxYear: 2024 },
    });
  });
});
