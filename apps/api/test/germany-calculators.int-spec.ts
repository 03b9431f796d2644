import request from 'supertest';
import { currentGermanTaxYear } from '@taxatlas/tax-engine/germany/tax-year';
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

  describe('capital gains (/api/calculators/de-capital-gains)', () => {
    const path = '/api/calculators/de-capital-gains';

    it('§ 32d Abs. 1 Satz 4 EStG: 10,000 € over the Pauschbetrag with 9 % church tax is taxed at e ÷ (4 + k)', async () => {
      // 11,000 € less the 1,000 € Sparer-Pauschbetrag (§ 20 Abs. 9 EStG) = 10,000 €; 10,000 ÷ (4 + 0.09) = 2,444.98 €;
      // church tax 9 % of that = 220.04 €; Soli 5.5 % (§ 3 Abs. 1 Nr. 5, § 4 SolZG) = 134.47 €.
      const response = await post(path, { capitalIncome: 11000, churchTax: '9', taxYear: 2025 });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        saverAllowance: 1000,
        taxableIncome: 10000,
        capitalIncomeTax: 2444.98,
        churchTax: 220.04,
        solidaritySurcharge: 134.47,
        totalTax: 2799.49,
        taxYear: '2025',
      });
      for (const band of response.body.data.breakdowns[0].data) expect(band.reference).toMatch(/EStG|SolZG|Kirchensteuer/);
    });

    it('§ 20 Abs. 1 InvStG: 30 % of an equity fund’s income is exempt; joint assessment doubles the Pauschbetrag', async () => {
      // 10,000 € − 30 % = 7,000 €, less 1,000 € = 6,000 € × 25 % = 1,500 €; Soli 5.5 % = 82.50 €.
      const fund = await post(path, { capitalIncome: 10000, fundType: 'equity', taxYear: 2024 });
      expect(fund.body.data).toMatchObject({
        partialExemption: 3000,
        taxableIncome: 6000,
        capitalIncomeTax: 1500,
        solidaritySurcharge: 82.5,
      });
      // Spouses assessed jointly: 2,000 € (§ 20 Abs. 9 Satz 2 EStG), so 2,000 € of interest bears no tax.
      const joint = await post(path, { capitalIncome: 2000, joint: true, taxYear: 2026 });
      expect(joint.body.data).toMatchObject({ saverAllowance: 2000, taxableIncome: 0, totalTax: 0 });
    });

    it('uses the year in force when the request names none', async () => {
      const response = await post(path, { capitalIncome: 5000 });
      expect(response.status).toBe(200);
      expect(response.body.data.taxYear).toBe(String(currentGermanTaxYear(new Date()).taxYear));
    });

    it.each([
      [{ capitalIncome: 'viel' }, 'capitalIncome'],
      [{ capitalIncome: 5000, churchTax: '10' }, 'churchTax'],
      [{ capitalIncome: 5000, fundType: 'bond' }, 'fundType'],
      [{ capitalIncome: 5000, joint: 'yes' }, 'joint'],
      [{ capitalIncome: 5000, taxYear: 2023 }, 'taxYear'],
    ])('rejects %j with a 400 naming %s', async (body, field) => {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(field);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });

  describe('corporate tax (/api/calculators/de-corporate-tax)', () => {
    const path = '/api/calculators/de-corporate-tax';

    it('a GmbH with 100,000 € profit at a Hebesatz of 400 %: KSt, Soli and GewSt (§ 23 KStG, §§ 11, 14, 16 GewStG)', async () => {
      // KSt 15 % = 15,000 €; Soli 5.5 % of it = 825 €; Messbetrag 100,000 × 3.5 % = 3,500 € × 400 % = 14,000 €.
      const response = await post(path, { profit: 100000, hebesatz: 400, taxYear: 2025 });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        corporateTax: 15000,
        solidaritySurcharge: 825,
        tradeTaxAssessmentAmount: 3500,
        tradeTax: 14000,
        tradeTaxCredit: 0,
        totalTax: 29825,
      });
      for (const group of response.body.data.breakdowns) for (const band of group.data) expect(band.reference).toMatch(/KStG|GewStG|SolZG/);
    });

    it('a sole trader: the 24,500 € Freibetrag, then the § 35 EStG credit of 4 × the Messbetrag, at most the trade tax', async () => {
      // (100,000 − 24,500) × 3.5 % = 2,642.50 € × 400 % = 10,570 €; credit 4 × 2,642.50 = 10,570 € (= the trade tax).
      const soleTrader = await post(path, { profit: 100000, legalForm: 'sole-proprietor', taxYear: 2024 });
      expect(soleTrader.body.data).toMatchObject({
        hebesatz: 400,
        corporateTax: 0,
        tradeTaxBase: 75500,
        tradeTaxAssessmentAmount: 2642.5,
        tradeTax: 10570,
        tradeTaxCredit: 10570,
      });
      // § 11 Abs. 1 Satz 3 GewStG rounds 60,050 € down to 60,000 €; − 24,500 = 35,500 × 3.5 % = 1,242.50 €;
      // München's 490 % → 6,088.25 €; the credit 4 × 1,242.50 = 4,970 € stays below it.
      const partnership = await post(path, { profit: 60050, legalForm: 'partnership', hebesatz: 490, taxYear: 2026 });
      expect(partnership.body.data).toMatchObject({ tradeTaxBase: 35500, tradeTax: 6088.25, tradeTaxCredit: 4970 });
    });

    it('uses the year in force when the request names none', async () => {
      const response = await post(path, { profit: 50000 });
      expect(response.status).toBe(200);
      expect(response.body.data.taxYear).toBe(String(currentGermanTaxYear(new Date()).taxYear));
    });

    it.each([
      [{ profit: -5 }, 'profit'],
      [{ profit: 1000, hebesatz: 199 }, 'hebesatz'],
      [{ profit: 1000, hebesatz: 'vierhundert' }, 'hebesatz'],
      [{ profit: 1000, legalForm: 'gmbh' }, 'legalForm'],
      [{ profit: 1000, taxYear: 2027 }, 'taxYear'],
    ])('rejects %j with a 400 naming %s', async (body, field) => {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(field);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });

  describe('inheritance and gift tax (/api/calculators/de-inheritance-tax)', () => {
    const path = '/api/calculators/de-inheritance-tax';

    it('a child inheriting 710,000 €: 400,000 € allowance, 15 % capped by the Härteausgleich (§§ 16, 19 Abs. 3 ErbStG)', async () => {
      // 710,000 − 400,000 = 310,000 € in class I: 15 % = 46,500 €. § 19 Abs. 3: the tax on 300,000 € (11 % = 33,000 €)
      // plus half the excess of 10,000 € = 38,000 €, so the relief is 8,500 € (ErbStH 2019 H E 19).
      const response = await post(path, { acquisition: 710000, relationship: 'child', taxYear: 2025 });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        taxClass: 'I',
        allowance: 400000,
        taxableAcquisition: 310000,
        ratePercent: 15,
        hardshipRelief: 8500,
        tax: 38000,
      });
      for (const band of response.body.data.breakdowns[0].data) expect(band.reference).toMatch(/ErbStG|ErbStH/);
    });

    it('§ 14 ErbStG: a gift of 300,000 € after another of 300,000 € within ten years uses the allowance once', async () => {
      // 300,000 + 300,000 − 400,000 = 200,000 € × 11 % = 22,000 €; the earlier gift alone bore no tax.
      const response = await post(path, {
        acquisition: 300000,
        priorGifts: 300000,
        relationship: 'child',
        transfer: 'gift',
        taxYear: 2024,
      });
      expect(response.body.data).toMatchObject({ taxableAcquisition: 200000, priorGiftsTax: 0, tax: 22000 });
    });

    it.each([
      // § 15 Abs. 1 ErbStG: parents are class I on death (100,000 €, § 16 Abs. 1 Nr. 4), class II on a gift (20,000 €).
      ['parent', 'inheritance', 100000, 'I', 0],
      ['parent', 'gift', 50000, 'II', 4500],
      // Class III, 20,000 € allowance: 80,000 € × 30 % = 24,000 €.
      ['other', 'inheritance', 100000, 'III', 24000],
      // Spouse, 500,000 € allowance: 100,000 € × 11 % = 11,000 €.
      ['spouse', 'inheritance', 600000, 'I', 11000],
    ])('%s by %s of %i €: class %s, tax %i €', async (relationship, transfer, acquisition, taxClass, tax) => {
      const response = await post(path, { acquisition, relationship, transfer, taxYear: 2026 });
      expect(response.body.data).toMatchObject({ taxClass, tax });
    });

    it('uses the year in force when the request names none', async () => {
      const response = await post(path, { acquisition: 500000, relationship: 'grandchild' });
      expect(response.status).toBe(200);
      expect(response.body.data.taxYear).toBe(String(currentGermanTaxYear(new Date()).taxYear));
    });

    it.each([
      [{ acquisition: 100000 }, 'relationship'],
      [{ acquisition: -1, relationship: 'child' }, 'acquisition'],
      [{ acquisition: 100000, relationship: 'cousin' }, 'relationship'],
      [{ acquisition: 100000, relationship: 'child', transfer: 'loan' }, 'transfer'],
      [{ acquisition: 100000, relationship: 'child', priorGifts: 'x' }, 'priorGifts'],
      [{ acquisition: 100000, relationship: 'child', taxYear: 2023 }, 'taxYear'],
    ])('rejects %j with a 400 naming %s', async (body, field) => {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(field);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });
});
