import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/uk-vat through the app, against official figures:
 * - GOV.UK "VAT Flat Rate Scheme: how much you pay" (https://www.gov.uk/vat-flat-rate-scheme/how-much-you-pay):
 *   a photographer bills £1,000 + 20% VAT = £1,200 and pays the flat rate of 11% of £1,200 = £132.
 * - HMRC VAT Registration Manual VATREG18300: a business over the threshold during April is liable at the end of
 *   April, must notify by 30 May and is registered from 1 June.
 * - GOV.UK "VAT registration: when to register" (https://www.gov.uk/vat-registration/when-to-register): register
 *   above £90,000, deregister at £88,000 or less, from 1 April 2024 (SI 2024/308).
 * - HMRC VATREC12030 (https://www.gov.uk/hmrc-internal-manuals/vat-trader-records/vatrec12030): VAT per line is
 *   rounded to the nearest penny, half a penny up.
 */
describe('POST /api/calculators/uk-vat', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer()).post('/api/calculators/uk-vat').set('content-type', 'application/json').send(JSON.stringify(body));

  it('GOV.UK’s Flat Rate Scheme example: £1,000 + £200 VAT; a photographer pays 11% of £1,200 = £132', async () => {
    const response = await post({
      amount: 1000,
      date: '2025-06-01',
      // Goods of £1,000 a year are not below the limited cost limit (the greater of 2% of £1,200 and £1,000).
      flatRateScheme: { sector: 'photography', turnoverExcludingVat: 1000, relevantGoodsIncludingVat: 1000 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'uk-vat',
      net: 1000,
      vat: 200,
      gross: 1200,
      ratePercent: 20,
      totalTax: 200,
      flatRateScheme: {
        sectorPercent: 11,
        flatRatePercent: 11,
        limitedCostBusiness: false,
        turnoverIncludingVat: 1200,
        flatRateVat: 132,
        standardAccountingVat: 200,
        saving: 68,
      },
    });
    expect(response.body.data.flatRateScheme.references.join(' ')).toMatch(/Notice 733|55K/);
  });

  it('VATREG18300: over the threshold at the end of April → notify by 30 May, registered from 1 June', async () => {
    // May 2024 – March 2025 at £7,500 = £82,500; April 2025 £8,000 → £90,500, over £90,000.
    const months = [
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ];
    const response = await post({
      amount: 100,
      date: '2025-04-22',
      monthlyTurnover: [...months.map((month) => ({ month, turnover: 7500 })), { month: '2025-04', turnover: '8000' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.data.registration).toMatchObject({
      thresholdExceededIn: '2025-04',
      notifyBy: '2025-05-30',
      effectiveDateOfRegistration: '2025-06-01',
    });
    expect(response.body.data.registration.months.at(-1)).toEqual({
      month: '2025-04',
      rollingTotal: 90500,
      threshold: 90000,
      exceeded: true,
    });
    expect(response.body.data.thresholds).toMatchObject({ registration: 90000, deregistration: 88000 });
  });

  it('the thresholds in force on the date: £85,000/£83,000 on 31 March 2024, £90,000/£88,000 from 1 April 2024', async () => {
    const before = await post({ amount: 1, date: '2024-03-31' });
    const after = await post({ amount: 1, date: '2024-04-01' });
    expect(before.body.data.thresholds).toMatchObject({ registration: 85000, deregistration: 83000 });
    expect(after.body.data.thresholds).toMatchObject({ registration: 90000, deregistration: 88000 });
  });

  it('invoice lines at different rates are rounded one by one to the nearest penny (VATREC12030)', async () => {
    // £10.10 at 5% = 50.5p → 51p; £10.02 at 5% = 50.1p → 50p; £100 zero-rated: nothing; £0.99 at 20% = 19.8p → 20p.
    const response = await post({
      date: '2025-06-01',
      lines: [
        { amount: 10.1, rate: 'reduced' },
        { amount: 10.02, rate: 'reduced' },
        { amount: 100, rate: 'zero' },
        { amount: 0.99, rate: 'standard' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.data.lines.map((line: { vat: number }) => line.vat)).toEqual([0.51, 0.5, 0, 0.2]);
    expect(response.body.data).toMatchObject({ net: 121.11, vat: 1.21, gross: 122.32 });
    for (const band of response.body.data.breakdowns[0].data) expect(band.reference).toMatch(/VAT/);
  });

  it('takes VAT out of a VAT-inclusive amount with the VAT fraction: £120 at 20% holds £20', async () => {
    const response = await post({ amount: '120', direction: 'remove', date: '2025-06-01' });
    expect(response.body.data).toMatchObject({ net: 100, vat: 20, gross: 120, inputAmount: 120 });
  });

  it('uses the rates and thresholds in force today when no date is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await post({ amount: 100 });
    expect(response.status).toBe(200);
    expect(response.body.data.date).toBe(today);
    expect(response.body.data.thresholds.date).toBe(today);
    expect(response.body.data.registration).toBeNull();
    expect(response.body.data.flatRateScheme).toBeNull();
  });

  it.each([
    [{ amount: 'abc' }, 'amount'],
    [{ amount: -1 }, 'amount'],
    [{ amount: 100, rate: 'luxury' }, 'rate'],
    [{ amount: 100, date: '2025-02-30' }, 'date'],
    [{ amount: 100, date: '2010-12-31' }, 'date'],
    [{ amount: 100, lines: [{ amount: 1, rate: 'standard' }] }, 'amount'],
    [{ lines: [{ amount: -1, rate: 'standard' }] }, 'lines.0.amount'],
    [{ amount: 100, monthlyTurnover: [{ month: '2025-13', turnover: 1 }] }, 'monthlyTurnover.0.month'],
    [{ amount: 100, monthlyTurnover: [{ month: '2010-01', turnover: 1 }] }, 'monthlyTurnover.0.month'],
    [
      {
        amount: 100,
        monthlyTurnover: [
          { month: '2025-01', turnover: 1 },
          { month: '2025-01', turnover: 2 },
        ],
      },
      'monthlyTurnover.1.month',
    ],
    [{ amount: 100, flatRateScheme: { sector: 'astrology', turnoverExcludingVat: 1 } }, 'flatRateScheme.sector'],
    [{ amount: 100, flatRateScheme: { sector: 'catering' } }, 'flatRateScheme.turnoverExcludingVat'],
    [{ amount: 100, flatRateScheme: { sector: 'catering', turnoverExcludingVat: 1, periodMonths: 13 } }, 'flatRateScheme.periodMonths'],
    [{ amount: 100, date: '2016-06-01', flatRateScheme: { sector: 'catering', turnoverExcludingVat: 1 } }, 'date'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});
