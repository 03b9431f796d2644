import { inputsFromQuery, queryFromInputs, stateTaxRequest, stateTaxYearShown, yearForState } from './state-tax-inputs';

describe('US state tax inputs ↔ URL', () => {
  it('defaults to California, the latest year it has, single and no income', () => {
    expect(inputsFromQuery(new URLSearchParams(''))).toEqual({ state: 'CA', taxYear: undefined, filingStatus: 'single', income: '' });
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

  it('keeps a chosen year the new state has, else goes back to its latest', () => {
    expect(yearForState([2024, 2025], 2025)).toBe(2025);
    expect(yearForState([2024], 2025)).toBeUndefined();
    expect(yearForState([2025], undefined)).toBeUndefined();
  });

  it('shows the chosen year, else the latest the state has published up to today, else leaves it to the server', () => {
    const inputs = inputsFromQuery(new URLSearchParams('state=CA&income=60000'));
    expect(stateTaxYearShown(inputs, [2024, 2025], new Date('2026-11-23T12:00:00Z'))).toBe(2025);
    expect(stateTaxYearShown(inputs, [2024, 2025, 2026], new Date('2026-11-23T12:00:00Z'))).toBe(2026);
    // On 31 December 2025 a state that has already published 2026 still defaults to the year in force.
    expect(stateTaxYearShown(inputs, [2024, 2025, 2026], new Date('2025-12-31T12:00:00Z'))).toBe(2025);
    expect(stateTaxYearShown({ ...inputs, taxYear: 2024 }, [2024, 2025])).toBe(2024);
    expect(stateTaxYearShown(inputs, [])).toBeUndefined();
    expect(stateTaxRequest(inputs, undefined)).toEqual({ state: 'CA', income: 60000, filingStatus: 'single' });
    expect(queryFromInputs(inputs).toString()).toBe('state=CA&status=single&income=60000');
  });
});
