import {
  defaultFormValues,
  formValuesFromQuery,
  incomeTaxSchema,
  normaliseAmount,
  queryFromFormValues,
  validateFormValues,
  type IncomeTaxFormValues,
} from './income-tax-form-state';

const sample: IncomeTaxFormValues = { income: '60,000', taxYear: '2024-25', region: 'england', pension: '', studentLoan: 'none' };

describe('URL query ↔ form state', () => {
  it('writes every input to the query string with amounts normalised', () => {
    expect(queryFromFormValues(sample).toString()).toBe('income=60000&year=2024-25&region=england&pension=0&loan=none');
  });

  it('reads the inputs back from the query string', () => {
    const values = formValuesFromQuery(new URLSearchParams('income=60000&year=2025-26&region=scotland&pension=5000&loan=plan2'));
    expect(values).toEqual({ income: '60000', taxYear: '2025-26', region: 'scotland', pension: '5000', studentLoan: 'plan2' });
  });

  it('round-trips', () => {
    const values = formValuesFromQuery(queryFromFormValues(sample));
    expect(values).toEqual({ ...sample, income: '60000', pension: '0' });
  });

  it('fills defaults for missing keys and returns undefined without an income', () => {
    expect(formValuesFromQuery(new URLSearchParams('income=1000'))).toEqual({ ...defaultFormValues, income: '1000' });
    expect(formValuesFromQuery(new URLSearchParams('year=2024-25'))).toBeUndefined();
    expect(formValuesFromQuery(new URLSearchParams('income='))).toBeUndefined();
  });

  it('strips separators, spaces and the pound sign', () => {
    expect(normaliseAmount(' £1,234,567.50 ')).toBe('1234567.50');
  });
});

describe('validateFormValues (the shared zod schema)', () => {
  beforeAll(() => incomeTaxSchema.load());

  it('accepts a valid form and builds the API request', () => {
    const outcome = validateFormValues(sample);
    expect(outcome).toEqual({
      ok: true,
      request: {
        grossIncome: 60000,
        taxYear: '2024-25',
        region: 'england',
        pensionContribution: 0,
        studentLoanPlan: 'none',
        includeNationalInsurance: true,
      },
    });
  });

  it('reports the schema messages by form field', () => {
    expect(validateFormValues({ ...sample, income: '' })).toEqual({ ok: false, errors: [{ field: 'income', message: 'is required' }] });
    expect(validateFormValues({ ...sample, income: '-5' })).toEqual({
      ok: false,
      errors: [{ field: 'income', message: 'must be zero or more' }],
    });
    const wrongYear = validateFormValues({ ...sample, taxYear: '2019-20' });
    expect(wrongYear.ok).toBe(false);
    if (!wrongYear.ok) expect(wrongYear.errors[0]?.field).toBe('taxYear');
    expect(validateFormValues({ ...sample, income: 'abc' })).toEqual({
      ok: false,
      errors: [{ field: 'income', message: 'must be a number in plain digits, e.g. 60000 (no commas or currency symbols)' }],
    });
  });

  it('rejects a pension above the income', () => {
    expect(validateFormValues({ ...sample, pension: '70000' })).toEqual({
      ok: false,
      errors: [{ field: 'pension', message: 'must not be more than grossIncome' }],
    });
  });
});
