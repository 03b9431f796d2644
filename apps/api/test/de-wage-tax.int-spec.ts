import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/de-wage-tax (docs/api.md, "Calculators"): gross to net through the endpoint. The Lohnsteuer
 * figures are answers of the BMF's own Lohnsteuer calculator for 2026 (its external interface,
 * https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml, the rows of
 * libs/tax-engine/test/germany/wage-tax/bmf-interface-2026.ts); the contributions are the statutory rates on the wage.
 */
describe('German wage tax endpoint', () => {
  let testApp: TestApp;
  let today = new Date('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/de-wage-tax')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it('2026, 5,000 € a month, class I, Zusatzbeitrag 2.5 %, childless: the BMF’s 785.83 € Lohnsteuer and 3,136.67 € net', async () => {
    // BMF: LZZ 2, RE4 500000, STKL 1, KVZ 2.50, PVZ 1 → LSTLZZ 78583, SOLZLZZ 0. Contributions: pension 9.3 % = 465.00,
    // unemployment 1.3 % = 65.00, health (7.3 + 1.25) % = 427.50, care (1.8 + 0.6) % = 120.00; 5,000 − 785.83 − 1,077.50.
    const response = await post({ taxYear: 2026, grossWage: '5000', taxClass: '1', healthAddOnRate: 2.5, state: 'NW' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'de-wage-tax',
      taxYear: '2026',
      period: 'month',
      lohnsteuer: 785.83,
      solidaritySurcharge: 0,
      churchTax: 0,
      pension: 465,
      unemployment: 65,
      health: 427.5,
      care: 120,
      socialSecurity: 1077.5,
      net: 3136.67,
    });
  });

  it.each([
    // BMF: LZZ 2, STKL 3 / 1, KVZ 0, PVZ 0 → LSTLZZ 42850 / 268275, SOLZLZZ 0 / 11744.
    [3, 5000, 428.5, 0],
    [1, 10000, 2682.75, 117.44],
  ])('2026 class %d at %d € a month: Lohnsteuer %d €, Soli %d € (BMF)', async (taxClass, grossWage, lohnsteuer, soli) => {
    const response = await post({ taxYear: 2026, grossWage, taxClass, healthAddOnRate: 0, childrenForCare: 1 });
    expect(response.status).toBe(200);
    expect([response.body.data.lohnsteuer, response.body.data.solidaritySurcharge]).toEqual([lohnsteuer, soli]);
  });

  it('class IV with factor 0.9 on 50,000 € a year: the BMF’s 7,109 € times the factor, rounded down (§ 39f EStG)', async () => {
    const base = { taxYear: 2026, grossWage: 50000, period: 'year', taxClass: 4, healthAddOnRate: 0, childrenForCare: 1 };
    expect((await post(base)).body.data.lohnsteuer).toBe(7109);
    expect((await post({ ...base, factor: 0.9 })).body.data.lohnsteuer).toBe(6398);
  });

  it('uses the year in force when the request names none', async () => {
    today = new Date('2025-12-31T12:00:00Z');
    expect((await post({ grossWage: 5000, taxClass: 1 })).body.data.taxYear).toBe('2025');
    today = new Date('2026-01-01T12:00:00Z');
    expect((await post({ grossWage: 5000, taxClass: 1 })).body.data.taxYear).toBe('2026');
    today = new Date('2026-06-01T12:00:00Z');
  });

  it.each([
    [{ grossWage: 5000 }, 'taxClass'],
    [{ grossWage: 5000, taxClass: 7 }, 'taxClass'],
    [{ grossWage: -1, taxClass: 1 }, 'grossWage'],
    [{ grossWage: 5000, taxClass: 1, factor: 0.9 }, 'factor'],
    [{ grossWage: 5000, taxClass: 4, factor: 1.2 }, 'factor'],
    [{ grossWage: 5000, taxClass: 1, childAllowances: 0.3 }, 'childAllowances'],
    [{ grossWage: 5000, taxClass: 1, churchTax: '10' }, 'churchTax'],
    [{ grossWage: 5000, taxClass: 1, state: 'XX' }, 'state'],
    [{ grossWage: 5000, taxClass: 1, taxYear: 2023 }, 'taxYear'],
    [{ grossWage: 5000, taxClass: 1, period: 'week' }, 'period'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('stays fast: a hundred calculations well under a second', async () => {
    const started = performance.now();
    for (let wage = 1000; wage < 11000; wage += 100) {
      expect((await post({ taxYear: 2026, grossWage: wage, taxClass: (wage / 100) % 6 || 6 })).status).toBe(200);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
