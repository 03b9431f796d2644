import { inputsFromQuery, queryFromInputs, stateTaxRequest, yearForState } from './state-tax-inputs';

describe('US state tax inputs ↔ URL', () => {
  it('defaults to California, 2024, single and no income', () => {
    expect(inputsFromQuery(new URLSearchParams(''))).toEqual({ state: 'CA', taxYear: 2024, filingStatus: 'single', income: '' });
    expect(inputsFromQuery(new URLSearchParams('state=zz&status=nope'))).toMatchObject({ state: 'CA', filingStatus: 'single' });
  });

  it('round-trips every input, the income formatted in the field and plain in the URL', () => {
    const inputs = { state: 'NY', taxYear: 2025, filingStatus: 'married-joint', income: '1,250,000' };
    const query = queryFromInputs(inputs);
    expect(query.toString()).toBe('state=NY&year=2025&status=married-joint&income=1250000');
    expect(inputsFromQuery(query)).toEqual(inputs);
    expect(inputsFromQuery(new URLSearchParams('state=ny&income=60000')).state).toBe('NY');
  });

  it('builds no request for zero or empty income', () => {
    expect(stateTaxRequest({ state: 'CA', taxYear: 2024, filingStatus: 'single', income: '' })).toBeUndefined();
    expect(stateTaxRequest({ state: 'CA', taxYear: 2024, filingStatus: 'single', income: '0' })).toBeUndefined();
    expect(stateTaxRequest({ state: '', taxYear: 2024, filingStatus: 'single', income: '5' })).toBeUndefined();
    expect(stateTaxRequest({ state: 'CA', taxYear: 2024, filingStatus: 'single', income: '60,000' })).toEqual({
      state: 'CA',
      taxYear: '2024',
      income: 60000,
      filingStatus: 'single',
    });
  });

  it('keeps a year the state has, else 2024, else its first', () => {
    expect(yearForState([2024, 2025], 2025)).toBe(2025);
    expect(yearForState([2024], 2025)).toBe(2024);
    expect(yearForState([2025], 2024)).toBe(2025);
  });
});
