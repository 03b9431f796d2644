import request from 'supertest';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds)('POST /api/income-tax/calculate (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown, contentType = 'application/json') =>
    request(testApp.app.getHttpServer())
      .post('/api/income-tax/calculate')
      .set('content-type', contentType)
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  it('answers £60,000 in 2024-25 (England) with the published rates, in the contract shape', async () => {
    // Source: GOV.UK "Income Tax rates and Personal Allowances" (2024-25: allowance £12,570, basic 20% to
    // £50,270, higher 40%) and HMRC "Rates and thresholds for employers 2024 to 2025" (NI 8% between £12,570
    // and £50,270, 2% above). Tax: 37,700 × 20% + 9,730 × 40% = 7,540 + 3,892 = 11,432.
    // NI: 37,700 × 8% + 9,730 × 2% = 3,016 + 194.60 = 3,210.60.
    const response = await post({ grossIncome: 60000, taxYear: '2024-25' });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data;
    expect(data).toMatchObject({
      calculationType: 'uk-income-tax',
      taxYear: '2024-25',
      currency: 'GBP',
      inputAmount: 60000,
      personalAllowance: 12570,
      taxableIncome: 47430,
      incomeTax: 11432,
      nationalInsurance: 3210.6,
      studentLoan: 0,
      totalTax: 14642.6,
      takeHome: 45357.4,
      effectiveRate: 24.4,
    });
    expect(data.summary).toHaveLength(4);
    const incomeTaxGroup = data.breakdowns[0];
    expect(incomeTaxGroup).toMatchObject({ type: 'income-tax', totalAmount: 11432 });
    expect(
      incomeTaxGroup.data.map((band: { band: string; rate: number; taxableAmount: number; amount: number }) => [
        band.band,
        band.rate,
        band.taxableAmount,
        band.amount,
      ]),
    ).toEqual([
      ['Personal Allowance', 0, 12570, 0],
      ['Basic rate', 20, 37700, 7540],
      ['Higher rate', 40, 9730, 3892],
      ['Additional rate', 45, 0, 0],
    ]);
    expect(data.breakdowns[1]).toMatchObject({ type: 'national-insurance', totalAmount: 3210.6 });
    // Beside each English name, the label the web translates (libs/tax-engine/src/core/labels.ts).
    expect(incomeTaxGroup.label).toEqual({ key: 'uk.group.incomeTax' });
    expect(incomeTaxGroup.data.map((band: { label: { key: string } }) => band.label.key)).toEqual([
      'uk.band.personalAllowance',
      'uk.band.basic',
      'uk.band.higher',
      'uk.band.additional',
    ]);
    expect(data.summary[0]).toMatchObject({
      title: 'Take-home pay',
      titleLabel: { key: 'common.stat.takeHomePay' },
      description: '£3,779.78 a month',
      descriptionLabel: { key: 'common.stat.perMonth', values: { amount: 3779.78 } },
    });
  });

  it('accepts the amount as a numeric string and applies the optional fields', async () => {
    // Scotland 2024-25 (gov.uk/scottish-income-tax): 2,306 × 19% + 11,685 × 20% + 17,101 × 21% + 16,338 × 42%
    // = 438.14 + 2,337 + 3,591.21 + 6,861.96 = 13,228.31 on taxable income of 47,430.
    const response = await post({ grossIncome: '60000', region: 'scotland', taxYear: '2024-25', includeNationalInsurance: false });
    expect(response.status).toBe(200);
    expect(response.body.data.incomeTax).toBe(13228.31);
    expect(response.body.data.nationalInsurance).toBe(0);
  });

  it.each([
    ['text', { grossIncome: 'abc' }, 'grossIncome'],
    ['a negative amount', { grossIncome: -5 }, 'grossIncome'],
    ['a missing field', {}, 'grossIncome'],
    ['an amount above 1e12', { grossIncome: 1e300 }, 'grossIncome'],
    ['thousands separators', { grossIncome: '60,000' }, 'grossIncome'],
    ['an unsupported tax year', { grossIncome: 60000, taxYear: '2019-20' }, 'taxYear'],
    ['an unknown region', { grossIncome: 60000, region: 'mars' }, 'region'],
    ['a pension above the income', { grossIncome: 1000, pensionContribution: 2000 }, 'pensionContribution'],
    ['an unknown field', { grossIncome: 60000, bonus: 5 }, 'bonus'],
    ['an array body', [60000], 'body'],
  ])('rejects %s with a 400 naming the field', async (_case, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('lists the supported years when the year is unsupported', async () => {
    const response = await post({ grossIncome: 60000, taxYear: '2030-31' });
    expect(response.body.error).toContain('2023-24, 2024-25, 2025-26, 2026-27');
  });

  it.each([
    ['malformed JSON', '{"grossIncome":'],
    ['an empty body', ''],
  ])('rejects %s with a 400 naming the body', async (_case, raw) => {
    const response = await post(raw);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, details: [{ field: 'body' }] });
    expect(response.body.error).toMatch(/^body /);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({ success: false, error: 'Not found: GET /api/no-such-thing' });
  });

  it('publishes the endpoint and its request schema in the OpenAPI document', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    const operation = response.body.paths['/api/income-tax/calculate'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).toContain('grossIncome');
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['grossIncome', 'taxYear', 'region', 'pensionContribution', 'studentLoanPlan']),
    );
  });
});
