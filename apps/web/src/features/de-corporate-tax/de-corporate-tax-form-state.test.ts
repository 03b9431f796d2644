import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { deCorporateTaxForm, hebesatzOf } from './de-corporate-tax-form-state';

describe('German corporate tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(deCorporateTaxForm));

  it('defaults to a corporation, the 400 % Hebesatz the schema defaults to, and the year in force', () => {
    expect(formValuesFromQuery(deCorporateTaxForm, new URLSearchParams('profit=100000'))).toEqual({
      profit: '100000',
      legalForm: 'corporation',
      municipality: 'custom',
      hebesatz: '400',
      taxYear: String(currentGermanTaxYear(new Date()).taxYear),
    });
  });

  it('round-trips the city and its Hebesatz; only the Hebesatz reaches the request', () => {
    expect(hebesatzOf('München', 2025)).toBe(490);
    const values = { profit: '100,000', legalForm: 'sole-proprietor', municipality: 'München', hebesatz: '490', taxYear: '2025' };
    const query = queryFromFormValues(deCorporateTaxForm, values);
    expect(query.toString()).toBe('profit=100000&form=sole-proprietor&city=M%C3%BCnchen&hebesatz=490&year=2025');
    expect(formValuesFromQuery(deCorporateTaxForm, query)).toEqual({ ...values, profit: '100000' });
    expect(validateFormValues(deCorporateTaxForm, values)).toEqual({
      ok: true,
      request: { profit: 100000, legalForm: 'sole-proprietor', hebesatz: 490, taxYear: 2025 },
    });
  });

  it('rejects a Hebesatz under the legal minimum under its field', () => {
    const outcome = validateFormValues(deCorporateTaxForm, { ...deCorporateTaxForm.defaults, profit: '1000', hebesatz: '150' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'hebesatz' })]);
  });
});
