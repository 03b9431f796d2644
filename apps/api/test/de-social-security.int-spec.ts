import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/de-social-security (docs/api.md, "Calculators"), worked from the law: pension 18.6 %
 * (§ 158 SGB VI), unemployment 2.6 % (§ 341 SGB III), health 14.6 % plus the Zusatzbeitrag (§§ 241, 242 SGB V), care
 * 3.6 % in 2025 (§ 55 SGB XI), each half and half (§ 249 SGB V, § 168 SGB VI, § 346 SGB III), the childless employee
 * adding 0.6 points; ceilings of the Sozialversicherungs-Rechengrößenverordnung 2025; levies of the Minijob-Zentrale.
 */
describe('German social security endpoint', () => {
  let testApp: TestApp;
  let today = new Date('2025-06-01T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/de-social-security')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it('2025, 3,000 € a month, childless, the average Zusatzbeitrag of 2.5 %: employee 646.50 €, employer 628.50 € and 44.10 € levies', async () => {
    // Pension 9.3 % = 279.00; unemployment 1.3 % = 39.00; health (7.3 + 1.25) % = 256.50; care employee
    // (1.8 + 0.6) % = 72.00, employer 1.8 % = 54.00. Levies (Minijob-Zentrale 2025, § 360 SGB III):
    // U1 1.1 % = 33.00, U2 0.22 % = 6.60, insolvency 0.15 % = 4.50.
    const response = await post({ taxYear: 2025, grossWage: '3000', state: 'NW' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'de-social-security',
      taxYear: '2025',
      employee: { pension: 279, unemployment: 39, health: 256.5, care: 72, total: 646.5 },
      employer: { pension: 279, unemployment: 39, health: 256.5, care: 54, total: 628.5 },
      employerLevies: { u1: 33, u2: 6.6, insolvency: 4.5, total: 44.1 },
      netAmount: 2353.5,
    });
  });

  it('2025, 10,000 € a month: the ceilings of 8,050 € and 5,512.50 € bite; two children give one care discount', async () => {
    const response = await post({ taxYear: 2025, grossWage: 10000, childrenForCare: 2 });
    expect(response.body.data.employee).toEqual({ pension: 748.65, unemployment: 104.65, health: 471.32, care: 85.44, total: 1410.06 });
    expect(response.body.data).toMatchObject({ pensionBase: 8050, healthBase: 5512.5 });
  });

  it('uses the year in force when the request names none', async () => {
    today = new Date('2025-12-31T12:00:00Z');
    expect((await post({ grossWage: 3000 })).body.data.taxYear).toBe('2025');
    today = new Date('2026-01-01T12:00:00Z');
    expect((await post({ grossWage: 3000 })).body.data.taxYear).toBe('2026');
  });

  it.each([
    [{}, 'grossWage'],
    [{ grossWage: 'abc' }, 'grossWage'],
    [{ grossWage: 3000, healthAddOnRate: 11 }, 'healthAddOnRate'],
    [{ grossWage: 3000, childrenForCare: -1 }, 'childrenForCare'],
    [{ grossWage: 3000, state: 'XX' }, 'state'],
    [{ grossWage: 3000, taxClass: 1 }, 'taxClass'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
