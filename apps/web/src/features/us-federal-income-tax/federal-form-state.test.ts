import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { federalForm, peopleOnReturn, type FederalFormValues } from './federal-form-state';

const sample: FederalFormValues = {
  income: '80,000',
  filingStatus: 'married-joint',
  taxYear: '2025',
  itemized: '',
  age65: '2',
  blind: '1',
  method: 'tax-table',
  children: '2',
  dependents: '',
  eitcChildren: '',
};

describe('US federal income tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(federalForm));

  it('round-trips every input through the query string', () => {
    const query = queryFromFormValues(federalForm, sample);
    expect(query.toString()).toBe('income=80000&status=married-joint&year=2025&age65=2&blind=1&method=tax-table&children=2');
    expect(formValuesFromQuery(federalForm, query)).toEqual({ ...sample, income: '80000' });
    expect(formValuesFromQuery(federalForm, new URLSearchParams('income=1&itemized=30,000'))?.itemized).toBe('30,000');
  });

  it('sends itemized deductions only when given', () => {
    const outcome = validateFormValues(federalForm, { ...sample, itemized: '35,000' });
    expect(outcome).toEqual({
      ok: true,
      request: {
        grossIncome: 80000,
        filingStatus: 'married-joint',
        taxYear: 2025,
        itemizedDeductions: 35000,
        age65OrOlder: 2,
        blind: 1,
        method: 'tax-table',
        qualifyingChildren: 2,
        otherDependents: 0,
        investmentIncome: 0,
      },
    });
  });

  it('mirrors the schema: a single filer counts one person', () => {
    expect(peopleOnReturn('single')).toBe(1);
    expect(peopleOnReturn('married-separate')).toBe(2);
    const outcome = validateFormValues(federalForm, { ...sample, filingStatus: 'single' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors[0]?.field).toBe('age65');
  });
});
