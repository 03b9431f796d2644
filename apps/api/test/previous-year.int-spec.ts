import request from 'supertest';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/**
 * POST <endpoint>/previous-year answers the same inputs on the year before (docs/api.md, "Change on the previous
 * year"): every calculator route has it, from its declaration, and the plain calculate answer is unchanged.
 */
describe.each(databaseKinds)('the same inputs on the previous year (%s)', (kind) => {
  let testApp: TestApp;
  const today = new Date('2026-11-23T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (path: string, body: object) => request(testApp.app.getHttpServer()).post(path).send(body);

  it('UK income tax, £50,000 in 2026-27: 2025-26 has the same frozen allowance and bands, so the same tax and NI', async () => {
    // GOV.UK "Income Tax rates and Personal Allowances" (both years: allowance £12,570, basic 20% to £50,270) and HMRC
    // "Rates and thresholds for employers" 2025 to 2026 and 2026 to 2027 (NI 8% from £12,570 to £50,270):
    // tax (50,000 − 12,570) × 20% = 7,486.00; NI 37,430 × 8% = 2,994.40.
    const current = await post('/api/income-tax/calculate', { grossIncome: 50000, taxYear: '2026-27' });
    const previous = await post('/api/income-tax/calculate/previous-year', { grossIncome: 50000, taxYear: '2026-27' });
    expect(previous.status).toBe(200);
    expect(previous.body.success).toBe(true);
    expect(previous.body.data.result).toMatchObject({ taxYear: '2025-26', incomeTax: 7486, nationalInsurance: 2994.4, totalTax: 10480.4 });
    expect(current.body.data).toMatchObject({ taxYear: '2026-27', incomeTax: 7486, nationalInsurance: 2994.4 });
    expect(current.body.data).not.toHaveProperty('result');
  });

  it('UK income tax with £10,000 of dividends: the ordinary dividend rate rose from 8.75% to 10.75% in 2026-27', async () => {
    // GOV.UK "Tax on dividends": £500 allowance; 9,500 × 8.75% = 831.25 (2025-26), 9,500 × 10.75% = 1,021.25 (2026-27).
    const body = { grossIncome: 20000, dividendIncome: 10000, taxYear: '2026-27' };
    const previous = (await post('/api/income-tax/calculate/previous-year', body)).body.data.result;
    const current = (await post('/api/income-tax/calculate', body)).body.data;
    expect(current.totalTax - previous.totalTax).toBeCloseTo(1021.25 - 831.25, 2);
  });

  it('without a taxYear, the year before the one in force (2026-27 on 23 November 2026)', async () => {
    const previous = await post('/api/income-tax/calculate/previous-year', { grossIncome: 50000 });
    expect(previous.body.data.result.taxYear).toBe('2025-26');
  });

  it('the first supported year has no earlier one', async () => {
    const first = await post('/api/income-tax/calculate/previous-year', { grossIncome: 50000, taxYear: '2023-24' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ result: null, missing: 'no-earlier-year' });
    const german = await post('/api/calculators/de-income-tax/previous-year', { taxableIncome: 40000, taxYear: 2024 });
    expect(german.body.data).toEqual({ result: null, missing: 'no-earlier-year' });
  });

  it('bad input is a 400 naming the field, as for the calculation', async () => {
    const response = await post('/api/income-tax/calculate/previous-year', { grossIncome: -1 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, details: [{ field: 'grossIncome' }] });
  });

  it('US and German calculators step back one calendar year', async () => {
    const federal = await post('/api/calculators/us-federal-tax/previous-year', { grossIncome: 80000, taxYear: 2026 });
    expect(federal.body.data.result.taxYear).toBe('2025');
    const takeHome = await post('/api/us-income-tax/calculate/previous-year', { grossIncome: 80000 });
    expect(takeHome.body.data.result.taxYear).toBe('2025');
    const gains = await post('/api/us-capital-gains/calculate/previous-year', { annualIncome: 50000, longTermGain: 10000, taxYear: 2025 });
    expect(gains.body.data.result.taxYear).toBe('2024');
    const state = await post('/api/us-state-tax/calculate/previous-year', { state: 'CA', income: 80000, taxYear: 2025 });
    expect(state.body.data.result.taxYear).toBe('2024');
    const german = await post('/api/calculators/de-income-tax/previous-year', { taxableIncome: 40000, taxYear: 2026 });
    expect(german.body.data.result.taxYear).toBe('2025');
  });

  it('stamp duty compares the same completion date a year earlier', async () => {
    // GOV.UK "Stamp Duty Land Tax: residential property rates": from 1 April 2025 0% to £125,000, 2% to £250,000, 5%
    // above, so £300,000 costs 2,500 + 2,500 = £5,000; until 31 March 2025 0% to £250,000, so 50,000 × 5% = £2,500.
    const body = { price: 300000, completionDate: '2025-06-01' };
    const current = (await post('/api/calculators/uk-stamp-duty', body)).body.data;
    const previous = await post('/api/calculators/uk-stamp-duty/previous-year', body);
    expect(current.totalTax).toBe(5000);
    expect(previous.body.data.result).toMatchObject({ totalTax: 2500 });
  });

  it('is documented in the OpenAPI document for every calculator route, with the calculation’s body', async () => {
    const openApi = (await request(testApp.app.getHttpServer()).get('/api/docs/openapi.json')).body as {
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    };
    const calculators = (await request(testApp.app.getHttpServer()).get('/api/calculators')).body as Array<{
      status: string;
      endpoint: string;
    }>;
    const available = calculators.filter((calculator) => calculator.status === 'available');
    expect(available.length).toBeGreaterThan(0);
    for (const { endpoint } of available) {
      expect(openApi.paths[`${endpoint}/previous-year`]?.post?.requestBody).toEqual(openApi.paths[endpoint]?.post?.requestBody);
    }
  });
});
