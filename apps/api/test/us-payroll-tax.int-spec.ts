import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/us-payroll-tax against the IRS's own examples (the arithmetic is in each comment):
 * - IRS, Questions and answers for the Additional Medicare Tax, and the Instructions for Form 8959:
 *   https://www.irs.gov/businesses/small-businesses-self-employed/questions-and-answers-for-the-additional-medicare-tax,
 *   https://www.irs.gov/instructions/i8959
 * - IRS Instructions for Schedule SE (Form 1040), Part I: https://www.irs.gov/instructions/i1040sse
 * - IRS Publication 15 (Circular E), sections 9 and 14: https://www.irs.gov/publications/p15
 * - IRS Publication 15-T (2024), Worksheet 1A and the Annual Percentage Method tables:
 *   https://www.irs.gov/pub/irs-prior/p15t--2024.pdf
 */
describe('US payroll tax endpoint', () => {
  let testApp: TestApp;
  let today = new Date('2025-06-15T12:00:00Z');
  beforeAll(async () => {
    testApp = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '0' }, { now: () => today });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/calculators/us-payroll-tax')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it('IRS Additional Medicare Tax Q&A: married filing jointly, $220,000 of wages: $180 withheld, nothing owed', async () => {
    // The employer withholds 0.9% × (220,000 − 200,000) = 180 whatever the filing status; Form 8959's joint threshold
    // is $250,000, so nothing is owed. 2025: 6.2% × 176,100 = 10,918.20; 1.45% × 220,000 = 3,190.
    const response = await post({ wages: 220000, filingStatus: 'married-joint', taxYear: 2025 });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'us-payroll-tax',
      taxYear: '2025',
      socialSecurity: 10918.2,
      medicare: 3190,
      additionalMedicareWithheld: 180,
      additionalMedicareOwed: 0,
      employeeTotal: 14288.2,
      employerSocialSecurity: 10918.2,
      employerMedicare: 3190,
    });
  });

  it('IRS Additional Medicare Tax Q&A (Form 8959 Part II): single, $130,000 of wages and $145,000 of SE income owes $675', async () => {
    // $200,000 − 130,000 leaves 70,000 of the threshold: 0.9% × (145,000 − 70,000) = 675. A net profit of
    // $157,011.37 × 92.35% (Schedule SE line 4a) = 144,999.997 → $145,000.00 of self-employment income.
    const response = await post({ wages: '130000', selfEmploymentProfit: '157011.37', taxYear: '2025' });
    expect(response.body.data).toMatchObject({ additionalMedicareWithheld: 0, additionalMedicareOwed: 675 });
  });

  it('Schedule SE: $50,000 of profit and no wages in 2025 is $7,064.78 of self-employment tax', async () => {
    // Line 4a 46,175; line 10 12.4% × 46,175 = 5,725.70; line 11 2.9% × 46,175 = 1,339.08; line 12 7,064.78;
    // line 13 3,532.39.
    const response = await post({ wages: 0, selfEmploymentProfit: 50000, taxYear: 2025 });
    expect(response.body.data).toMatchObject({ selfEmploymentTax: 7064.78, selfEmploymentTaxDeduction: 3532.39 });
  });

  it('Pub. 15 FUTA: 0.6% of the first $7,000 is $42; California’s 2024 credit reduction of 0.9% makes it $105', async () => {
    expect((await post({ wages: 50000, taxYear: 2024, state: 'tx' })).body.data).toMatchObject({ futa: 42, futaRate: 0.6 });
    // Department of Labor, final 2024 credit reductions: California 0.9% → 1.5% × 7,000 = 105.
    expect((await post({ wages: 50000, taxYear: 2024, state: 'CA' })).body.data).toMatchObject({ futa: 105, futaRate: 1.5 });
  });

  it('Pub. 15-T (2024) Worksheet 1A: single, $2,000 biweekly, no other W-4 entries: $163.69 a period', async () => {
    // 1c 2,000 × 26 = 52,000; 1g 8,600; 1i 43,400; STANDARD row $17,600–$53,150: 1,160 + 12% × 25,800 = 4,256;
    // 2h 4,256 / 26 = 163.69. Net pay 2,000 − 124 − 29 − 163.69 = 1,683.31.
    const response = await post({
      wages: 52000,
      taxYear: 2024,
      payPeriods: 26,
      w4: { filingStatus: 'single', dependentsAmount: 2000, extraWithholding: 10 },
    });
    // With Step 3 $2,000 and Step 4(c) $10: 3b 2,000 / 26 = 76.92; 4b 163.69 − 76.92 + 10 = 96.77.
    expect(response.body.data.withholding).toMatchObject({
      adjustedAnnualWageAmount: 43400,
      tentativeAnnualWithholding: 4256,
      tentativeWithholdingPerPeriod: 163.69,
      creditsPerPeriod: 76.92,
      perPeriod: 96.77,
    });
    const plain = await post({ wages: 52000, taxYear: 2024, payPeriods: 26 });
    expect(plain.body.data.perPeriod).toEqual({
      wages: 2000,
      socialSecurity: 124,
      medicare: 29,
      additionalMedicareWithheld: 0,
      federalIncomeTaxWithholding: 163.69,
      netPay: 1683.31,
    });
  });

  it('every breakdown line names its source', async () => {
    const response = await post({ wages: 250000, selfEmploymentProfit: 20000, payPeriods: 12, state: 'CA', taxYear: 2025 });
    const lines = response.body.data.breakdowns.flatMap((group: { data: { reference?: string }[] }) => group.data);
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(line.reference).toEqual(expect.stringMatching(/\S/));
  });

  it('uses the year in force when none is named, and the latest the engine has after it', async () => {
    today = new Date('2025-06-15T12:00:00Z');
    const in2025 = (await post({ wages: 60000 })).body.data;
    expect(in2025.taxYear).toBe('2025');
    expect(in2025.yearNotice).toBeUndefined();
    today = new Date('2027-03-01T12:00:00Z');
    expect((await post({ wages: 60000 })).body.data).toMatchObject({ taxYear: '2026', yearNotice: { values: { inForce: '2027' } } });
    today = new Date('2025-06-15T12:00:00Z');
  });

  it.each([
    [{ wages: -1 }, 'wages'],
    [{ wages: 60000, taxYear: 2023 }, 'taxYear'],
    [{ wages: 60000, payPeriods: 13 }, 'payPeriods'],
    [{ wages: 60000, state: 'ZZ' }, 'state'],
    [{ wages: 60000, filingStatus: 'married' }, 'filingStatus'],
    [{ wages: 60000, w4: { filingStatus: 'qualifying-surviving-spouse' } }, 'w4.filingStatus'],
    [{ selfEmploymentProfit: 1000 }, 'wages'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
