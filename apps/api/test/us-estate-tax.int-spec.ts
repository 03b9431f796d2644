import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * POST /api/calculators/us-estate-tax against Form 706 Part 2 and the statute's figures (arithmetic in each comment):
 * - IRS Instructions for Form 706, Part 2 lines 1–12 (the applicable credit on the basic exclusion amount):
 *   https://www.irs.gov/instructions/i706
 * - 26 U.S.C. §2001(c), the unified rate schedule ("$345,800, plus 40 percent of the excess over $1,000,000"):
 *   https://www.law.cornell.edu/uscode/text/26/2001
 * - Basic exclusion amounts: Rev. Proc. 2023-34 §3.41 ($13,610,000 for 2024), Rev. Proc. 2024-40 §3.41 ($13,990,000
 *   for 2025), P.L. 119-21 §70106 ($15,000,000 for 2026).
 */
describe('US estate tax endpoint', () => {
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
      .post('/api/calculators/us-estate-tax')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));

  it.each([
    [2024, 13610000, 5389800],
    [2025, 13990000, 5541800],
    [2026, 15000000, 5945800],
  ])('%i: the applicable credit on the $%i exclusion is $%i; no tax at it, 40 cents a dollar above', async (taxYear, exclusion, credit) => {
    // 345,800 + 40% × (exclusion − 1,000,000); the Form 706 instructions print 5,389,800 (2024) and 5,541,800 (2025).
    const atExclusion = (await post({ taxYear, taxableEstate: exclusion })).body.data;
    expect(atExclusion).toMatchObject({ basicExclusionAmount: exclusion, applicableCredit: credit, estateTax: 0, totalTax: 0 });
    expect((await post({ taxYear, taxableEstate: exclusion + 1000 })).body.data.estateTax).toBe(400);
  });

  it('Form 706 Part 2 from the gross estate: 2025, $30m less $6.5m of deductions is $3,804,000', async () => {
    // Line 3c 30,000,000 − 5,000,000 − 1,000,000 − 500,000 = 23,500,000; line 6 345,800 + 40% × 22,500,000 =
    // 9,345,800; line 11 5,541,800; line 12 3,804,000.
    const response = await post({
      taxYear: 2025,
      grossEstate: 30000000,
      maritalDeduction: 5000000,
      charitableDeduction: 1000000,
      debtsAndExpenses: 500000,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      calculationType: 'us-estate-tax',
      taxableEstate: 23500000,
      tentativeTax: 9345800,
      applicableCredit: 5541800,
      estateTax: 3804000,
    });
  });

  it('adjusted taxable gifts, gift tax payable and DSUE (Form 706 lines 4, 7 and 9b)', async () => {
    // 2026: line 5 14,000,000 + 3,000,000 = 17,000,000; line 6 345,800 + 40% × 16,000,000 = 6,745,800; line 8 less
    // 100,000 = 6,645,800; line 11 5,945,800; line 12 700,000.
    const gifts = await post({ taxYear: '2026', taxableEstate: '14000000', adjustedTaxableGifts: 3000000, giftTaxPayable: 100000 });
    expect(gifts.body.data).toMatchObject({ taxBase: 17000000, tentativeTax: 6745800, grossEstateTax: 6645800, estateTax: 700000 });
    // 2025: DSUE 5,000,000 raises the exclusion to 18,990,000; 40% × (20,000,000 − 18,990,000) = 404,000.
    const dsue = await post({ taxYear: 2025, taxableEstate: 20000000, deceasedSpouseUnusedExclusion: 5000000 });
    expect(dsue.body.data).toMatchObject({ applicableExclusionAmount: 18990000, estateTax: 404000 });
  });

  it('names the state’s own death taxes as the engine lists them', async () => {
    const maryland = (await post({ taxYear: 2025, taxableEstate: 5000000, state: 'md' })).body.data;
    expect(maryland.stateDeathTax).toEqual({ state: 'MD', estateTax: true, inheritanceTax: true, modelled: false });
    expect(maryland.noteLabels).toEqual([expect.objectContaining({ key: 'us.estate.note.stateTaxNotModelled' })]);
    // Iowa's inheritance tax ends for deaths from 1 January 2025.
    const iowa2024 = (await post({ taxYear: 2024, taxableEstate: 5000000, state: 'IA' })).body.data;
    const iowa2025 = (await post({ taxYear: 2025, taxableEstate: 5000000, state: 'IA' })).body.data;
    expect([iowa2024.stateDeathTax.inheritanceTax, iowa2025.stateDeathTax.inheritanceTax]).toEqual([true, false]);
  });

  it('uses the year of death in force when none is named', async () => {
    today = new Date('2026-02-01T12:00:00Z');
    const result = (await post({ taxableEstate: 16000000 })).body.data;
    expect(result).toMatchObject({ taxYear: '2026', basicExclusionAmount: 15000000, estateTax: 400000 });
    expect(result.yearNotice).toBeUndefined();
    today = new Date('2025-06-15T12:00:00Z');
  });

  it.each([
    [{}, 'taxableEstate'],
    [{ taxableEstate: -5 }, 'taxableEstate'],
    [{ taxableEstate: 1000, grossEstate: 2000 }, 'grossEstate'],
    [{ taxableEstate: 1000, taxYear: 2023 }, 'taxYear'],
    [{ grossEstate: 1000, state: 'XX' }, 'state'],
    [{ grossEstate: 1000, deceasedSpouseUnusedExclusion: 'lots' }, 'deceasedSpouseUnusedExclusion'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toContain(field);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
