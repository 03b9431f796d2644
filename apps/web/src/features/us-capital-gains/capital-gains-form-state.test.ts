import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { capitalGainsForm } from './capital-gains-form-state';

describe('US capital gains form ↔ URL', () => {
  beforeAll(() => schemaLoaded(capitalGainsForm));

  it('round-trips and builds the request', () => {
    const values = { income: '90,000', shortTerm: '5,000', longTerm: '', filingStatus: 'head-of-household', taxYear: '2023' };
    const query = queryFromFormValues(capitalGainsForm, values);
    expect(query.toString()).toBe('income=90000&short=5000&status=head-of-household&year=2023');
    expect(formValuesFromQuery(capitalGainsForm, query)).toEqual({ ...values, income: '90000', shortTerm: '5000' });
    expect(validateFormValues(capitalGainsForm, values)).toEqual({
      ok: true,
      request: { annualIncome: 90000, shortTermGain: 5000, longTermGain: 0, filingStatus: 'head-of-household', taxYear: 2023 },
    });
  });
});
