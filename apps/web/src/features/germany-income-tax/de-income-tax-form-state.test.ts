import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { assessmentForClass, deIncomeTaxForm, singleAssessmentAllowed } from './de-income-tax-form-state';

describe('German income tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(deIncomeTaxForm));

  it('round-trips and defaults to the year in force, class I, no church tax, individual assessment', () => {
    expect(formValuesFromQuery(deIncomeTaxForm, new URLSearchParams('income=60000'))).toEqual({
      income: '60000',
      taxClass: '1',
      churchTax: 'none',
      assessment: 'single',
      taxYear: String(currentGermanTaxYear(new Date()).taxYear),
    });
    const values = { income: '80000', taxClass: '3', churchTax: '9', assessment: 'joint', taxYear: '2026' };
    const query = queryFromFormValues(deIncomeTaxForm, values);
    expect(query.toString()).toBe('income=80000&class=3&church=9&assessment=joint&year=2026');
    expect(formValuesFromQuery(deIncomeTaxForm, query)).toEqual(values);
    expect(validateFormValues(deIncomeTaxForm, values)).toEqual({
      ok: true,
      request: { taxableIncome: 80000, taxClass: 3, churchTax: '9', assessment: 'joint', taxYear: 2026 },
    });
  });

  it('mirrors the schema: class III is joint only, III and V suggest joint', () => {
    expect(assessmentForClass('3')).toBe('joint');
    expect(assessmentForClass('5')).toBe('joint');
    expect(assessmentForClass('4')).toBe('single');
    expect(singleAssessmentAllowed('3')).toBe(false);
    const outcome = validateFormValues(deIncomeTaxForm, {
      income: '50000',
      taxClass: '3',
      churchTax: 'none',
      assessment: 'single',
      taxYear: '2025',
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'assessment' })]);
  });
});
