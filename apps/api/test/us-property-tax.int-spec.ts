import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * POST /api/calculators/us-property-tax (docs/api.md, "Calculators"). The Tax Foundation's 2025 table (American
 * Community Survey 2023; docs/tax-parameters.md, "US property tax") puts New Jersey's median effective rate at 2.23 %:
 * its median home, $427,600, pays 427,600 × 2.23 % = $9,535.48 at that rate (the survey's median bill is $9,541).
 */
describe('US property tax endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/us-property-tax')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it("New Jersey's median home at the state's median effective rate", async () => {
    const response = await post({ state: 'nj', homeValue: '427600' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'us-property-tax',
      state: 'NJ',
      rate: 2.23,
      rateSource: 'state-median',
      tax: 9535.48,
      effectiveRate: 2.23,
    });
  });

  it('an own rate on the assessed value less a homestead exemption', async () => {
    // $300,000 × 40 % = $120,000 assessed; − $25,000 = $95,000; × 1.8 % = $1,710; $1,710 / $300,000 = 0.57 %.
    const response = await post({ state: 'TX', homeValue: 300000, rate: 1.8, assessmentRatio: 40, exemption: 25000 });
    expect(response.body.data).toMatchObject({ taxableValue: 95000, tax: 1710, effectiveRate: 0.57, rateSource: 'given' });
  });

  it.each([
    [{ state: 'ZZ', homeValue: 1 }, 'state'],
    [{ state: 'TX' }, 'homeValue'],
    [{ state: 'TX', homeValue: -1 }, 'homeValue'],
    [{ state: 'TX', homeValue: 1, rate: 12 }, 'rate'],
    [{ state: 'TX', homeValue: 1, assessmentRatio: 120 }, 'assessmentRatio'],
    [{ state: 'TX', homeValue: 1, exemption: 'lots' }, 'exemption'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('is documented in the OpenAPI document', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/docs/openapi.json');
    expect(Object.keys(JSON.parse(response.text).paths)).toContain('/api/calculators/us-property-tax');
  });
});
