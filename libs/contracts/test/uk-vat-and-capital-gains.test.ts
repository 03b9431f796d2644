import { toFieldIssues } from '../src/fields';
import { ukCapitalGainsRequestSchema } from '../src/uk-capital-gains';
import { ukVatRequestSchema } from '../src/uk-vat';

function fieldsOf(schema: typeof ukVatRequestSchema | typeof ukCapitalGainsRequestSchema, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return toFieldIssues(parsed.error).map((issue) => issue.field);
}

describe('ukVatRequestSchema', () => {
  test('defaults: add, standard, today', () => {
    const parsed = ukVatRequestSchema.parse({ amount: '100' });
    expect(parsed).toMatchObject({ amount: 100, direction: 'add', rate: 'standard' });
    expect(parsed.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('lines instead of an amount', () => {
    expect(ukVatRequestSchema.parse({ lines: [{ amount: 10, rate: 'reduced' }], date: '2025-04-01' }).lines).toEqual([
      { amount: 10, rate: 'reduced' },
    ]);
  });

  test.each([
    ['neither amount nor lines', {}, 'amount'],
    ['both amount and lines', { amount: 1, lines: [{ amount: 1, rate: 'standard' }] }, 'amount'],
    ['a bad rate', { amount: 1, rate: 'super' }, 'rate'],
    ['a bad direction', { amount: 1, direction: 'up' }, 'direction'],
    ['a negative amount', { amount: -1 }, 'amount'],
    ['not a real date', { amount: 1, date: '2025-02-30' }, 'date'],
    ['a bad line', { lines: [{ amount: 'x', rate: 'standard' }] }, 'lines.0.amount'],
    ['an empty list of lines', { lines: [] }, 'lines'],
    ['an unknown field', { amount: 1, vatRate: 20 }, 'vatRate'],
    ['a month not written YYYY-MM', { amount: 1, monthlyTurnover: [{ month: '2025-4', turnover: 1 }] }, 'monthlyTurnover.0.month'],
    ['a negative month', { amount: 1, monthlyTurnover: [{ month: '2025-04', turnover: -1 }] }, 'monthlyTurnover.0.turnover'],
    ['more than 24 months', { amount: 1, monthlyTurnover: Array(25).fill({ month: '2025-04', turnover: 1 }) }, 'monthlyTurnover'],
    ['an unknown sector', { amount: 1, flatRateScheme: { sector: 'astrology', turnoverExcludingVat: 1 } }, 'flatRateScheme.sector'],
    ['a scheme without turnover', { amount: 1, flatRateScheme: { sector: 'catering' } }, 'flatRateScheme.turnoverExcludingVat'],
    [
      'a period of 13 months',
      { amount: 1, flatRateScheme: { sector: 'catering', turnoverExcludingVat: 1, periodMonths: 13 } },
      'flatRateScheme.periodMonths',
    ],
  ])('%s is rejected naming %p', (_name, body, field) => {
    expect(fieldsOf(ukVatRequestSchema, body)).toContain(field);
  });

  test('the Flat Rate Scheme defaults: no costs or goods, a year, not the first year of registration', () => {
    expect(
      ukVatRequestSchema.parse({ amount: 1, flatRateScheme: { sector: 'catering', turnoverExcludingVat: '1000', periodMonths: '3' } })
        .flatRateScheme,
    ).toEqual({
      sector: 'catering',
      turnoverExcludingVat: 1000,
      standardRatedCostsExcludingVat: 0,
      relevantGoodsIncludingVat: 0,
      periodMonths: 3,
      firstYearOfRegistration: false,
    });
  });
});

describe('ukCapitalGainsRequestSchema', () => {
  const disposal = { gain: 25_000, assetType: 'other', disposalDate: '2025-06-30' };

  test('defaults; a loss is a negative gain; no taxYear: the API uses the year in force', () => {
    expect(ukCapitalGainsRequestSchema.parse({ taxableIncome: 30_000, disposals: [disposal, { ...disposal, gain: '-5000' }] })).toEqual({
      taxableIncome: 30_000,
      scottishTaxpayer: false,
      disposals: [disposal, { ...disposal, gain: -5_000 }],
      lossesBroughtForward: 0,
      badrLifetimeUsed: 0,
      investorsReliefLifetimeUsed: 0,
    });
  });

  test.each([
    ['no disposals', { taxableIncome: 0, disposals: [] }, 'disposals'],
    ['a bad tax year', { taxableIncome: 0, taxYear: '2022-23', disposals: [disposal] }, 'taxYear'],
    ['a bad asset type', { taxableIncome: 0, disposals: [{ ...disposal, assetType: 'shares' }] }, 'disposals.0.assetType'],
    [
      'a bad disposal date',
      { taxableIncome: 0, disposals: [disposal, { ...disposal, disposalDate: '30/06/2025' }] },
      'disposals.1.disposalDate',
    ],
    [
      'a bad completion date',
      { taxableIncome: 0, disposals: [{ ...disposal, completionDate: '2025-13-01' }] },
      'disposals.0.completionDate',
    ],
    ['negative losses brought forward', { taxableIncome: 0, disposals: [disposal], lossesBroughtForward: -1 }, 'lossesBroughtForward'],
    ['missing taxable income', { disposals: [disposal] }, 'taxableIncome'],
    ['a gain beyond the limit', { taxableIncome: 0, disposals: [{ ...disposal, gain: -2e12 }] }, 'disposals.0.gain'],
  ])('%s is rejected naming %p', (_name, body, field) => {
    expect(fieldsOf(ukCapitalGainsRequestSchema, body)).toContain(field);
  });
});
