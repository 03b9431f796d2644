import { formValuesFromQuery, schemaLoaded, validateFormValues } from '../../../lib/calculator-form';
import { incomeTaxModeOf } from '../income-tax-mode';
import { coupleAdapter, coupleForm, type CoupleFormValues } from './couple-form-state';

describe('German couple comparison form ↔ URL ↔ request', () => {
  beforeAll(() => schemaLoaded(coupleForm));

  const values: CoupleFormValues = {
    ...coupleForm.defaults,
    grossA: '5000',
    grossB: '2500',
    churchA: 'yes',
    state: 'BY',
    healthAddOnA: '2,5',
    childAllowances: '1',
    childrenForCare: '1',
    taxYear: '2026',
  };

  it('keeps ?mode=couple beside the inputs, and the URL reopens the same form', () => {
    const query = coupleAdapter.toQuery(values);
    expect(query.toString()).toBe('a=5000&b=2500&period=month&ca=yes&cb=no&state=BY&ha=2%2C5&kids=1&care=1&year=2026&mode=couple');
    expect(incomeTaxModeOf(query)).toBe('couple');
    expect(formValuesFromQuery(coupleForm, query)).toEqual(values);
  });

  it('sends two partners with the shared children and each one’s church tax (8 % in Bavaria) and add-on', () => {
    expect(validateFormValues(coupleForm, values)).toEqual({
      ok: true,
      request: {
        taxYear: 2026,
        period: 'month',
        partners: [
          {
            grossWage: 5000,
            churchTax: '8',
            state: 'BY',
            healthAddOnRate: 2.5,
            childAllowances: 1,
            childrenForCare: 1,
            pensionInsured: true,
          },
          { grossWage: 2500, churchTax: 'none', state: 'BY', childAllowances: 1, childrenForCare: 1, pensionInsured: true },
        ],
      },
    });
  });

  it('puts a message on the partner’s own field: B’s missing wage on B', () => {
    const outcome = validateFormValues(coupleForm, { ...values, grossB: '' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors.map((error) => error.field)).toEqual(['grossB']);
    const negative = validateFormValues(coupleForm, { ...values, grossA: '-5' });
    expect(!negative.ok && negative.errors.map((error) => error.field)).toEqual(['grossA']);
  });
});
