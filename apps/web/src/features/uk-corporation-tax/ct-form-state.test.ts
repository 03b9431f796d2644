import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { corporationTaxDefinition, defaultFinancialYear, type CorporationTaxFormValues } from './ct-form-state';

const definition = corporationTaxDefinition('2025-06-01');

describe('UK Corporation Tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(definition));

  it('keeps every input in the query string and reads it back', () => {
    const values: CorporationTaxFormValues = {
      profits: '90,000',
      augmented: '98000',
      associated: '2',
      periodStart: '2025-10-01',
      periodEnd: '2026-09-30',
    };
    const query = queryFromFormValues(definition, values);
    expect(query.toString()).toBe('profits=90000&augmented=98000&associated=2&start=2025-10-01&end=2026-09-30');
    expect(formValuesFromQuery(definition, query)).toEqual({ ...values, profits: '90000' });
  });

  it('defaults to the financial year in force today, within the years the engine has, and no associated company', () => {
    expect(formValuesFromQuery(definition, new URLSearchParams('profits=100000'))).toEqual({
      profits: '100000',
      augmented: '',
      associated: '0',
      periodStart: '2025-04-01',
      periodEnd: '2026-03-31',
    });
    expect(defaultFinancialYear('2026-03-31')).toBe(2025);
    expect(defaultFinancialYear('2020-01-01')).toBe(2023);
    expect(defaultFinancialYear('2040-01-01')).toBe(2026);
  });

  it('builds the API request with the shared schema; blank augmented profits are left to the engine', () => {
    expect(validateFormValues(definition, { ...definition.defaults, profits: '100000' })).toEqual({
      ok: true,
      request: { taxableProfits: 100000, associatedCompanies: 0, periodStart: '2025-04-01', periodEnd: '2026-03-31' },
    });
  });

  it('names the field of a bad input', () => {
    const errorField = (values: Partial<CorporationTaxFormValues>) => {
      const outcome = validateFormValues(definition, { ...definition.defaults, profits: '1000', ...values });
      return outcome.ok ? undefined : outcome.errors[0]?.field;
    };
    expect(errorField({ profits: '-1' })).toBe('profits');
    expect(errorField({ augmented: '10' })).toBe('augmented');
    expect(errorField({ associated: '1.5' })).toBe('associated');
    expect(errorField({ periodEnd: '2026-04-01' })).toBe('periodEnd');
    expect(errorField({ periodStart: '2022-04-01', periodEnd: '2023-03-31' })).toBe('periodStart');
  });
});
