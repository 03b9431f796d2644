import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { socialSecurityForm, type SocialSecurityFormValues } from './social-security-form-state';

describe('German social security form ↔ URL ↔ request', () => {
  beforeAll(() => schemaLoaded(socialSecurityForm));

  const defaults: SocialSecurityFormValues = { ...socialSecurityForm.defaults, taxYear: String(currentGermanTaxYear(new Date()).taxYear) };

  it('defaults to a month in NRW, statutory health, pension-insured, no children, 23 or older, the year in force', () => {
    expect(formValuesFromQuery(socialSecurityForm, new URLSearchParams('gross=3000'))).toEqual({ ...defaults, gross: '3000' });
    expect(formValuesFromQuery(socialSecurityForm, new URLSearchParams('state=BY'))).toBeUndefined();
  });

  it('round-trips every input through the query string and sends the request the API takes', () => {
    const values: SocialSecurityFormValues = {
      ...defaults,
      gross: '3,000',
      period: 'year',
      state: 'SN',
      healthAddOn: '2,9',
      childrenForCare: '2',
      under23: 'yes',
      taxYear: '2025',
    };
    const query = queryFromFormValues(socialSecurityForm, values);
    expect(query.toString()).toBe('gross=3000&period=year&state=SN&addon=2%2C9&pkv=no&rv=yes&care=2&u23=yes&year=2025');
    expect(formValuesFromQuery(socialSecurityForm, query)).toEqual({ ...values, gross: '3000' });
    expect(validateFormValues(socialSecurityForm, values)).toEqual({
      ok: true,
      request: {
        grossWage: 3000,
        period: 'year',
        state: 'SN',
        healthAddOnRate: 2.9,
        pensionInsured: true,
        childrenForCare: 2,
        age: 22,
        taxYear: 2025,
      },
    });
  });

  it('sends private health with its premium and subsidy, and puts a bad input on its field', () => {
    const privateHealth = validateFormValues(socialSecurityForm, {
      ...defaults,
      gross: '6000',
      privateHealth: 'yes',
      premium: '600',
      subsidy: '700',
    });
    expect(privateHealth.ok ? [] : privateHealth.errors.map((error) => error.field)).toEqual(['premium']);
    const fine = validateFormValues(socialSecurityForm, {
      ...defaults,
      gross: '6000',
      privateHealth: 'yes',
      premium: '600',
      subsidy: '300',
    });
    expect(fine.ok && fine.request.privateHealth).toEqual({ premium: 600, employerSubsidy: 300 });
    const addOn = validateFormValues(socialSecurityForm, { ...defaults, gross: '3000', healthAddOn: '12' });
    expect(addOn.ok ? [] : addOn.errors.map((error) => error.field)).toEqual(['healthAddOn']);
  });
});
