import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { estateTaxForm } from './estate-tax-form-state';

const blank = estateTaxForm.defaults;

describe('US estate tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(estateTaxForm));

  it('a taxable estate: round-trips and sends taxableEstate, gifts and DSUE', () => {
    const values = { ...blank, estate: '$20,000,000', deceasedSpouseUnusedExclusion: '5,000,000', taxYear: '2025', state: 'MD' };
    const query = queryFromFormValues(estateTaxForm, values);
    expect(query.toString()).toBe('kind=taxable&estate=20000000&dsue=5000000&year=2025&state=MD');
    expect(formValuesFromQuery(estateTaxForm, query)).toEqual({ ...values, estate: '20000000', deceasedSpouseUnusedExclusion: '5000000' });
    expect(validateFormValues(estateTaxForm, values)).toEqual({
      ok: true,
      request: { taxableEstate: 20000000, deceasedSpouseUnusedExclusion: 5000000, taxYear: 2025, state: 'MD' },
    });
  });

  it('a gross estate: sends grossEstate and its deductions, never taxableEstate', () => {
    const values = formValuesFromQuery(
      estateTaxForm,
      new URLSearchParams('kind=gross&estate=30000000&marital=5000000&debts=500000&year=2024'),
    );
    expect(validateFormValues(estateTaxForm, values!)).toEqual({
      ok: true,
      request: { grossEstate: 30000000, maritalDeduction: 5000000, debtsAndExpenses: 500000, taxYear: 2024 },
    });
  });

  it('the deductions are not sent with a taxable estate, and a bad amount is reported on its own field', () => {
    const withDeductions = { ...blank, estate: '1000', maritalDeduction: '500' };
    expect(validateFormValues(estateTaxForm, withDeductions)).toEqual({
      ok: true,
      request: { taxableEstate: 1000, taxYear: Number(blank.taxYear) },
    });
    const outcome = validateFormValues(estateTaxForm, { ...blank, estate: '1000', adjustedTaxableGifts: '-1' });
    expect(!outcome.ok && outcome.errors.map((error) => error.field)).toEqual(['adjustedTaxableGifts']);
  });
});
