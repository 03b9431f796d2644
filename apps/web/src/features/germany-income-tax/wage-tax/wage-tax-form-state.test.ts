import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../../lib/calculator-form';
import { incomeTaxModeOf, withMode } from '../income-tax-mode';
import { churchTaxFor, wageTaxForm, type WageTaxFormValues } from './wage-tax-form-state';

describe('German wage tax form ↔ URL ↔ request', () => {
  beforeAll(() => schemaLoaded(wageTaxForm));

  const defaults: WageTaxFormValues = { ...wageTaxForm.defaults, taxYear: String(currentGermanTaxYear(new Date()).taxYear) };

  it('defaults to a month, class I, no church, NRW, statutory health, pension-insured, no children, the year in force', () => {
    expect(formValuesFromQuery(wageTaxForm, new URLSearchParams('gross=4000'))).toEqual({ ...defaults, gross: '4000' });
    expect(formValuesFromQuery(wageTaxForm, new URLSearchParams('class=3'))).toBeUndefined();
  });

  it('round-trips every input through the query string and sends the request the API takes', () => {
    const values: WageTaxFormValues = {
      ...defaults,
      gross: '5000',
      period: 'year',
      taxClass: '4',
      factor: '0.912',
      childAllowances: '1.5',
      church: 'yes',
      state: 'BY',
      healthAddOn: '2.5',
      childrenForCare: '2',
      pensionInsured: 'no',
      taxYear: '2026',
    };
    const query = queryFromFormValues(wageTaxForm, values);
    expect(query.toString()).toBe(
      'gross=5000&period=year&class=4&factor=0.912&kids=1.5&church=yes&state=BY&addon=2.5&pkv=no&rv=no&care=2&year=2026',
    );
    expect(formValuesFromQuery(wageTaxForm, query)).toEqual(values);
    expect(validateFormValues(wageTaxForm, values)).toEqual({
      ok: true,
      request: {
        grossWage: 5000,
        period: 'year',
        taxClass: 4,
        factor: 0.912,
        childAllowances: 1.5,
        churchTax: '8',
        state: 'BY',
        healthAddOnRate: 2.5,
        pensionInsured: false,
        childrenForCare: 2,
        taxYear: 2026,
      },
    });
  });

  it('church tax follows the Land: 8 % in Bavaria and Baden-Württemberg, 9 % elsewhere, none for a non-member', () => {
    expect(churchTaxFor({ church: 'yes', state: 'BW' })).toBe('8');
    expect(churchTaxFor({ church: 'yes', state: 'BE' })).toBe('9');
    expect(churchTaxFor({ church: 'no', state: 'BY' })).toBe('none');
  });

  it('sends a factor only with class IV, and private health with its premium and subsidy', () => {
    const outcome = validateFormValues(wageTaxForm, { ...defaults, gross: '4000', taxClass: '1', factor: '0.9' });
    expect(outcome.ok && outcome.request.factor).toBe(undefined);
    const privateHealth = validateFormValues(wageTaxForm, {
      ...defaults,
      gross: '6000',
      privateHealth: 'yes',
      premium: '600',
      subsidy: '300',
    });
    expect(privateHealth.ok && privateHealth.request.privateHealth).toEqual({ premium: 600, employerSubsidy: 300 });
  });

  it('puts a bad input on its field', () => {
    const outcome = validateFormValues(wageTaxForm, { ...defaults, gross: '4000', taxClass: '4', factor: '1.5' });
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.field)).toEqual(['factor']);
    const premium = validateFormValues(wageTaxForm, { ...defaults, gross: '4000', privateHealth: 'yes', premium: '' });
    expect(premium.ok ? [] : premium.errors.map((error) => error.field)).toEqual(['premium']);
  });

  it('the mode: wage tax by default, the assessment with ?mode=zve or an address from before the wage tax', () => {
    expect(incomeTaxModeOf(new URLSearchParams(''))).toBe('wage');
    expect(incomeTaxModeOf(new URLSearchParams('gross=4000'))).toBe('wage');
    expect(incomeTaxModeOf(new URLSearchParams('mode=zve'))).toBe('zve');
    expect(incomeTaxModeOf(new URLSearchParams('income=60000&class=1'))).toBe('zve');
    expect(withMode(new URLSearchParams('income=1'), 'zve').toString()).toBe('income=1&mode=zve');
    expect(withMode(new URLSearchParams('mode=zve&gross=1'), 'wage').toString()).toBe('gross=1');
  });
});
