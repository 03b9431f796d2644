import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { takeHomeForm } from './take-home-form-state';

describe('US take-home form ↔ URL', () => {
  beforeAll(() => schemaLoaded(takeHomeForm));

  it('keeps the state in the URL and leaves it out for "No state tax"', () => {
    const values = {
      income: '80000',
      filingStatus: 'single',
      taxYear: '2024',
      state: 'NY',
      children: '',
      dependents: '',
      eitcChildren: '',
    };
    expect(queryFromFormValues(takeHomeForm, values).toString()).toBe('income=80000&status=single&year=2024&state=NY');
    expect(formValuesFromQuery(takeHomeForm, queryFromFormValues(takeHomeForm, values))).toEqual(values);
    expect(queryFromFormValues(takeHomeForm, { ...values, state: '' }).toString()).toBe('income=80000&status=single&year=2024');
    expect(formValuesFromQuery(takeHomeForm, new URLSearchParams('income=1&state=XX'))?.state).toBe('');
    expect(validateFormValues(takeHomeForm, { ...values, state: '' })).toEqual({
      ok: true,
      request: {
        grossIncome: 80000,
        filingStatus: 'single',
        taxYear: 2024,
        qualifyingChildren: 0,
        otherDependents: 0,
        investmentIncome: 0,
      },
    });
  });

  it('keeps the credits’ counts in the URL and sends them', () => {
    const values = {
      income: '60000',
      filingStatus: 'married-joint',
      taxYear: '2025',
      state: '',
      children: '2',
      dependents: '1',
      eitcChildren: '3',
    };
    const query = queryFromFormValues(takeHomeForm, values);
    expect(query.toString()).toBe('income=60000&status=married-joint&year=2025&children=2&dependents=1&eitcChildren=3');
    expect(formValuesFromQuery(takeHomeForm, query)).toEqual(values);
    // "children=0" is the blank default; an unknown count falls back to it.
    expect(formValuesFromQuery(takeHomeForm, new URLSearchParams('income=1&children=0&dependents=99'))).toMatchObject({
      children: '',
      dependents: '',
    });
    expect(validateFormValues(takeHomeForm, values)).toEqual({
      ok: true,
      request: {
        grossIncome: 60000,
        filingStatus: 'married-joint',
        taxYear: 2025,
        qualifyingChildren: 2,
        otherDependents: 1,
        eitcQualifyingChildren: 3,
        investmentIncome: 0,
      },
    });
  });
});
