import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { propertyTaxForm, type PropertyTaxFormValues } from './property-tax-form-state';

const sample: PropertyTaxFormValues = { homeValue: '300,000', state: 'FL', rate: '1.8', assessmentRatio: '40', exemption: '25,000' };

describe('US property tax form ↔ URL', () => {
  beforeAll(() => schemaLoaded(propertyTaxForm));

  it('keeps every input in the query string', () => {
    expect(queryFromFormValues(propertyTaxForm, sample).toString()).toBe('value=300000&state=FL&rate=1.8&ratio=40&exemption=25000');
    expect(formValuesFromQuery(propertyTaxForm, queryFromFormValues(propertyTaxForm, sample))).toEqual({
      ...sample,
      homeValue: '300000',
      exemption: '25000',
    });
  });

  it("defaults to Texas and the state's median rate, with no ratio or exemption", () => {
    expect(formValuesFromQuery(propertyTaxForm, new URLSearchParams('value=350000'))).toEqual({
      homeValue: '350000',
      state: 'TX',
      rate: '',
      assessmentRatio: '',
      exemption: '',
    });
  });

  it('builds the API request with the shared schema, leaving out empty fields', () => {
    expect(validateFormValues(propertyTaxForm, sample)).toEqual({
      ok: true,
      request: { state: 'FL', homeValue: 300000, rate: 1.8, assessmentRatio: 40, exemption: 25000 },
    });
    expect(validateFormValues(propertyTaxForm, { ...sample, rate: '', assessmentRatio: '', exemption: '' })).toEqual({
      ok: true,
      request: { state: 'FL', homeValue: 300000 },
    });
    const badRatio = validateFormValues(propertyTaxForm, { ...sample, assessmentRatio: '150' });
    expect(badRatio.ok).toBe(false);
    if (!badRatio.ok) expect(badRatio.errors[0]?.field).toBe('assessmentRatio');
  });
});
