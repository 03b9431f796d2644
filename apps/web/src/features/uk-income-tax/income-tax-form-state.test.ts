import {
  defaultFormValues,
  formValuesFromQuery,
  hasMoreIncome,
  incomeTaxSchema,
  normaliseAmount,
  queryFromFormValues,
  validateFormValues,
  type IncomeTaxFormValues,
} from './income-tax-form-state';

const sample: IncomeTaxFormValues = {
  ...defaultFormValues,
  income: '60,000',
  taxYear: '2024-25',
  region: 'england',
  pension: '',
  studentLoan: 'none',
};
const withMore: IncomeTaxFormValues = {
  ...sample,
  savings: '£2,500',
  dividends: '3,000',
  statePensionAge: 'true',
  marriageAllowance: 'receive',
  blind: 'true',
  children: '2',
};

describe('URL query ↔ form state', () => {
  it('writes every input to the query string with amounts normalised', () => {
    expect(queryFromFormValues(sample).toString()).toBe('income=60000&year=2024-25&region=england&pension=0&loan=none');
  });

  it('reads the inputs back from the query string', () => {
    const values = formValuesFromQuery(new URLSearchParams('income=60000&year=2025-26&region=scotland&pension=5000&loan=plan2'));
    expect(values).toEqual({
      ...defaultFormValues,
      income: '60000',
      taxYear: '2025-26',
      region: 'scotland',
      pension: '5000',
      studentLoan: 'plan2',
    });
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

  it('writes the extra section only when something in it is set, after the salary inputs', () => {
    expect(queryFromFormValues({ ...sample, savings: '0', dividends: '', children: '0', marriageAllowance: 'none' }).toString()).toBe(
      'income=60000&year=2024-25&region=england&pension=0&loan=none',
    );
    expect(queryFromFormValues(withMore).toString()).toBe(
      'income=60000&year=2024-25&region=england&pension=0&loan=none&savings=2500&dividends=3000&pensionage=true&marriage=receive&blind=true&children=2',
    );
  });

  it('reads the extra section back, an unknown choice falling back to its default', () => {
    const values = formValuesFromQuery(queryFromFormValues(withMore));
    expect(values).toEqual({ ...withMore, income: '60000', pension: '0', savings: '2500', dividends: '3000' });
    expect(formValuesFromQuery(new URLSearchParams('income=1&marriage=both&blind=yes&pensionage=1'))).toEqual({
      ...defaultFormValues,
      income: '1',
    });
  });

  it('says whether the extra section holds anything (it then opens by itself)', () => {
    expect(hasMoreIncome(sample)).toBe(false);
    expect(hasMoreIncome({ ...sample, children: '0', savings: '0.00' })).toBe(false);
    expect(hasMoreIncome({ ...sample, dividends: '1' })).toBe(true);
    expect(hasMoreIncome({ ...sample, marriageAllowance: 'transfer' })).toBe(true);
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

  it('adds the extra inputs to the request only when set', () => {
    const outcome = validateFormValues(withMore);
    expect(outcome).toEqual({
      ok: true,
      request: {
        grossIncome: 60000,
        taxYear: '2024-25',
        region: 'england',
        pensionContribution: 0,
        studentLoanPlan: 'none',
        includeNationalInsurance: true,
        savingsIncome: 2500,
        dividendIncome: 3000,
        overStatePensionAge: true,
        marriageAllowance: 'receive',
        blindPersonsAllowance: true,
        childBenefitChildren: 2,
      },
    });
    const zeros = validateFormValues({ ...sample, savings: '0', children: '0' });
    expect(zeros.ok && Object.keys(zeros.request)).not.toContain('savingsIncome');
    expect(zeros.ok && Object.keys(zeros.request)).not.toContain('childBenefitChildren');
  });

  it('reports a bad extra input by its own field', () => {
    expect(validateFormValues({ ...sample, dividends: '-1' })).toEqual({
      ok: false,
      errors: [{ field: 'dividends', message: 'must be zero or more' }],
    });
    const children = validateFormValues({ ...sample, children: '2.5' });
    expect(children.ok).toBe(false);
    if (!children.ok) expect(children.errors).toEqual([{ field: 'children', message: 'must be a whole number from 0 to 20' }]);
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
