import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { directorPayForm, taxYearInForce, type DirectorPayFormValues } from './director-pay-form-state';

const sample: DirectorPayFormValues = {
  profit: '£80,000',
  taxYear: '2025-26',
  otherIncome: '5,000',
  region: 'scotland',
  employmentAllowance: 'true',
};

describe('UK director pay form ↔ URL', () => {
  beforeAll(() => schemaLoaded(directorPayForm));

  it('keeps every input in the query string, amounts normalised', () => {
    expect(queryFromFormValues(directorPayForm, sample).toString()).toBe('profit=80000&year=2025-26&other=5000&region=scotland&ea=true');
    expect(formValuesFromQuery(directorPayForm, queryFromFormValues(directorPayForm, sample))).toEqual({
      ...sample,
      profit: '80000',
      otherIncome: '5000',
    });
  });

  it('defaults to the year in force, England, no other income and no Employment Allowance; no profit, nothing to calculate', () => {
    expect(formValuesFromQuery(directorPayForm, new URLSearchParams('profit=50000'))).toEqual({
      profit: '50000',
      taxYear: taxYearInForce.taxYear,
      otherIncome: '',
      region: 'england',
      employmentAllowance: 'false',
    });
    expect(formValuesFromQuery(directorPayForm, new URLSearchParams('profit=50000&region=mars&ea=maybe&year=2019-20'))).toMatchObject({
      region: 'england',
      employmentAllowance: 'false',
      taxYear: taxYearInForce.taxYear,
    });
    expect(formValuesFromQuery(directorPayForm, new URLSearchParams('year=2025-26'))).toBeUndefined();
  });

  it('builds the API request with the shared schema', () => {
    expect(validateFormValues(directorPayForm, sample)).toEqual({
      ok: true,
      request: { companyProfit: 80000, taxYear: '2025-26', otherIncome: 5000, region: 'scotland', employmentAllowance: true },
    });
    expect(validateFormValues(directorPayForm, { ...sample, otherIncome: '' })).toMatchObject({ ok: true, request: { otherIncome: 0 } });
  });

  it('reports a bad amount by its form field', () => {
    expect(validateFormValues(directorPayForm, { ...sample, profit: '' })).toEqual({
      ok: false,
      errors: [{ field: 'profit', message: 'is required' }],
    });
    expect(validateFormValues(directorPayForm, { ...sample, otherIncome: '-1' })).toEqual({
      ok: false,
      errors: [{ field: 'otherIncome', message: 'must be zero or more' }],
    });
  });
});
