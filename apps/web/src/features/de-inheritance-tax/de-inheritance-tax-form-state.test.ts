import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { deInheritanceTaxForm } from './de-inheritance-tax-form-state';

const noMore = { familyHomeValue: '', familyHomeLivingArea: '', pensionAllowance: '', childAge: '', survivorPensionValue: '' };

describe('German inheritance tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(deInheritanceTaxForm));

  it('defaults to a child inheriting in the year in force, with no earlier gifts', () => {
    expect(formValuesFromQuery(deInheritanceTaxForm, new URLSearchParams('amount=710000'))).toEqual({
      acquisition: '710000',
      relationship: 'child',
      transfer: 'inheritance',
      priorGifts: '',
      taxYear: String(currentGermanTaxYear(new Date()).taxYear),
      ...noMore,
    });
    expect(validateFormValues(deInheritanceTaxForm, { ...deInheritanceTaxForm.defaults, acquisition: '710000', taxYear: '2025' })).toEqual({
      ok: true,
      request: { acquisition: 710000, relationship: 'child', transfer: 'inheritance', priorGifts: 0, taxYear: 2025 },
    });
  });

  it('round-trips every input and builds the request', () => {
    const values = {
      acquisition: '300,000',
      relationship: 'niece-nephew',
      transfer: 'gift',
      priorGifts: '50000',
      taxYear: '2024',
      ...noMore,
    };
    const query = queryFromFormValues(deInheritanceTaxForm, values);
    expect(query.toString()).toBe('amount=300000&relationship=niece-nephew&transfer=gift&prior=50000&year=2024');
    expect(formValuesFromQuery(deInheritanceTaxForm, query)).toEqual({ ...values, acquisition: '300000' });
    expect(validateFormValues(deInheritanceTaxForm, values)).toEqual({
      ok: true,
      request: { acquisition: 300000, relationship: 'niece-nephew', transfer: 'gift', priorGifts: 50000, taxYear: 2024 },
    });
  });

  it('round-trips the family home and pension inputs of the folded section', () => {
    const values = {
      ...deInheritanceTaxForm.defaults,
      acquisition: '300000',
      taxYear: '2025',
      familyHomeValue: '800,000',
      familyHomeLivingArea: '250',
      pensionAllowance: 'true',
      childAge: '12',
      survivorPensionValue: '',
    };
    const query = queryFromFormValues(deInheritanceTaxForm, values);
    expect(query.toString()).toBe(
      'amount=300000&relationship=child&transfer=inheritance&year=2025&home=800000&area=250&pension=true&age=12',
    );
    expect(formValuesFromQuery(deInheritanceTaxForm, query)).toEqual({ ...values, familyHomeValue: '800000' });
    expect(validateFormValues(deInheritanceTaxForm, values)).toEqual({
      ok: true,
      request: {
        acquisition: 300000,
        relationship: 'child',
        transfer: 'inheritance',
        priorGifts: 0,
        taxYear: 2025,
        familyHomeValue: 800000,
        familyHomeLivingArea: 250,
        pensionAllowance: true,
        childAge: 12,
      },
    });
    // An unknown value of the checkbox in the address is ignored.
    expect(formValuesFromQuery(deInheritanceTaxForm, new URLSearchParams('amount=1&pension=yes'))?.pensionAllowance).toBe('');
  });

  it('a child’s pension allowance without an age is reported under the age field', () => {
    const outcome = validateFormValues(deInheritanceTaxForm, {
      ...deInheritanceTaxForm.defaults,
      acquisition: '1000',
      pensionAllowance: 'true',
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'childAge' })]);
  });

  it('reports bad earlier gifts under their field', () => {
    const outcome = validateFormValues(deInheritanceTaxForm, { ...deInheritanceTaxForm.defaults, acquisition: '1000', priorGifts: 'viel' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'priorGifts' })]);
  });
});
