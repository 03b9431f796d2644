import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { payrollTaxForm } from './payroll-tax-form-state';

const blank = payrollTaxForm.defaults;

describe('US payroll tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(payrollTaxForm));

  it('round-trips the query string and builds the request with the W-4 entries', () => {
    const values = {
      ...blank,
      wages: '$52,000',
      payPeriods: '26',
      filingStatus: 'married-joint',
      taxYear: '2024',
      state: 'CA',
      selfEmploymentProfit: '10,000',
      w4Status: 'single',
      w4MultipleJobs: 'yes',
      w4Dependents: '2,000',
      w4ExtraWithholding: '10',
    };
    const query = queryFromFormValues(payrollTaxForm, values);
    expect(query.toString()).toBe(
      'wages=52000&periods=26&status=married-joint&year=2024&state=CA&se=10000&w4=single&w4jobs=yes&w4dep=2000&w4extra=10',
    );
    expect(formValuesFromQuery(payrollTaxForm, query)).toEqual({
      ...values,
      wages: '52000',
      selfEmploymentProfit: '10000',
      w4Dependents: '2000',
    });
    expect(validateFormValues(payrollTaxForm, values)).toEqual({
      ok: true,
      request: {
        wages: 52000,
        payPeriods: 26,
        filingStatus: 'married-joint',
        taxYear: 2024,
        state: 'CA',
        selfEmploymentProfit: 10000,
        w4: { filingStatus: 'single', multipleJobs: true, dependentsAmount: 2000, otherIncome: 0, deductions: 0, extraWithholding: 10 },
      },
    });
  });

  it('sends no W-4 and no state when none is chosen, and ignores values the form does not offer', () => {
    const values = formValuesFromQuery(
      payrollTaxForm,
      new URLSearchParams('wages=60000&periods=13&year=2019&state=ZZ&w4=married-separate'),
    );
    expect(values).toEqual({ ...blank, wages: '60000' });
    expect(validateFormValues(payrollTaxForm, values!)).toEqual({
      ok: true,
      request: { wages: 60000, payPeriods: 26, filingStatus: 'single', taxYear: Number(blank.taxYear) },
    });
  });

  it('puts a W-4 entry’s message on its own field', () => {
    const outcome = validateFormValues(payrollTaxForm, { ...blank, wages: '60000', w4Status: 'single', w4Deductions: '-5' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors.map((error) => error.field)).toEqual(['w4Deductions']);
  });

  it('without wages, the URL describes no calculation', () => {
    expect(formValuesFromQuery(payrollTaxForm, new URLSearchParams('periods=12'))).toBeUndefined();
  });
});
