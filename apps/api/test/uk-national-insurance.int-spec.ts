import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/uk-national-insurance (docs/api.md, "Calculators"). The worked examples are HMRC's own:
 * - NIM01299 (employees under 21, 2025-26 rates), example 2: category M, £5,000 a month. Primary
 *   (4,189 − 1,048) × 8% = 251.28 + (5,000 − 4,189) × 2% = 16.22 → 267.50; secondary 0% to the UST, then
 *   (5,000 − 4,189) × 15% = 121.65.
 *   https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01299
 * - NIM01311 (apprentices under 25), example 3: the apprentice has turned 25, category A, £1,400 a month. Primary
 *   (1,400 − 1,048) × 8% = 28.16; secondary (1,400 − 417) × 15% = 147.45.
 *   https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01311
 * - NIM01625 and the NICs (Reduction in Rates) Act 2023, Schedule para 1: a director's 2023-24 annual earnings period
 *   bears a blended 11.5% (275 days at 12%, 91 at 10%).
 *   https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01625
 * - HMRC, "Rates and thresholds for employers 2024 to 2025": Employment Allowance £5,000, employer rate 13.8% above
 *   the Secondary Threshold £9,100.
 * - HMRC, "Rates and allowances: National Insurance contributions" (2025-26): Class 2 £3.50 a week, Class 3 £17.75 a
 *   week, Class 4 6% from £12,570 to £50,270 and 2% above.
 */
describe('UK National Insurance endpoint', () => {
  const path = '/api/calculators/uk-national-insurance';
  let testApp: TestApp;
  let today = new Date('2026-11-23T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  it('NIM01299 example 2: category M, £5,000 in a month of 2025-26 is £267.50 employee and £121.65 employer', async () => {
    const response = await post({ taxYear: '2025-26', earnings: 5000, period: 'monthly', category: 'M' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'uk-national-insurance',
      taxYear: '2025-26',
      currency: 'GBP',
      employeeNi: 267.5,
      employerNi: 121.65,
      totalTax: 389.15,
    });
    // Every line of every group cites its source.
    for (const group of response.body.data.breakdowns as { data: { reference?: string }[] }[])
      for (const line of group.data) expect(line.reference).toEqual(expect.any(String));
  });

  it('NIM01311 example 3: category A, £1,400 a month in 2025-26 (query-string numbers) is £28.16 and £147.45', async () => {
    const response = await post({ taxYear: '2025-26', earnings: '1400', period: 'monthly' });
    expect(response.body.data).toMatchObject({ employeeNi: 28.16, employerNi: 147.45, category: 'A' });
  });

  it("NIM01625: a director's £60,000 in 2023-24 bears the blended 11.5%: £4,530.10, employer £7,024.20", async () => {
    const response = await post({ taxYear: '2023-24', earnings: 60000, director: true });
    expect(response.body.data).toMatchObject({ employeeNi: 4530.1, employerNi: 7024.2, employeeRate: 11.5, director: true });
  });

  it('Employment Allowance 2024-25 takes £5,000 off the employer’s £7,024.20', async () => {
    const response = await post({ taxYear: '2024-25', earnings: 60000, employmentAllowance: true });
    expect(response.body.data).toMatchObject({ employerNiBeforeAllowance: 7024.2, employmentAllowanceUsed: 5000, employerNi: 2024.2 });
  });

  it('self-employed 2025-26: Class 4 on £75,000 is £2,756.60; voluntary Class 2 and 52 weeks of Class 3 below the SPT', async () => {
    const profits = await post({ taxYear: '2025-26', earnings: 0, selfEmployedProfits: 75000 });
    expect(profits.body.data).toMatchObject({ class4: 2756.6, class2: 0 });
    const voluntary = await post({ taxYear: '2025-26', earnings: 0, selfEmployedProfits: 5000, voluntaryClass2: true, class3Weeks: 52 });
    expect(voluntary.body.data).toMatchObject({ class2: 182, class3: 923, class4: 0 });
  });

  it('without a tax year: the year in force on the server’s date (2025-26 on 5 April 2026, 2026-27 from the 6th)', async () => {
    today = new Date('2026-04-05T12:00:00Z');
    expect((await post({ earnings: 60000 })).body.data.taxYear).toBe('2025-26');
    today = new Date('2026-04-06T12:00:00Z');
    expect((await post({ earnings: 60000 })).body.data.taxYear).toBe('2026-27');
    today = new Date('2026-11-23T12:00:00Z');
  });

  it.each([
    [{ earnings: 'abc' }, 'earnings'],
    [{ earnings: -1 }, 'earnings'],
    [{ earnings: 1000, category: 'Q' }, 'category'],
    [{ earnings: 1000, period: 'fortnightly' }, 'period'],
    [{ earnings: 1000, period: 'monthly', director: true }, 'director'],
    [{ earnings: 1000, class3Weeks: 54 }, 'class3Weeks'],
    [{ earnings: 1000, taxYear: '2019-20' }, 'taxYear'],
    // Investment Zone relief starts in 2024-25: the engine refuses the letter before it.
    [{ earnings: 1000, taxYear: '2023-24', category: 'N' }, 'category'],
    [{ earnings: 1000, taxYear: '2025-26', payDate: '2024-01-31' }, 'payDate'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
