import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/de-capital-gains (docs/api.md, "Calculators"): the loss offsetting of § 20 Abs. 6 EStG and the
 * Günstigerprüfung of § 32d Abs. 6 EStG (https://www.gesetze-im-internet.de/estg/__20.html, __32d.html), with the
 * 2025 tariff of § 32a Abs. 1 EStG. Hand arithmetic on the statutes; the engine tests carry the same derivations.
 */
describe('German capital income tax endpoint: losses and the Günstigerprüfung', () => {
  const path = '/api/calculators/de-capital-gains';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  it('§ 20 Abs. 6 Satz 4: share losses absorb only share gains and the rest is carried forward', async () => {
    // Interest 3,000 − 1,000 Pauschbetrag = 2,000 € × 25 % = 500 €; shares 2,000 − 5,000 → 3,000 € carried forward.
    const response = await post({ capitalIncome: 3000, shareGains: 2000, shareLosses: 5000, taxYear: 2025 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      taxableIncome: 2000,
      capitalIncomeTax: 500,
      solidaritySurcharge: 27.5,
      shareLossCarriedForward: 3000,
    });
    const bands = response.body.data.breakdowns[0].data;
    expect(bands.find((band: { label: { key: string } }) => band.label.key === 'de.capital.band.shareLossesOffset')).toMatchObject({
      taxableAmount: 2000,
      reference: expect.stringMatching(/§ 20 Abs\. 6/),
    });
  });

  it('other losses offset all capital income: 1,500 + (4,000 − 1,000) − 2,500 − 1,000 = 1,000 € × 25 %', async () => {
    const response = await post({ capitalIncome: 1500, shareGains: 4000, shareLosses: 1000, otherLosses: 2500, taxYear: 2025 });
    expect(response.body.data).toMatchObject({ taxableIncome: 1000, capitalIncomeTax: 250, otherLossCarriedForward: 0 });
  });

  it('§ 32d Abs. 6: with a zvE of 10,000 € the personal tariff (485 €) beats the flat 1,250 €', async () => {
    // 6,000 − 1,000 = 5,000 €; T(15,000) = 485 €, T(10,000) = 0 (Grundfreibetrag 12,096 €).
    const response = await post({ capitalIncome: 6000, personalTaxableIncome: 10000, taxYear: 2025 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      flatRateTax: 1250,
      personalRateTax: 485,
      personalRateApplied: true,
      totalTax: 485,
    });
    expect(response.body.data.breakdowns[0].data.map((band: { label: { key: string } }) => band.label.key)).toContain(
      'de.capital.band.personalRate',
    );
  });

  it('§ 32d Abs. 6: with a zvE of 60,000 € the flat rate stays (1,994 € at the personal rate)', async () => {
    const response = await post({ capitalIncome: 6000, personalTaxableIncome: 60000, taxYear: 2025 });
    expect(response.body.data).toMatchObject({ personalRateTax: 1994, personalRateApplied: false, capitalIncomeTax: 1250 });
  });

  it('a request without the new fields answers as before', async () => {
    // 11,000 − 1,000 = 10,000 €; 10,000 ÷ 4.09 = 2,444.98 €; church 220.04 €; Soli 134.47 € (§ 32d Abs. 1 Satz 4 EStG).
    const response = await post({ capitalIncome: 11000, churchTax: '9', taxYear: 2025 });
    expect(response.body.data).toMatchObject({
      capitalIncomeTax: 2444.98,
      churchTax: 220.04,
      solidaritySurcharge: 134.47,
      totalTax: 2799.49,
    });
    expect(response.body.data.breakdowns[0].data).toHaveLength(4);
  });

  it.each([
    [{ capitalIncome: 1, shareGains: -1 }, 'shareGains'],
    [{ capitalIncome: 1, shareLosses: 'viel' }, 'shareLosses'],
    [{ capitalIncome: 1, otherLosses: 1e13 }, 'otherLosses'],
    [{ capitalIncome: 1, personalTaxableIncome: '12,000' }, 'personalTaxableIncome'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
