import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/uk-director-pay: a one-director company's profit split between salary and dividends.
 * 2025-26, £50,000 of profit, no other income, no Employment Allowance, worked by hand from gov.uk's rates
 * (employer NI 15% above £5,000 and employee NI 8% above £12,570: gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026;
 * Corporation Tax 19% on profits to £50,000: gov.uk/corporation-tax-rates; dividend allowance £500 and 8.75%:
 * gov.uk/tax-on-dividends; Personal Allowance £12,570 and basic rate 20%: gov.uk/income-tax-rates):
 * - salary £12,570 (the optimum): employer NI 1,135.50, CT 6,895.96, dividend 29,398.54, dividend tax 2,528.62,
 *   take-home £39,439.92;
 * - dividends only: CT 9,500, dividend 40,500, the Personal Allowance covers 12,570 and the allowance 500, then
 *   27,430 × 8.75% = 2,400.125 → 2,400.12: take-home £38,099.88;
 * - salary only: the largest salary the profit pays with its employer NI, S + 15% × (S − 5,000) ≤ 50,000, is
 *   £44,130.43 (employer NI 5,869.56, a penny left as dividend); employee NI 31,560.43 × 8% = 2,524.83, Income Tax
 *   31,560.43 × 20% = 6,312.08: take-home £35,293.53.
 */
describe('UK director pay endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/uk-director-pay')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it('£50,000 in 2025-26: the optimum (£12,570 of salary) beats dividends only and salary only', async () => {
    const response = await post({ companyProfit: 50000, taxYear: '2025-26' });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      calculationType: 'uk-director-pay',
      taxYear: '2025-26',
      optimalSalary: 12_570,
      optimalDividend: 29_398.54,
      employerNi: 1_135.5,
      corporationTax: 6_895.96,
      dividendTax: 2_528.62,
      takeHome: 39_439.92,
      maximumSalary: 44_130.43,
    });
    const dividendsOnly = data.curve[0];
    const salaryOnly = data.curve.at(-1);
    expect(dividendsOnly).toMatchObject({ salary: 0, corporationTax: 9_500, dividend: 40_500, dividendTax: 2_400.12, takeHome: 38_099.88 });
    expect(salaryOnly).toMatchObject({
      salary: 44_130.43,
      employerNi: 5_869.56,
      employeeNi: 2_524.83,
      incomeTax: 6_312.08,
      takeHome: 35_293.53,
    });
    expect(data.takeHome).toBeGreaterThan(dividendsOnly.takeHome);
    expect(data.takeHome).toBeGreaterThan(salaryOnly.takeHome);
    // Every line of the breakdown names the law or guidance behind it.
    for (const group of data.breakdowns) for (const band of group.data) expect(band.reference).toEqual(expect.any(String));
    for (const threshold of data.thresholds) expect(threshold.reference.length).toBeGreaterThan(0);
  });

  it('without a tax year it answers for the year in force', async () => {
    const response = await post({ companyProfit: 50000 });
    expect(response.status).toBe(200);
    expect(response.body.data.taxYear).toMatch(/^20\d\d-\d\d$/);
  });

  it.each([
    ['a missing profit', {}, 'companyProfit'],
    ['a negative profit', { companyProfit: -1 }, 'companyProfit'],
    ['an unknown region', { companyProfit: 50000, region: 'mars' }, 'region'],
    ['an unsupported year', { companyProfit: 50000, taxYear: '2019-20' }, 'taxYear'],
    ['a word for the allowance', { companyProfit: 50000, employmentAllowance: 'maybe' }, 'employmentAllowance'],
  ])('rejects %s with a 400 naming the field', async (_case, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('answers a large profit quickly: the search is no burden on the server', async () => {
    const started = performance.now();
    for (let index = 0; index < 5; index += 1)
      expect((await post({ companyProfit: 2_000_000 + index, region: 'scotland' })).status).toBe(200);
    expect((performance.now() - started) / 5).toBeLessThan(250);
  });
});
