import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/uk-capital-gains (docs/api.md, "Calculators"). HMRC's Capital Gains Manual examples, with the
 * figures of the year named (the manual's own years predate the engine):
 * - CG18202: gains £8,000, losses brought forward £3,500. Losses brought forward are used only down to the annual
 *   exempt amount: in 2023-24 (AEA £6,000) £2,000 is used and £1,500 carried forward; no tax.
 *   https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg18202
 * - CG21531, Mrs B: gains £9,500 + £15,750, losses £4,500 + £17,900 of the same year: net £2,850, inside the 2024-25
 *   AEA of £3,000; no tax.
 *   https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg21531
 * - CG64130 example 2: a BADR gain above the lifetime limit is charged at the main rate on the excess. With 2025-26
 *   figures: £1,250,000 gain, £1m limit: £1,000,000 at 14% = £140,000; (£250,000 − £3,000 AEA) at 24% = £59,280;
 *   £199,280 in all.
 *   https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg64130
 * - GOV.UK, "Tax when you sell property": UK residential property is reported, and the tax paid on account, within 60
 *   days of completion: completion 1 June 2025 → 31 July 2025. https://www.gov.uk/capital-gains-tax-on-property
 */
describe('UK Capital Gains Tax endpoint', () => {
  const path = '/api/calculators/uk-capital-gains';
  let testApp: TestApp;
  let today = new Date('2026-11-23T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  it('CG18202: losses brought forward are used only down to the annual exempt amount (2023-24)', async () => {
    const response = await post({
      taxYear: '2023-24',
      taxableIncome: 60000,
      disposals: [{ gain: 8000, assetType: 'other', disposalDate: '2023-07-01' }],
      lossesBroughtForward: 3500,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'uk-capital-gains',
      capitalGainsTax: 0,
      totalTax: 0,
      annualExemptAmount: 6000,
      annualExemptAmountUsed: 6000,
      lossesBroughtForwardUsed: 2000,
      lossesCarriedForward: 1500,
    });
  });

  it("CG21531: Mrs B's gains net of the year's losses are inside the 2024-25 annual exempt amount", async () => {
    const response = await post({
      taxYear: '2024-25',
      taxableIncome: 60000,
      disposals: [
        { gain: 9500, assetType: 'other', disposalDate: '2024-05-01' },
        { gain: -4500, assetType: 'other', disposalDate: '2024-05-02' },
        { gain: 15750, assetType: 'other', disposalDate: '2024-06-01' },
        { gain: -17900, assetType: 'residential-property', disposalDate: '2024-07-01' },
      ],
    });
    expect(response.body.data).toMatchObject({ capitalGainsTax: 0, netGains: 2850, annualExemptAmountUsed: 2850, taxableGain: 0 });
    expect(response.body.data.disposals).toHaveLength(4);
  });

  it('CG64130 example 2 with 2025-26 figures: BADR to the lifetime limit at 14%, the excess at 24%: £199,280', async () => {
    const response = await post({
      taxYear: '2025-26',
      taxableIncome: 60000,
      disposals: [{ gain: 1250000, assetType: 'business-asset-disposal-relief', disposalDate: '2025-09-30' }],
    });
    expect(response.body.data).toMatchObject({ capitalGainsTax: 199280, taxableGain: 1247000, badrLifetimeUsedAfter: 1000000 });
    expect(response.body.data.disposals[0]).toMatchObject({ reliefGain: 1000000, reliefRate: 14, tax: 199280 });
    for (const line of response.body.data.breakdowns[0].data as { reference?: string }[])
      expect(line.reference).toEqual(expect.any(String));
  });

  it('UK residential property: the return and the tax on account are due 60 days after completion', async () => {
    const response = await post({
      taxYear: '2025-26',
      taxableIncome: 60000,
      disposals: [{ gain: 50000, assetType: 'residential-property', disposalDate: '2025-05-20', completionDate: '2025-06-01' }],
    });
    expect(response.body.data.disposals[0]).toMatchObject({ propertyReturnDueDate: '2025-07-31', lowerRate: 18, higherRate: 24 });
    expect(response.body.data.selfAssessmentPaymentDate).toBe('2027-01-31');
  });

  it('without a tax year: the year in force on the server’s date, so a disposal must fall in it', async () => {
    today = new Date('2026-04-05T12:00:00Z');
    const disposal = { gain: 10000, assetType: 'other', disposalDate: '2026-03-01' };
    const inForce = await post({ taxableIncome: 60000, disposals: [disposal] });
    expect(inForce.body.data.taxYear).toBe('2025-26');
    today = new Date('2026-04-06T12:00:00Z');
    const next = await post({ taxableIncome: 60000, disposals: [disposal] });
    expect(next.status).toBe(400);
    expect(next.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'disposals.0.disposalDate' })]));
    today = new Date('2026-11-23T12:00:00Z');
  });

  it.each([
    [{ taxableIncome: 'abc', disposals: [{ gain: 1, assetType: 'other', disposalDate: '2025-06-01' }] }, 'taxableIncome'],
    [{ taxableIncome: 1000, disposals: [] }, 'disposals'],
    [
      { taxableIncome: 1000, taxYear: '2025-26', disposals: [{ gain: 1, assetType: 'car', disposalDate: '2025-06-01' }] },
      'disposals.0.assetType',
    ],
    [
      { taxableIncome: 1000, taxYear: '2025-26', disposals: [{ gain: 1, assetType: 'other', disposalDate: '2025-02-30' }] },
      'disposals.0.disposalDate',
    ],
    [
      { taxableIncome: 1000, taxYear: '2025-26', disposals: [{ gain: 1, assetType: 'other', disposalDate: '2024-06-01' }] },
      'disposals.0.disposalDate',
    ],
    [
      {
        taxableIncome: 1000,
        taxYear: '2025-26',
        disposals: [{ gain: 1, assetType: 'residential-property', disposalDate: '2025-06-01', completionDate: '2025-05-01' }],
      },
      'disposals.0.completionDate',
    ],
    [
      {
        taxableIncome: 1000,
        taxYear: '2025-26',
        lossesBroughtForward: -5,
        disposals: [{ gain: 1, assetType: 'other', disposalDate: '2025-06-01' }],
      },
      'lossesBroughtForward',
    ],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
