import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { nationalInsuranceForm, taxYearInForce } from './national-insurance-form-state';

describe('UK National Insurance form ↔ URL', () => {
  beforeAll(() => schemaLoaded(nationalInsuranceForm));

  const blank = nationalInsuranceForm.defaults;

  it('writes only what was entered, and reads it back', () => {
    const values = { ...blank, earnings: '3,000', period: 'monthly', category: 'M', employmentAllowance: 'true', taxYear: '2025-26' };
    const query = queryFromFormValues(nationalInsuranceForm, values);
    expect(query.toString()).toBe('earnings=3000&period=monthly&category=M&ea=true&year=2025-26');
    expect(formValuesFromQuery(nationalInsuranceForm, query)).toEqual({ ...values, earnings: '3000' });
  });

  it('builds the request: ticked boxes as booleans, blank amounts and weeks left to the schema defaults', () => {
    const values = {
      ...blank,
      earnings: '60000',
      director: 'true',
      selfEmployedProfits: '£5,000',
      voluntaryClass2: 'true',
      class3Weeks: '10',
      taxYear: '2023-24',
      payDate: '2024-01-31',
    };
    expect(validateFormValues(nationalInsuranceForm, values)).toEqual({
      ok: true,
      request: {
        earnings: 60000,
        period: 'annual',
        category: 'A',
        director: true,
        employmentAllowance: false,
        selfEmployedProfits: 5000,
        voluntaryClass2: true,
        class3Weeks: 10,
        taxYear: '2023-24',
        payDate: '2024-01-31',
      },
    });
    expect(validateFormValues(nationalInsuranceForm, { ...blank, earnings: '500' })).toEqual({
      ok: true,
      request: expect.objectContaining({ earnings: 500, selfEmployedProfits: 0, class3Weeks: 0, taxYear: taxYearInForce.taxYear }),
    });
  });

  it('falls back to the defaults for values the form does not offer, and names the field of a bad input', () => {
    const query = new URLSearchParams('earnings=1000&category=Q&period=fortnightly&director=yes&year=1999-00');
    expect(formValuesFromQuery(nationalInsuranceForm, query)).toEqual({ ...blank, earnings: '1000' });
    expect(formValuesFromQuery(nationalInsuranceForm, new URLSearchParams('category=M'))).toBeUndefined();

    const outcome = validateFormValues(nationalInsuranceForm, {
      ...blank,
      earnings: '1000',
      class3Weeks: '60',
      period: 'weekly',
      director: 'true',
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors.map((error) => error.field).sort()).toEqual(['class3Weeks']);
    const director = validateFormValues(nationalInsuranceForm, { ...blank, earnings: '1000', period: 'weekly', director: 'true' });
    expect(director).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'director' })] });
  });
});
