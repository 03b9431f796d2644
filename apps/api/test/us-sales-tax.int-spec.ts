import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * POST /api/calculators/us-sales-tax (docs/api.md, "Calculators"). Worked examples from the sources the parameters cite
 * (docs/tax-parameters.md, "US sales tax"): Louisiana's rate rose from 4.45 % to 5 % on 1 January 2025, "an item that
 * costs $100 will now incur $5 in sales tax instead of $4.45"; the Tax Foundation's combined Louisiana rate on
 * 1 January 2025 is 10.12 %.
 */
describe('US sales tax endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/us-sales-tax')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it("Louisiana: $4.45 on $100 in 2024, $5 from 1 January 2025 (the state's own example)", async () => {
    const before = await post({ state: 'LA', price: 100, localRate: 0, date: '2024-12-31' });
    const after = await post({ state: 'la', price: '100', localRate: '0', date: '2025-01-01' });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ stateRate: 4.45, localRate: 0, totalRate: 4.45, tax: 4.45, total: 104.45 });
    expect(after.body.data).toMatchObject({
      state: 'LA',
      stateRate: 5,
      tax: 5,
      total: 105,
      calculationType: 'us-sales-tax',
      currency: 'USD',
    });
  });

  it("adds the state's average local rate when none is given: Louisiana's 10.12 % combined rate", async () => {
    const response = await post({ state: 'LA', price: 100, date: '2025-03-01' });
    expect(response.body.data).toMatchObject({
      stateRate: 5,
      localRate: 5.12,
      totalRate: 10.12,
      tax: 10.12,
      total: 110.12,
      localRateSource: 'average',
    });
    for (const band of response.body.data.breakdowns[0].data) expect(band.reference).toEqual(expect.any(String));
  });

  it('takes the tax out of a price that includes it', async () => {
    const response = await post({ state: 'LA', price: 110.12, direction: 'remove', date: '2025-03-01' });
    expect(response.body.data).toMatchObject({ price: 100, tax: 10.12, total: 110.12 });
  });

  it('uses the rates in force today when the request gives no date', async () => {
    const response = await post({ state: 'TX', price: 100, localRate: 2 });
    expect(response.status).toBe(200);
    expect(response.body.data.date).toBe(new Date().toISOString().slice(0, 10));
    expect(response.body.data).toMatchObject({ stateRate: 6.25, localRate: 2, tax: 8.25 });
  });

  it.each([
    [{ state: 'ZZ', price: 100 }, 'state'],
    [{ price: 100 }, 'state'],
    [{ state: 'CA' }, 'price'],
    [{ state: 'CA', price: -5 }, 'price'],
    [{ state: 'CA', price: 100, localRate: 20 }, 'localRate'],
    [{ state: 'CA', price: 100, localRate: '1.23456' }, 'localRate'],
    [{ state: 'CA', price: 100, direction: 'both' }, 'direction'],
    [{ state: 'CA', price: 100, date: '2025-02-30' }, 'date'],
    [{ state: 'CA', price: 100, date: '2023-12-31' }, 'date'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('is documented in the OpenAPI document', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(JSON.parse(response.text).paths)).toContain('/api/calculators/us-sales-tax');
  });
});
