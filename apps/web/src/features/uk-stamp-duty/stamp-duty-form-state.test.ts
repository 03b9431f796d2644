import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { stampDutyDefinition, todayLocalIsoDate, ukTaxYearOfDate, type StampDutyFormValues } from './stamp-duty-form-state';

const definition = stampDutyDefinition('2025-06-01');
const sample: StampDutyFormValues = {
  price: '450,000',
  region: 'scotland',
  buyerType: 'first-time-buyer',
  nonResident: 'true',
  completionDate: '2025-06-01',
};

describe('UK stamp duty form ↔ URL', () => {
  beforeAll(() => schemaLoaded(definition));

  it('keeps every input in the query string', () => {
    expect(queryFromFormValues(definition, sample).toString()).toBe(
      'price=450000&region=scotland&buyer=first-time-buyer&nonresident=true&date=2025-06-01',
    );
    expect(formValuesFromQuery(definition, queryFromFormValues(definition, sample))).toEqual({ ...sample, price: '450000' });
  });

  it('defaults the completion date to today and the rest to a standard purchase in England', () => {
    expect(formValuesFromQuery(definition, new URLSearchParams('price=300000'))).toEqual({
      price: '300000',
      region: 'england',
      buyerType: 'standard',
      nonResident: 'false',
      completionDate: '2025-06-01',
    });
    expect(todayLocalIsoDate(new Date(2025, 0, 9))).toBe('2025-01-09');
  });

  it('builds the API request with the shared schema', () => {
    expect(validateFormValues(definition, sample)).toEqual({
      ok: true,
      request: { price: 450000, region: 'scotland', buyerType: 'first-time-buyer', nonResident: true, completionDate: '2025-06-01' },
    });
    const badDate = validateFormValues(definition, { ...sample, completionDate: '2025-02-30' });
    expect(badDate.ok).toBe(false);
    if (!badDate.ok) expect(badDate.errors[0]?.field).toBe('completionDate');
  });

  it('names the UK tax year of a completion date', () => {
    expect(ukTaxYearOfDate('2025-04-05')).toBe('2024/25');
    expect(ukTaxYearOfDate('2025-04-06')).toBe('2025/26');
    expect(ukTaxYearOfDate('nope')).toBeUndefined();
  });
});
