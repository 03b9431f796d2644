import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/uk-corporation-tax through the app, against HMRC's and GOV.UK's worked examples:
 * - HMRC Company Taxation Manual CTM03925 (https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03925):
 *   period ended 30 September 2026, profits £90,000, exempt distributions £8,000 (augmented profits £98,000):
 *   25% = £22,500; marginal relief 3/200 × (£250,000 − £98,000) × 90,000/98,000 = £2,093.88 (the manual: £2,094);
 *   Corporation Tax £20,406.12 (£20,406).
 * - CTM03930 (https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03930): Company X, 1 January to
 *   30 September 2024, profits £55,000; by days (274/365) the upper limit is £187,671.23, relief £1,990.07 and the tax
 *   £11,759.93 (the manual's 9/12 gives £11,762.50 and notes the calculation is strictly by days).
 * - GOV.UK "Marginal Relief for Corporation Tax" (https://www.gov.uk/marginal-relief-calculator): with 3
 *   associated companies the limits are £12,500 and £62,500; on £40,000, 25% = £10,000 less relief
 *   3/200 × (£62,500 − £40,000) = £337.50: £9,662.50.
 * - TMA 1970 s.59D: due nine months and one day after the period ends.
 */
describe('POST /api/calculators/uk-corporation-tax', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/uk-corporation-tax')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it('CTM03925: £90,000 profits, £98,000 augmented, year to 30 September 2026 → £20,406.12, split at 1 April 2026', async () => {
    const response = await post({ taxableProfits: 90000, augmentedProfits: 98000, periodStart: '2025-10-01', periodEnd: '2026-09-30' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'uk-corporation-tax',
      taxBeforeRelief: 22500,
      marginalRelief: 2093.88,
      corporationTax: 20406.12,
      totalTax: 20406.12,
      effectiveRate: 22.67,
      normalDueDate: '2027-07-01',
      companySize: 'standard',
      instalments: [],
    });
    expect(
      response.body.data.financialYears.map((part: { financialYear: number; days: number }) => [part.financialYear, part.days]),
    ).toEqual([
      [2025, 182],
      [2026, 183],
    ]);
    for (const band of response.body.data.breakdowns[0].data) expect(band.reference).toMatch(/\w/);
  });

  it('CTM03930: 1 January to 30 September 2024, £55,000 → £11,759.93 with the limits reduced by days', async () => {
    const response = await post({ taxableProfits: '55000', periodStart: '2024-01-01', periodEnd: '2024-09-30' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ taxBeforeRelief: 13750, marginalRelief: 1990.07, corporationTax: 11759.93 });
  });

  it('GOV.UK: 3 associated companies share the limits (£12,500 and £62,500); £40,000 → £9,662.50', async () => {
    const response = await post({ taxableProfits: 40000, associatedCompanies: 3, periodStart: '2025-04-01', periodEnd: '2026-03-31' });
    expect(response.status).toBe(200);
    expect(response.body.data.financialYears[0]).toMatchObject({
      lowerLimit: 12500,
      upperLimit: 62500,
      rateApplied: 'main-rate-with-marginal-relief',
    });
    expect(response.body.data).toMatchObject({ marginalRelief: 337.5, corporationTax: 9662.5 });
  });

  it('small profits rate to the lower limit, main rate above the upper; a large company pays by instalments', async () => {
    const small = await post({ taxableProfits: 50000, periodStart: '2025-04-01', periodEnd: '2026-03-31' });
    expect(small.body.data).toMatchObject({ corporationTax: 9500, marginalRelief: 0 });
    const large = await post({ taxableProfits: 2000000, periodStart: '2025-04-01', periodEnd: '2026-03-31' });
    // 25% of £2,000,000 = £500,000, in four instalments of £125,000 (months 7, 10, 13 and 16: CTM92570).
    expect(large.body.data).toMatchObject({ corporationTax: 500000, companySize: 'large' });
    expect(large.body.data.instalments).toEqual([
      { number: 1, dueDate: '2025-10-14', amount: 125000 },
      { number: 2, dueDate: '2026-01-14', amount: 125000 },
      { number: 3, dueDate: '2026-04-14', amount: 125000 },
      { number: 4, dueDate: '2026-07-14', amount: 125000 },
    ]);
  });

  it('the augmented profits default to the taxable profits and there are no associated companies by default', async () => {
    const response = await post({ taxableProfits: 100000, periodStart: '2025-04-01', periodEnd: '2026-03-31' });
    // 25% of £100,000 = £25,000 less 3/200 × (£250,000 − £100,000) = £2,250: £22,750.
    expect(response.body.data).toMatchObject({ augmentedProfits: 100000, associatedCompanies: 0, corporationTax: 22750 });
  });

  it.each([
    [{ periodStart: '2025-04-01', periodEnd: '2026-03-31' }, 'taxableProfits'],
    [{ taxableProfits: -1, periodStart: '2025-04-01', periodEnd: '2026-03-31' }, 'taxableProfits'],
    [{ taxableProfits: 1, augmentedProfits: 0.5, periodStart: '2025-04-01', periodEnd: '2026-03-31' }, 'augmentedProfits'],
    [{ taxableProfits: 1, associatedCompanies: 1.5, periodStart: '2025-04-01', periodEnd: '2026-03-31' }, 'associatedCompanies'],
    [{ taxableProfits: 1, periodEnd: '2026-03-31' }, 'periodStart'],
    [{ taxableProfits: 1, periodStart: '2025-04-01' }, 'periodEnd'],
    [{ taxableProfits: 1, periodStart: '2025-02-30', periodEnd: '2026-01-31' }, 'periodStart'],
    [{ taxableProfits: 1, periodStart: '2022-04-01', periodEnd: '2023-03-31' }, 'periodStart'],
    [{ taxableProfits: 1, periodStart: '2025-04-01', periodEnd: '2026-04-01' }, 'periodEnd'],
    [{ taxableProfits: 1, periodStart: '2026-06-01', periodEnd: '2027-05-31' }, 'periodEnd'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});
