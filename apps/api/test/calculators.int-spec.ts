import fc from 'fast-check';
import request from 'supertest';
import { calculatorCatalogue } from '../src/modules/calculators/contract-declarations';
import { sampleRequests } from './support/calculator-samples';
import { startTestApp, type TestApp } from './support/test-app';

describe('calculator endpoints', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });
  const server = () => testApp.app.getHttpServer();
  const post = (path: string, body: unknown) =>
    request(server()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));

  it('lists every calculator with a status that matches what the API really serves', async () => {
    const response = await request(server()).get('/api/calculators');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(calculatorCatalogue);
    for (const entry of response.body as typeof calculatorCatalogue) {
      if (entry.status === 'coming-soon') {
        expect((await post(entry.endpoint, {})).status).toBe(404);
        continue;
      }
      const sample = sampleRequests[entry.id];
      expect({ id: entry.id, hasSample: sample !== undefined }).toEqual({ id: entry.id, hasSample: true });
      const answer = await post(entry.endpoint, sample);
      expect({ id: entry.id, status: answer.status }).toEqual({ id: entry.id, status: 200 });
      expect(answer.body.data).toEqual(
        expect.objectContaining({
          calculationType: expect.any(String),
          currency: expect.any(String),
          totalTax: expect.any(Number),
          effectiveRate: expect.any(Number),
        }),
      );
      // Four stat cards, or three where a calculator has no fourth figure worth a card (German capital income tax).
      expect(answer.body.data.summary.length).toBeGreaterThanOrEqual(3);
      expect(answer.body.data.summary.length).toBeLessThanOrEqual(4);
      expect(answer.body.data.breakdowns.length).toBeGreaterThan(0);
    }
  });

  it('lists the tax years, filing statuses and states the forms offer', async () => {
    expect((await request(server()).get('/api/calculators/tax-years')).body).toEqual({
      uk: ['2023-24', '2024-25', '2025-26', '2026-27'],
      us: [2023, 2024, 2025, 2026],
      germany: [2024, 2025, 2026],
      current: expect.objectContaining({ uk: expect.any(Object), us: expect.any(Object), germany: expect.any(Object) }),
    });
    expect((await request(server()).get('/api/us-income-tax/tax-years')).body).toEqual([2023, 2024, 2025, 2026]);
    const statuses = (await request(server()).get('/api/us-income-tax/filing-statuses')).body;
    expect(statuses.map((status: { value: string }) => status.value)).toEqual([
      'single',
      'married-joint',
      'married-separate',
      'head-of-household',
      'qualifying-surviving-spouse',
    ]);
    const states = (await request(server()).get('/api/us-state-tax/states')).body;
    expect(states).toHaveLength(51);
    expect(states.find((state: { value: string }) => state.value === 'DC')).toMatchObject({ label: 'District of Columbia' });
    expect(states.every((state: { taxYears: number[] }) => state.taxYears.includes(2024))).toBe(true);
  });

  it('UK stamp duty: GOV.UK’s £295,000 example for completions from 1 April 2025 is £4,750', async () => {
    // GOV.UK "Stamp Duty Land Tax: residential property rates": 0% on £125,000, 2% on £125,000 (£2,500),
    // 5% on £45,000 (£2,250) = £4,750.
    const response = await post('/api/calculators/uk-stamp-duty', { price: 295000, completionDate: '2025-04-01' });
    expect(response.body.data).toMatchObject({ tax: 4750, totalTax: 4750, currency: 'GBP', calculationType: 'uk-stamp-duty' });
    expect(response.body.data.ratesPeriod).toContain('1 April 2025');
  });

  it('US federal: $60,000 single in 2024 is $5,216 (Rev. Proc. 2023-34)', async () => {
    // Standard deduction $14,600 → taxable $45,400; 10% × 11,600 = 1,160; 12% × 33,800 = 4,056; total 5,216.
    const response = await post('/api/calculators/us-federal-tax', { grossIncome: '60000', taxYear: '2024' });
    expect(response.body.data).toMatchObject({
      standardDeduction: 14600,
      deduction: 14600,
      taxableIncome: 45400,
      tax: 5216,
      taxYear: '2024',
    });
  });

  it('US federal credits: a married couple with 2 children and $60,000 of wages in 2025 (Schedule 8812, EIC Table)', async () => {
    // Taxable 60,000 − 31,500 (P.L. 119-21 §70102) = 28,500; tax 10% × 23,850 + 12% × 4,650 = 2,943.
    // Child Tax Credit 2 × $2,200 (P.L. 119-21 §70104) = 4,400, no phase-out below $400,000; nonrefundable part
    // (Schedule 8812 line 14) = the tax, 2,943; refundable (lines 16a-27) = min(4,400 − 2,943, 2 × 1,700,
    // 15% × (60,000 − 2,500)) = 1,457. EIC (Rev. Proc. 2024-40, 2 children, joint): EIC Table row
    // $60,000-60,050 at its midpoint: 7,152 − 21.06% × (60,025 − 30,470) = 927.72 → $928.
    const federal = await post('/api/calculators/us-federal-tax', {
      grossIncome: 60000,
      filingStatus: 'married-joint',
      taxYear: 2025,
      qualifyingChildren: 2,
    });
    expect(federal.status).toBe(200);
    expect(federal.body.data).toMatchObject({
      taxBeforeCredits: 2943,
      childTaxCredit: 2943,
      otherDependentsCredit: 0,
      tax: 0,
      additionalChildTaxCredit: 1457,
      earnedIncomeCredit: 928,
      taxAfterCredits: -2385,
      eitcQualifyingChildren: 2,
    });
    // Take-home: Social Security and Medicare 7.65% × 60,000 = 4,590; no state. 60,000 − 4,590 + 2,385 = 57,795.
    const takeHome = await post('/api/us-income-tax/calculate', {
      grossIncome: 60000,
      filingStatus: 'married-joint',
      taxYear: '2025',
      qualifyingChildren: '2',
    });
    expect(takeHome.status).toBe(200);
    expect(takeHome.body.data).toMatchObject({ federalTax: -2385, earnedIncomeCredit: 928, totalTax: 2205, takeHome: 57795 });
  });

  it('US capital gains: $10,000 long-term on $60,000 wages (single, 2024) straddles the 0%/15% breakpoint', async () => {
    // Rev. Proc. 2023-34: 0% up to $47,025 of taxable income. Ordinary taxable income 60,000 − 14,600 = 45,400,
    // so 1,625 of the gain is at 0% and 8,375 at 15% = 1,256.25; MAGI 70,000 is below the $200,000 NIIT threshold.
    const response = await post('/api/us-capital-gains/calculate', { annualIncome: 60000, longTermGain: 10000, taxYear: 2024 });
    expect(response.body.data).toMatchObject({
      longTermTax: 1256.25,
      shortTermTax: 0,
      netInvestmentIncomeTax: 0,
      capitalGainsTax: 1256.25,
    });
  });

  it('US take-home: $60,000 single in Texas, 2024', async () => {
    // Federal 5,216 (above); Social Security 6.2% × 60,000 = 3,720; Medicare 1.45% × 60,000 = 870; Texas has no
    // income tax. Take-home 60,000 − 9,806 = 50,194.
    const response = await post('/api/us-income-tax/calculate', { grossIncome: 60000, taxYear: 2024, state: 'tx' });
    expect(response.body.data).toMatchObject({
      federalTax: 5216,
      stateTax: 0,
      socialSecurity: 3720,
      medicare: 870,
      additionalMedicare: 0,
      totalTax: 9806,
      takeHome: 50194,
      state: 'TX',
    });
  });

  it('US state tax answers in the spec’s shape with the income base named', async () => {
    const response = await post('/api/us-state-tax/calculate', { state: 'CA', taxYear: '2024', income: 60000 });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({ state: 'CA', taxYear: '2024', currency: 'USD', calculationType: 'us-state-tax' });
    expect(typeof data.tax).toBe('number');
    expect(data.incomeBase).toMatch(/California/);
    expect(data.breakdown.length).toBeGreaterThan(0);
    expect(data.breakdown[0]).toEqual(
      expect.objectContaining({
        band: expect.any(String),
        rate: expect.any(Number),
        taxableAmount: expect.any(Number),
        amount: expect.any(Number),
      }),
    );
    expect(data.breakdown[0].label).toEqual({ key: 'us.band.percentBracket', values: { rate: 1 } });
    // California's income base is English prose from its parameter file: its label carries the text.
    expect(data.incomeBaseLabel).toEqual({ key: 'common.englishOnly', values: { text: data.incomeBase } });
    expect(data.noteLabels).toHaveLength(data.notes.length);
    const noTax = await post('/api/us-state-tax/calculate', { state: 'FL', taxYear: 2024, income: 60000 });
    expect(noTax.body.data.tax).toBe(0);
    expect(noTax.body.data.incomeBaseLabel).toEqual({ key: 'us.state.fl.incomeBase' });
    // Georgia 2026 (HB 463): (60,000 - 15,000) x 4.99% = 2,245.50
    const georgia2026 = await post('/api/us-state-tax/calculate', { state: 'GA', taxYear: 2026, income: 60000 });
    expect(georgia2026.status).toBe(200);
    expect(georgia2026.body.data).toMatchObject({ state: 'GA', taxYear: '2026', tax: 2245.5 });
    // Louisiana 2026 (standard deduction $12,835, Louisiana Register of 20 February 2026): (60,000 - 12,835) x 3% = 1,414.95
    const louisiana2026 = await post('/api/us-state-tax/calculate', { state: 'LA', taxYear: '2026', income: 60000 });
    expect(louisiana2026.status).toBe(200);
    expect(louisiana2026.body.data).toMatchObject({ state: 'LA', taxYear: '2026', tax: 1414.95 });
  });

  it('German income tax: 50,000 € zvE single in 2025 is 10,691 € (§32a EStG)', async () => {
    // §32a(1) Nr. 3 for 2025: z = (50,000 − 17,443) / 10,000 = 3.2557; (176.64 × z + 2,397) × z + 1,015.13
    // = (575.09 + 2,397) × 3.2557 + 1,015.13 = 9,676.2… + 1,015.13 = 10,691 € (rounded down).
    const response = await post('/api/calculators/de-income-tax', { taxableIncome: 50000, taxYear: 2025 });
    expect(response.body.data).toMatchObject({ incomeTax: 10691, currency: 'EUR', taxYear: '2025' });
  });

  it.each([
    ['/api/calculators/uk-stamp-duty', { price: 'abc' }, 'price'],
    ['/api/calculators/uk-stamp-duty', { price: -1 }, 'price'],
    ['/api/calculators/uk-stamp-duty', { price: 300000, completionDate: '2025-02-30' }, 'completionDate'],
    ['/api/calculators/uk-stamp-duty', { price: 300000, completionDate: '2010-01-01' }, 'completionDate'],
    ['/api/calculators/uk-stamp-duty', { price: 300000, buyerType: 'investor' }, 'buyerType'],
    ['/api/calculators/us-federal-tax', { grossIncome: 60000, filingStatus: 'married' }, 'filingStatus'],
    ['/api/calculators/us-federal-tax', { grossIncome: 60000, taxYear: 2019 }, 'taxYear'],
    ['/api/calculators/us-federal-tax', { grossIncome: '60k' }, 'grossIncome'],
    ['/api/us-state-tax/calculate', { state: 'ZZ', taxYear: '2024', income: 60000 }, 'state'],
    ['/api/us-state-tax/calculate', { state: 'CA', taxYear: '2023', income: 60000 }, 'taxYear'],
    // 2027 is not offered for any state (docs/tax-parameters.md, "Supported years").
    ['/api/us-state-tax/calculate', { state: 'CA', taxYear: '2027', income: 60000 }, 'taxYear'],
    ['/api/us-state-tax/calculate', { state: 'CA', taxYear: '2024', income: -1 }, 'income'],
    ['/api/us-state-tax/calculate', { taxYear: '2024', income: 60000 }, 'state'],
    ['/api/us-capital-gains/calculate', { annualIncome: 60000, longTermGain: -500 }, 'longTermGain'],
    ['/api/calculators/us-federal-tax', { grossIncome: 60000, qualifyingChildren: 1.5 }, 'qualifyingChildren'],
    ['/api/calculators/us-federal-tax', { grossIncome: 60000, otherDependents: 21 }, 'otherDependents'],
    ['/api/calculators/us-federal-tax', { grossIncome: 60000, eitcQualifyingChildren: -1 }, 'eitcQualifyingChildren'],
    ['/api/calculators/us-federal-tax', { grossIncome: 60000, investmentIncome: 'lots' }, 'investmentIncome'],
    ['/api/us-income-tax/calculate', { grossIncome: 60000, qualifyingChildren: 'two' }, 'qualifyingChildren'],
    ['/api/us-income-tax/calculate', { grossIncome: 60000, state: 'Texas' }, 'state'],
    ['/api/us-income-tax/calculate', { grossIncome: 60000, taxYear: 2023, state: 'CA' }, 'taxYear'],
    ['/api/calculators/de-income-tax', { taxableIncome: 50000, taxYear: 2023 }, 'taxYear'],
    ['/api/calculators/de-income-tax', { taxableIncome: 50000, churchTax: '10' }, 'churchTax'],
    ['/api/calculators/de-income-tax', { taxableIncome: 50000, taxClass: 3, assessment: 'single' }, 'assessment'],
  ])('%s rejects %j with a 400 naming %s', async (path, body, field) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('never answers a 500 to any JSON body, however odd', async () => {
    const endpoints = calculatorCatalogue.filter((entry) => entry.status !== 'coming-soon').map((entry) => entry.endpoint);
    const fieldNames = [
      'grossIncome',
      'income',
      'price',
      'taxableIncome',
      'annualIncome',
      'shortTermGain',
      'longTermGain',
      'pensionContribution',
      'itemizedDeductions',
      'taxYear',
      'state',
      'filingStatus',
      'region',
      'completionDate',
      'buyerType',
      'nonResident',
      'studentLoanPlan',
      'churchTax',
      'taxClass',
      'assessment',
      'method',
      'age65OrOlder',
      'qualifyingChildren',
      'otherDependents',
      'eitcQualifyingChildren',
      'investmentIncome',
      'blind',
      'amount',
      'direction',
      'rate',
      'date',
      'previousYearTurnover',
      'currentYearTurnover',
      'capitalIncome',
      'joint',
      'fundType',
      'profit',
      'hebesatz',
      'legalForm',
      'acquisition',
      'relationship',
      'transfer',
      'priorGifts',
    ];
    const fieldValue = fc.oneof(
      fc.double(),
      fc.integer({ min: -10, max: 3_000_000 }),
      fc.constantFrom(
        '2024',
        '2024-25',
        '2025-04-01',
        'CA',
        'single',
        'scotland',
        '1e12',
        '9',
        '3',
        'joint',
        '',
        'NaN',
        'Infinity',
        'child',
        'remove',
        'equity',
        '199',
        'sole-proprietor',
        '2019-12-31',
      ),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    const body = fc.oneof(fc.dictionary(fc.constantFrom(...fieldNames), fieldValue, { maxKeys: 6 }), fc.anything({ maxDepth: 2 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async (path, payload) => {
        const response = await post(path, payload);
        expect({ path, payload, answered: [200, 400].includes(response.status) ? 'ok' : response.status }).toEqual({
          path,
          payload,
          answered: 'ok',
        });
      }),
      { numRuns: 300 },
    );
  });
});
