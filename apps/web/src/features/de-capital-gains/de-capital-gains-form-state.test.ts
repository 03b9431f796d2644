import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { deCapitalGainsForm } from './de-capital-gains-form-state';

const noMore = { shareGains: '', shareLosses: '', otherLosses: '', personalIncome: '' };

describe('German capital income tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(deCapitalGainsForm));

  it('defaults to the year in force, single, no church tax, no fund', () => {
    expect(formValuesFromQuery(deCapitalGainsForm, new URLSearchParams('income=5000'))).toEqual({
      income: '5000',
      assessment: 'single',
      churchTax: 'none',
      fundType: 'none',
      taxYear: String(currentGermanTaxYear(new Date()).taxYear),
      ...noMore,
    });
  });

  it('round-trips every input and builds the request', () => {
    const values = { income: '11,000', assessment: 'joint', churchTax: '9', fundType: 'equity', taxYear: '2024', ...noMore };
    const query = queryFromFormValues(deCapitalGainsForm, values);
    expect(query.toString()).toBe('income=11000&assessment=joint&church=9&fund=equity&year=2024');
    expect(formValuesFromQuery(deCapitalGainsForm, query)).toEqual({ ...values, income: '11000' });
    expect(validateFormValues(deCapitalGainsForm, values)).toEqual({
      ok: true,
      request: { capitalIncome: 11000, joint: true, churchTax: '9', fundType: 'equity', taxYear: 2024 },
    });
  });

  it('round-trips the share gains, losses and zvE of the folded section', () => {
    const values = {
      ...deCapitalGainsForm.defaults,
      income: '3000',
      taxYear: '2025',
      shareGains: '2,000',
      shareLosses: '5000',
      otherLosses: '',
      personalIncome: '10000',
    };
    const query = queryFromFormValues(deCapitalGainsForm, values);
    expect(query.toString()).toBe(
      'income=3000&assessment=single&church=none&fund=none&year=2025&sharegains=2000&sharelosses=5000&zve=10000',
    );
    expect(formValuesFromQuery(deCapitalGainsForm, query)).toEqual({ ...values, shareGains: '2000' });
    expect(validateFormValues(deCapitalGainsForm, values)).toEqual({
      ok: true,
      request: {
        capitalIncome: 3000,
        joint: false,
        churchTax: 'none',
        fundType: 'none',
        taxYear: 2025,
        shareGains: 2000,
        shareLosses: 5000,
        personalTaxableIncome: 10000,
      },
    });
  });

  it('reports a negative share loss under its field', () => {
    const outcome = validateFormValues(deCapitalGainsForm, { ...deCapitalGainsForm.defaults, income: '1', shareLosses: '-1' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'shareLosses' })]);
  });

  it('reports a negative income under its field', () => {
    const outcome = validateFormValues(deCapitalGainsForm, { ...deCapitalGainsForm.defaults, income: '-1' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toEqual([expect.objectContaining({ field: 'income' })]);
  });
});
