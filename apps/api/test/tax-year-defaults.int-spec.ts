import request from 'supertest';
import { supportedStateTaxYears } from '@taxatlas/tax-engine/us/state-income-tax';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/**
 * With no taxYear, every calculator uses the tax year in force on the server's date (UK from 6 April, US and
 * Germany from 1 January), and past the last year the engine has, that year with a `yearNotice`. The clock is
 * injected, so each rollover is tested on the day before and the day itself.
 */
describe.each(databaseKinds)('the default tax year follows the server’s date (%s)', (kind) => {
  let testApp: TestApp;
  let today = new Date('2026-11-23T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function calculate(path: string, body: object, on: string) {
    today = new Date(`${on}T12:00:00Z`);
    const response = await request(testApp.app.getHttpServer()).post(path).send(body);
    expect(response.status).toBe(200);
    return response.body.data as {
      taxYear: string;
      yearNotice?: { key: string; values: { inForce: string; showing: string }; message: string };
    };
  }

  const uk = (on: string) => calculate('/api/income-tax/calculate', { grossIncome: 60000 }, on);

  it('UK income tax: 2025-26 until 5 April 2026, 2026-27 from the 6th', async () => {
    expect(await uk('2026-04-05')).toMatchObject({ taxYear: '2025-26' });
    expect((await uk('2026-04-05')).yearNotice).toBeUndefined();
    expect(await uk('2026-04-06')).toMatchObject({ taxYear: '2026-27' });
    expect((await uk('2027-04-05')).yearNotice).toBeUndefined();
  });

  it('UK income tax on 6 April 2027, before 2027-28 is in the engine: 2026-27, and the response says so', async () => {
    const result = await uk('2027-04-06');
    expect(result.taxYear).toBe('2026-27');
    expect(result.yearNotice).toEqual({
      key: 'taxYear.notYetPublished',
      values: { inForce: '2027/28', showing: '2026/27' },
      message: '2027/28 figures are not yet published; showing 2026/27',
    });
    // The figures are exactly those of an explicit 2026-27 request.
    const explicit = await calculate('/api/income-tax/calculate', { grossIncome: 60000, taxYear: '2026-27' }, '2027-04-06');
    expect({ ...result, yearNotice: undefined }).toEqual({ ...explicit, yearNotice: undefined });
    expect(explicit.yearNotice).toBeUndefined();
  });

  it('GET /api/calculators/tax-years tells which year a request without one uses today', async () => {
    today = new Date('2027-04-06T12:00:00Z');
    const response = await request(testApp.app.getHttpServer()).get('/api/calculators/tax-years');
    expect(response.body.current.uk).toMatchObject({ taxYear: '2026-27', yearNotice: { values: { inForce: '2027/28' } } });
    expect(response.body.current.us).toMatchObject({ taxYear: 2026, yearNotice: { values: { inForce: '2027' } } });
    today = new Date('2026-11-23T12:00:00Z');
    const now = await request(testApp.app.getHttpServer()).get('/api/calculators/tax-years');
    expect(now.body.current).toEqual({ uk: { taxYear: '2026-27' }, us: { taxYear: 2026 }, germany: { taxYear: 2026 } });
  });

  it('a named year always wins, without a notice', async () => {
    const result = await calculate('/api/income-tax/calculate', { grossIncome: 60000, taxYear: '2024-25' }, '2027-04-06');
    expect(result).toMatchObject({ taxYear: '2024-25' });
    expect(result.yearNotice).toBeUndefined();
  });

  it.each([
    ['/api/calculators/us-federal-tax', { grossIncome: 80000 }],
    ['/api/us-income-tax/calculate', { grossIncome: 80000 }],
    ['/api/us-capital-gains/calculate', { annualIncome: 80000, longTermGain: 10000 }],
  ])('%s: 2025 on 31 December 2025, 2026 from 1 January, 2026 with a notice on 1 January 2027', async (path, body) => {
    expect(await calculate(path, body, '2025-12-31')).toMatchObject({ taxYear: '2025' });
    const newYear = await calculate(path, body, '2026-01-01');
    expect(newYear).toMatchObject({ taxYear: '2026' });
    expect(newYear.yearNotice).toBeUndefined();
    expect(await calculate(path, body, '2027-01-01')).toMatchObject({
      taxYear: '2026',
      yearNotice: { values: { inForce: '2027', showing: '2026' }, message: '2027 figures are not yet published; showing 2026' },
    });
  });

  it('state tax and take-home with a state: the latest year the state has published, up to today', async () => {
    const latestForCalifornia = Math.max(...supportedStateTaxYears('CA').filter((year) => year <= 2026));
    const state = await calculate('/api/us-state-tax/calculate', { state: 'CA', income: 60000 }, '2026-06-01');
    expect(state.taxYear).toBe(String(latestForCalifornia));
    expect(state.yearNotice === undefined).toBe(latestForCalifornia === 2026);
    const takeHome = await calculate('/api/us-income-tax/calculate', { grossIncome: 60000, state: 'CA' }, '2026-06-01');
    expect(takeHome.taxYear).toBe(String(latestForCalifornia));
    expect(await calculate('/api/us-state-tax/calculate', { state: 'CA', income: 60000 }, '2024-12-31')).toMatchObject({ taxYear: '2024' });
    expect(await calculate('/api/us-state-tax/calculate', { state: 'CA', income: 60000 }, '2025-01-01')).toMatchObject({ taxYear: '2025' });
  });

  it('German income tax: 2025 on 31 December 2025, 2026 from 1 January, 2026 with a notice while 2027 is not enacted', async () => {
    const de = (on: string) => calculate('/api/calculators/de-income-tax', { taxableIncome: 50000 }, on);
    expect(await de('2025-12-31')).toMatchObject({ taxYear: '2025' });
    expect(await de('2026-01-01')).toMatchObject({ taxYear: '2026' });
    expect(await de('2027-01-01')).toMatchObject({ taxYear: '2026', yearNotice: { values: { inForce: '2027', showing: '2026' } } });
  });
});
