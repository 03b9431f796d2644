import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/de-inheritance-tax (docs/api.md, "Calculators"): the special pension allowance of § 17 ErbStG
 * and the family home exemptions of § 13 Abs. 1 Nr. 4a–4c ErbStG (https://www.gesetze-im-internet.de/erbstg_1974/
 * __17.html, __13.html), with §§ 10, 16, 19. Hand arithmetic on the statutes; the engine tests carry the same cases.
 */
describe('German inheritance and gift tax endpoint: § 13 family home and § 17 pension allowance', () => {
  const path = '/api/calculators/de-inheritance-tax';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  it('§ 17 Abs. 1: a spouse with a widow’s pension worth 56,000 € keeps 200,000 € of the 256,000 €', async () => {
    // 1,000,000 − 500,000 − 200,000 = 300,000 € × 11 % = 33,000 €.
    const response = await post({
      acquisition: 1000000,
      relationship: 'spouse',
      pensionAllowance: true,
      survivorPensionValue: 56000,
      taxYear: 2025,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ pensionAllowance: 200000, taxableAcquisition: 300000, tax: 33000 });
    for (const band of response.body.data.breakdowns[0].data) expect(band.reference).toMatch(/ErbStG/);
  });

  it('§ 17 Abs. 2: a child of 12 has 30,700 €: 500,000 − 400,000 − 30,700 = 69,300 € × 7 %', async () => {
    const response = await post({ acquisition: 500000, relationship: 'child', pensionAllowance: 'true', childAge: '12', taxYear: 2026 });
    expect(response.body.data).toMatchObject({ pensionAllowance: 30700, tax: 4851 });
  });

  it('§ 13 Abs. 1 Nr. 4c: a child inheriting a 250 m² home worth 800,000 € keeps 200/250 of it free', async () => {
    // 640,000 € exempt; 160,000 + 300,000 − 400,000 = 60,000 € × 7 % = 4,200 €.
    const response = await post({
      acquisition: 300000,
      relationship: 'child',
      familyHomeValue: 800000,
      familyHomeLivingArea: 250,
      taxYear: 2025,
    });
    expect(response.body.data).toMatchObject({ familyHomeRule: '4c', familyHomeExemption: 640000, taxableAcquisition: 60000, tax: 4200 });
  });

  it('§ 13 Abs. 1 Nr. 4a and 4b: the home is exempt for the spouse, by gift or on death; not for a sibling', async () => {
    const gift = await post({ acquisition: 0, relationship: 'spouse', transfer: 'gift', familyHomeValue: 1000000, taxYear: 2025 });
    expect(gift.body.data).toMatchObject({ familyHomeRule: '4a', tax: 0 });
    const death = await post({ acquisition: 600000, relationship: 'spouse', familyHomeValue: 2000000, taxYear: 2025 });
    expect(death.body.data).toMatchObject({ familyHomeRule: '4b', tax: 11000 });
    // Class II: 300,000 − 20,000 = 280,000 € × 20 % = 56,000 €.
    const sibling = await post({ acquisition: 0, relationship: 'sibling', familyHomeValue: 300000, taxYear: 2025 });
    expect(sibling.body.data).toMatchObject({ familyHomeRule: null, familyHomeExemption: 0, tax: 56000 });
  });

  it('a request without the new fields answers as before (spouse, 600,000 € → 11,000 €)', async () => {
    const response = await post({ acquisition: 600000, relationship: 'spouse', taxYear: 2026 });
    expect(response.body.data).toMatchObject({ tax: 11000, pensionAllowance: 0, familyHomeExemption: 0 });
    expect(response.body.data.breakdowns[0].data).toHaveLength(2);
  });

  it.each([
    [{ acquisition: 1, relationship: 'child', pensionAllowance: true }, 'childAge'],
    [{ acquisition: 1, relationship: 'child', childAge: 'zwölf' }, 'childAge'],
    [{ acquisition: 1, relationship: 'child', pensionAllowance: 'ja' }, 'pensionAllowance'],
    [{ acquisition: 1, relationship: 'spouse', survivorPensionValue: -5 }, 'survivorPensionValue'],
    [{ acquisition: 1, relationship: 'spouse', familyHomeValue: 'viel' }, 'familyHomeValue'],
    [{ acquisition: 1, relationship: 'child', familyHomeLivingArea: -10 }, 'familyHomeLivingArea'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
