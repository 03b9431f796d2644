import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/de-tax-class-choice (docs/api.md, "Calculators"): a married couple's tax classes compared, with
 * the year's settlement. The figures are the worked example of libs/tax-engine/test/germany/tax-class-settlement.test.ts:
 * withholding from the BMF's reference calculator for 2026 (LZZ 2: RE4 500000 STKL 3 → 428.50, STKL 4 → 817.41;
 * RE4 250000 STKL 5 → 487.16, STKL 4 → 200.50), the joint assessment worked by hand from § 9a, § 10, § 10c and
 * § 32a Abs. 5 EStG (zvE 71,170 €, income tax 11,690 €).
 */
describe('German tax-class choice endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => new Date('2026-06-01T12:00:00Z') });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/de-tax-class-choice')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
  const bmfDefaults = { healthAddOnRate: 0, childrenForCare: 1 };

  it('2026, 5,000 € and 2,500 € a month: each combination’s net pay and its annual settlement', async () => {
    const response = await post({
      taxYear: 2026,
      partners: [
        { grossWage: '5000', ...bmfDefaults },
        { grossWage: 2500, ...bmfDefaults },
      ],
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({ calculationType: 'de-tax-class-choice', taxYear: '2026', period: 'month' });
    expect(data.assessment).toMatchObject({ taxableIncome: 71170, incomeTax: 11690, solidaritySurcharge: 0, total: 11690 });
    const [threeFive, fiveThree, fourFour, withFactor] = data.combinations;
    expect(threeFive.partners.map((partner: { lohnsteuer: number }) => partner.lohnsteuer)).toEqual([428.5, 487.16]);
    expect(threeFive.annual).toEqual({ withheld: 10987.92, assessed: 11690, settlement: 702.08 });
    expect(fiveThree.annual).toEqual({ withheld: 15879.96, assessed: 11690, settlement: -4189.96 });
    expect(fourFour.annual).toEqual({ withheld: 12214.92, assessed: 11690, settlement: -524.92 });
    expect(withFactor.combination).toBe('IV/IV with factor');
    expect(Math.abs(withFactor.annual.settlement)).toBeLessThan(116.9);
  });

  it.each([
    [{ partners: [{ grossWage: 5000 }] }, 'partners'],
    [{ partners: [{ grossWage: 5000 }, { grossWage: 1 }, { grossWage: 2 }] }, 'partners'],
    [{ partners: [{ grossWage: 5000 }, { grossWage: -1 }] }, 'partners.1.grossWage'],
    [{ partners: [{ grossWage: 5000, churchTax: '10' }, { grossWage: 1000 }] }, 'partners.0.churchTax'],
    [{ partners: [{ grossWage: 5000, taxClass: 3 }, { grossWage: 1000 }] }, 'partners.0.taxClass'],
    [{ partners: [{ grossWage: 5000 }, { grossWage: 1000 }], taxYear: 2023 }, 'taxYear'],
    [{ partners: [{ grossWage: 5000 }, { grossWage: 1000 }], period: 'week' }, 'period'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
