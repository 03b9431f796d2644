import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The German calculators beyond income tax, through their endpoints: each with a worked example from the law or the
 * tax administration, the year in force when the request names none, and a 400 naming the field for bad input.
 */
describe('German calculator endpoints', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (path: string, body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  describe('VAT (/api/calculators/de-vat)', () => {
    it('adds 19 % to 1,000 € net and takes 7/107 out of 107 € gross (§ 12 Abs. 1 and 2 UStG)', async () => {
      // § 12 Abs. 1 UStG: 19 % of the Bemessungsgrundlage (the net price, § 10 Abs. 1 UStG): 1,000 € → 190 €.
      const added = await post('/api/calculators/de-vat', { amount: 1000, date: '2025-06-01' });
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ net: 1000, vat: 190, gross: 1190, ratePercent: 19, currency: 'EUR' });
      expect(added.body.data.smallBusiness).toBeUndefined();
      // § 12 Abs. 2 UStG: 7 %; a gross 107 € holds 107 × 7/107 = 7 € (UStAE 15.4: the tax is the gross × rate ÷ (100 + rate)).
      const removed = await post('/api/calculators/de-vat', { amount: 107, direction: 'remove', rate: 'reduced', date: '2024-02-01' });
      expect(removed.body.data).toMatchObject({ net: 100, vat: 7, gross: 107, ratePercent: 7 });
      expect(removed.body.data.breakdowns[0].data[0].reference).toMatch(/UStG/);
    });

    it('uses the rates in force today when no date is given', async () => {
      const response = await post('/api/calculators/de-vat', { amount: 100 });
      expect(response.status).toBe(200);
      expect(response.body.data.date).toBe(new Date().toISOString().slice(0, 10));
    });

    it.each([
      // § 19 Abs. 1 UStG as in force for 2024: previous year at most 22,000 €, current year expected at most 50,000 €.
      [2024, 22_000, 50_000, 'eligible'],
      [2024, 22_001, 10_000, 'previous-year-exceeded'],
      [2024, 20_000, 50_001, 'current-year-exceeded'],
      // From 2025 (JStG 2024; BMF-Schreiben of 18 March 2025, III C 3 - S 7360/00027/044/105): 25,000 € and 100,000 €,
      // the current year's turnover as it accrues.
      [2025, 25_000, 100_000, 'eligible'],
      [2025, 25_001, 0, 'previous-year-exceeded'],
      [2026, 24_000, 100_001, 'current-year-exceeded'],
    ])('§ 19 UStG in %i: last year %i €, this year %i € → %s', async (year, previousYearTurnover, currentYearTurnover, outcome) => {
      const response = await post('/api/calculators/de-vat', {
        amount: 100,
        date: `${year}-07-01`,
        previousYearTurnover,
        currentYearTurnover,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.smallBusiness).toMatchObject({ year, outcome, eligible: outcome === 'eligible' });
      expect(response.body.data.smallBusiness.reference).toMatch(/§ 19|UStG|Bürokratieentlastungsgesetz/);
    });

    it.each([
      [{ amount: 'abc' }, 'amount'],
      [{ amount: 100, rate: 'super-reduced' }, 'rate'],
      [{ amount: 100, date: '2019-05-01' }, 'date'],
      [{ amount: 100, previousYearTurnover: -1 }, 'previousYearTurnover'],
      [{ amount: 100, currentYearTurnover: '1.000,00' }, 'currentYearTurnover'],
    ])('rejects %j with a 400 naming %s', async (body, field) => {
      const response = await post('/api/calculators/de-vat', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(field);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });
});
