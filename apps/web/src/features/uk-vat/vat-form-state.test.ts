import { formValuesFromQuery, queryFromFormValues, schemaLoaded, validateFormValues } from '../../lib/calculator-form';
import { formatTurnover, parseLines, parseTurnover, turnoverMonths, vatDefinition, type VatFormValues } from './vat-form-state';

const definition = vatDefinition('2025-06-01');
const blank: VatFormValues = definition.defaults;

describe('UK VAT form ↔ URL', () => {
  beforeAll(() => schemaLoaded(definition));

  it('keeps every input in the query string and reads it back', () => {
    const values: VatFormValues = {
      ...blank,
      amount: '1,000',
      direction: 'remove',
      rate: 'reduced',
      date: '2025-04-01',
      lines: '50:zero;20:standard',
      turnover: '8000;9000',
      frsSector: 'photography',
      frsTurnover: '60,000',
      frsCosts: '2000',
      frsGoods: '500',
      frsMonths: '3',
      frsFirstYear: 'true',
    };
    const query = queryFromFormValues(definition, values);
    expect(query.toString()).toBe(
      'amount=1000&direction=remove&rate=reduced&date=2025-04-01&lines=50%3Azero%3B20%3Astandard&turnover=8000%3B9000' +
        '&frs=photography&frsturnover=60000&frscosts=2000&frsgoods=500&frsmonths=3&frsfirst=true',
    );
    expect(formValuesFromQuery(definition, query)).toEqual({ ...values, amount: '1000', frsTurnover: '60000' });
  });

  it('defaults to adding VAT at the standard rate today, with no lines, no turnover and no scheme', () => {
    expect(formValuesFromQuery(definition, new URLSearchParams('amount=100&rate=luxury&frs=nonsense'))).toEqual({
      ...blank,
      amount: '100',
    });
    expect(validateFormValues(definition, { ...blank, amount: '100' })).toEqual({
      ok: true,
      request: { amount: 100, direction: 'add', rate: 'standard', date: '2025-06-01' },
    });
  });

  it('sends several lines as lines (the first is the main amount) and blank extra lines not at all', () => {
    const outcome = validateFormValues(definition, { ...blank, amount: '100', lines: '50:reduced;:zero;1,000:zero' });
    expect(outcome).toEqual({
      ok: true,
      request: {
        lines: [
          { amount: 100, rate: 'standard' },
          { amount: 50, rate: 'reduced' },
          { amount: 1000, rate: 'zero' },
        ],
        direction: 'add',
        rate: 'standard',
        date: '2025-06-01',
      },
    });
  });

  it('turns the months into the 12 months ending with the date’s month, leaving blank ones out', () => {
    expect(turnoverMonths('2025-03-10')).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    const turnover = formatTurnover(['8,000', '', '9000', ...Array<string>(9).fill('')]);
    expect(turnover).toBe('8000;;9000');
    expect(parseTurnover(turnover)).toHaveLength(12);
    const outcome = validateFormValues(definition, { ...blank, amount: '10', date: '2025-03-10', turnover });
    expect(outcome.ok && outcome.request.monthlyTurnover).toEqual([
      { month: '2024-04', turnover: 8000 },
      { month: '2024-06', turnover: 9000 },
    ]);
  });

  it('sends the Flat Rate Scheme only when a sector is chosen, with the schema’s defaults', () => {
    const outcome = validateFormValues(definition, { ...blank, amount: '10', frsSector: 'catering', frsTurnover: '100000' });
    expect(outcome.ok && outcome.request.flatRateScheme).toEqual({
      sector: 'catering',
      turnoverExcludingVat: 100000,
      standardRatedCostsExcludingVat: 0,
      relevantGoodsIncludingVat: 0,
      periodMonths: 12,
      firstYearOfRegistration: false,
    });
  });

  it('names the field of a bad input', () => {
    const errorField = (values: Partial<VatFormValues>) => {
      const outcome = validateFormValues(definition, { ...blank, amount: '10', ...values });
      return outcome.ok ? undefined : outcome.errors[0]?.field;
    };
    expect(errorField({ date: '2025-02-30' })).toBe('date');
    expect(errorField({ amount: '-5' })).toBe('amount');
    expect(errorField({ lines: 'abc:zero' })).toBe('lines');
    expect(errorField({ turnover: 'lots' })).toBe('turnover');
    expect(errorField({ frsSector: 'catering' })).toBe('frsTurnover');
  });

  it('reads lines leniently', () => {
    expect(parseLines('')).toEqual([]);
    expect(parseLines('5:weird;7')).toEqual([
      { amount: '5', rate: 'standard' },
      { amount: '7', rate: 'standard' },
    ]);
  });
});
