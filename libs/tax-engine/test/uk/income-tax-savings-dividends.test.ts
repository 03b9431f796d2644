/**
 * Savings, dividends, Marriage Allowance, Blind Person's Allowance and the High Income Child Benefit Charge.
 *
 * Every expected figure is worked by hand from the law and the published rates (the arithmetic is beside each case):
 * - Order of income (ITA 2007 s.16): non-savings, then savings, then dividends; allowances against non-savings first.
 * - Savings (ITA 2007 ss.12, 12A): a 0% starting rate on savings in the first £5,000 of taxable income, the band
 *   reduced £1 for £1 by taxable non-savings income; then the Personal Savings Allowance, £1,000 (£500 if any income
 *   is above the basic rate limit, £0 if any is above the higher rate limit); then 20/40/45% by the UK bands.
 * - Dividends (ITA 2007 ss.8, 13A): the dividend allowance (£1,000 in 2023-24, £500 from 2024-25), then 8.75%,
 *   33.75%, 39.35% (10.75%, 35.75%, 39.35% from 2026-27) by the UK bands, Scottish taxpayers included.
 * - Tax to the penny, a fraction of a penny left uncharged.
 * Sources: GOV.UK "Tax on dividends" https://www.gov.uk/tax-on-dividends (its worked example: £3,000 of dividends
 * and £29,570 of wages), GOV.UK "Tax on savings interest" https://www.gov.uk/apply-tax-free-interest-on-savings,
 * GOV.UK "Marriage Allowance" https://www.gov.uk/marriage-allowance (up to £252 a year),
 * GOV.UK "High Income Child Benefit Charge" https://www.gov.uk/child-benefit-tax-charge, ITEPA 2003 s.681C
 * https://www.legislation.gov.uk/ukpga/2003/1/section/681C.
 */
import { calculateUkIncomeTax, type UkIncomeTaxInput } from '../../src/uk/income-tax';
import { ukTaxYears, type UkTaxYear } from '../../src/uk/tax-year';

function calculate(overrides: Partial<UkIncomeTaxInput> & Pick<UkIncomeTaxInput, 'grossIncome' | 'taxYear'>) {
  return calculateUkIncomeTax({
    region: 'england',
    pensionContribution: 0,
    studentLoanPlan: 'none',
    includeNationalInsurance: false,
    ...overrides,
  });
}

describe('defaults keep the answers of a salary-only calculation', () => {
  it.each(ukTaxYears)('%s: explicit defaults give the same result as none', (taxYear) => {
    for (const grossIncome of [0, 20_000, 60_000, 110_000, 150_000]) {
      const plain = calculate({ grossIncome, taxYear, includeNationalInsurance: true });
      const explicit = calculate({
        grossIncome,
        taxYear,
        includeNationalInsurance: true,
        savingsIncome: 0,
        dividendIncome: 0,
        overStatePensionAge: false,
        marriageAllowance: 'none',
        blindPersonsAllowance: false,
        childBenefitChildren: 0,
      });
      expect(explicit).toEqual(plain);
      expect(plain.savingsTax).toBe(0);
      expect(plain.dividendTax).toBe(0);
      expect(plain.highIncomeChildBenefitCharge).toBe(0);
    }
  });
});

describe('dividends', () => {
  // GOV.UK "Tax on dividends", worked example: £3,000 of dividends and £29,570 of wages. Total income £32,570, less the
  // £12,570 Personal Allowance leaves £20,000 taxable, all in the basic rate band. Wages: 17,000 × 20% = 3,400.
  it.each([
    // 2023-24: allowance £1,000, 2,000 × 8.75% = 175.00
    ['2023-24', 175],
    // 2024-25 (the page's own year): allowance £500, 2,500 × 8.75% = 218.75
    ['2024-25', 218.75],
    // 2025-26: as 2024-25, 218.75
    ['2025-26', 218.75],
    // 2026-27: 2,500 × 10.75% = 268.75
    ['2026-27', 268.75],
  ] as const)('GOV.UK example, £29,570 wages and £3,000 dividends in %s: dividend tax £%s', (taxYear, dividendTax) => {
    const result = calculate({ grossIncome: 29_570, dividendIncome: 3_000, taxYear });
    expect(result.dividendTax).toBe(dividendTax);
    expect(result.incomeTax).toBe(3_400 + dividendTax);
    expect(result.takeHome).toBe(32_570 - 3_400 - dividendTax);
  });

  // A director's classic split: salary £12,570 (all Personal Allowance) and £37,700 of dividends.
  // 2025-26: 500 at 0%, 37,200 × 8.75% = 3,255.00; 2026-27: 37,200 × 10.75% = 3,999.00.
  it.each([
    ['2025-26', 3_255],
    ['2026-27', 3_999],
  ] as const)('£12,570 salary and £37,700 dividends in %s: £%s, all at the ordinary rate', (taxYear, expected) => {
    expect(calculate({ grossIncome: 12_570, dividendIncome: 37_700, taxYear }).dividendTax).toBe(expected);
  });

  // The basic rate limit (£37,700 of taxable income) is the edge between the ordinary and the upper rate, each year.
  const rates: Record<UkTaxYear, { ordinary: number; upper: number; allowance: number }> = {
    '2023-24': { ordinary: 8.75, upper: 33.75, allowance: 1_000 },
    '2024-25': { ordinary: 8.75, upper: 33.75, allowance: 500 },
    '2025-26': { ordinary: 8.75, upper: 33.75, allowance: 500 },
    '2026-27': { ordinary: 10.75, upper: 35.75, allowance: 500 },
  };
  it.each(ukTaxYears)('%s: the £1 of dividends above the basic rate limit is taxed at the upper rate', (taxYear) => {
    const { ordinary, upper, allowance } = rates[taxYear];
    // Salary 12,570 uses the allowance; dividends 37,700: (37,700 − allowance) × ordinary.
    const atLimit = calculate({ grossIncome: 12_570, dividendIncome: 37_700, taxYear }).dividendTax;
    expect(atLimit).toBe(Math.floor((37_700 - allowance) * ordinary) / 100);
    // One pound more: that pound at the upper rate, 33.75p (35.75p) charged as 33p (35p), a part of a penny uncharged.
    const above = calculate({ grossIncome: 12_570, dividendIncome: 37_701, taxYear }).dividendTax;
    expect(above).toBe((Math.floor((37_700 - allowance) * ordinary) + Math.floor(upper)) / 100);
  });

  // 2024-25, wages £90,000 and dividends £20,000: adjusted net income £110,000, so the allowance is
  // 12,570 − (10,000 / 2) = 7,570. Taxable wages 82,430: 37,700 × 20% = 7,540 + 44,730 × 40% = 17,892 → 25,432.
  // Dividends from 82,430: 500 at 0%, then 19,500 × 33.75% = 6,581.25 (below £125,140).
  it('dividends count in adjusted net income and taper the Personal Allowance', () => {
    const result = calculate({ grossIncome: 90_000, dividendIncome: 20_000, taxYear: '2024-25' });
    expect(result.personalAllowance).toBe(7_570);
    expect(result.adjustedNetIncome).toBe(110_000);
    expect(result.dividendTax).toBe(6_581.25);
    expect(result.incomeTax).toBe(25_432 + 6_581.25);
  });

  // 2025-26, wages £200,000, dividends £10,000: allowance 0. Dividends above £125,140: 500 at 0%, 9,500 × 39.35% = 3,738.25.
  it('dividends above the higher rate limit are at the additional rate', () => {
    expect(calculate({ grossIncome: 200_000, dividendIncome: 10_000, taxYear: '2025-26' }).dividendTax).toBe(3_738.25);
  });

  // Scottish taxpayer, 2024-25, wages £45,000, dividends £3,000. Wages at the Scottish rates (higher rate reached at
  // £43,662), but dividends by the UK bands: taxable wages 32,430 + 3,000 = 35,430 < 37,700, so 500 at 0% and
  // 2,500 × 8.75% = 218.75 (the ordinary rate, not an upper one).
  it('Scottish taxpayers pay the UK dividend rates by the UK bands', () => {
    const scottish = calculate({ grossIncome: 45_000, dividendIncome: 3_000, taxYear: '2024-25', region: 'scotland' });
    const english = calculate({ grossIncome: 45_000, taxYear: '2024-25', region: 'scotland' });
    expect(scottish.dividendTax).toBe(218.75);
    expect(scottish.incomeTax).toBe(english.incomeTax + 218.75);
  });
});

describe('savings', () => {
  // GOV.UK "Tax on savings interest": wages £16,000 use the £12,570 allowance and leave 3,430 taxable, which reduces the
  // £5,000 starting rate for savings to £1,570; £200 of interest is inside it: no tax.
  it('the starting rate for savings, reduced by taxable wages (2024-25, £16,000 wages, £200 interest)', () => {
    const result = calculate({ grossIncome: 16_000, savingsIncome: 200, taxYear: '2024-25' });
    expect(result.savingsTax).toBe(0);
    const band = result.breakdowns.find((group) => group.type === 'savings-tax')!.data[0]!;
    expect(band.label.key).toBe('uk.band.startingRateForSavings');
    expect(band.taxableAmount).toBe(200);
  });

  // Same wages, £4,000 of interest: 1,570 at the starting rate (0%), 1,000 Personal Savings Allowance (total taxable
  // 7,430 < 37,700), the remaining 1,430 × 20% = 286.00.
  it('starting rate, then Personal Savings Allowance, then the basic rate', () => {
    const result = calculate({ grossIncome: 16_000, savingsIncome: 4_000, taxYear: '2024-25' });
    expect(result.savingsTax).toBe(286);
    expect(result.breakdowns.find((group) => group.type === 'savings-tax')!.data.map((band) => band.taxableAmount)).toEqual([
      1_570, 1_000, 1_430,
    ]);
  });

  // No wages, £20,000 of interest (2023-24): 12,570 Personal Allowance, 5,000 starting rate, 1,000 PSA (total taxable
  // 7,430 < 37,700), 1,430 × 20% = 286.00.
  it('the Personal Allowance is set against savings when there are no wages', () => {
    expect(calculate({ grossIncome: 0, savingsIncome: 20_000, taxYear: '2023-24' }).savingsTax).toBe(286);
  });

  // 2025-26, wages £60,000 and interest £2,000: taxable wages 47,430 (above £17,570: no starting rate); a higher rate
  // taxpayer's PSA is £500; 1,500 × 40% = 600.00.
  it('a higher rate taxpayer has a £500 Personal Savings Allowance', () => {
    expect(calculate({ grossIncome: 60_000, savingsIncome: 2_000, taxYear: '2025-26' }).savingsTax).toBe(600);
  });

  // 2026-27, wages £200,000 and interest £1,000: an additional rate taxpayer has no PSA; 1,000 × 45% = 450.00.
  it('an additional rate taxpayer has no Personal Savings Allowance', () => {
    expect(calculate({ grossIncome: 200_000, savingsIncome: 1_000, taxYear: '2026-27' }).savingsTax).toBe(450);
  });

  // Wages £12,570 and interest £25,000 + dividends £5,000 (2025-26). Savings: 5,000 at 0%, then total taxable income
  // 30,000 < 37,700 gives a PSA of 1,000, then 19,000 × 20% = 3,800. Dividends sit above savings, from 25,000 to 30,000:
  // 500 at 0%, 4,500 × 8.75% = 393.75.
  it('dividends are placed above savings (ITA 2007 s.16)', () => {
    const result = calculate({ grossIncome: 12_570, savingsIncome: 25_000, dividendIncome: 5_000, taxYear: '2025-26' });
    expect(result.savingsTax).toBe(3_800);
    expect(result.dividendTax).toBe(393.75);
  });

  // Each year, the £1 of taxable wages that uses up the starting rate band: wages 17,570 leave 5,000 taxable, no
  // starting rate left; £1,001 of interest: PSA 1,000, then £1 at 20% = 0.20. With wages 17,569: £1 of starting rate left,
  // so the whole 1,001 is untaxed.
  it.each(ukTaxYears)('%s: the starting rate band ends at £5,000 of taxable wages', (taxYear) => {
    expect(calculate({ grossIncome: 17_570, savingsIncome: 1_001, taxYear }).savingsTax).toBe(0.2);
    expect(calculate({ grossIncome: 17_569, savingsIncome: 1_001, taxYear }).savingsTax).toBe(0);
  });
});

describe('Marriage Allowance', () => {
  // 10% of £12,570 = 1,257, rounded up to £1,260; the receiver's reduction is 1,260 × 20% = £252 (GOV.UK: "up to £252").
  it.each(ukTaxYears)('%s: the receiver of £30,000 pays £252 less', (taxYear) => {
    // (30,000 − 12,570) × 20% = 3,486 − 252 = 3,234.
    const result = calculate({ grossIncome: 30_000, taxYear, marriageAllowance: 'receive' });
    expect(result.incomeTax).toBe(3_234);
    expect(result.marriageAllowanceReduction).toBe(252);
  });

  it('the reduction cannot exceed the tax it reduces', () => {
    // Wages 13,000: (13,000 − 12,570) × 20% = 86, so the reduction is 86, not 252.
    expect(calculate({ grossIncome: 13_000, taxYear: '2024-25', marriageAllowance: 'receive' }).incomeTax).toBe(0);
  });

  it('a higher rate receiver gets no reduction', () => {
    // 60,000: 37,700 × 20% + 9,730 × 40% = 7,540 + 3,892 = 11,432, unchanged.
    const result = calculate({ grossIncome: 60_000, taxYear: '2024-25', marriageAllowance: 'receive' });
    expect(result.incomeTax).toBe(11_432);
    expect(result.marriageAllowanceReduction).toBe(0);
  });

  it('the transferor keeps a Personal Allowance of £11,310', () => {
    // 20,000 − 11,310 = 8,690 × 20% = 1,738.
    const result = calculate({ grossIncome: 20_000, taxYear: '2025-26', marriageAllowance: 'transfer' });
    expect(result.personalAllowance).toBe(11_310);
    expect(result.incomeTax).toBe(1_738);
  });
});

describe("Blind Person's Allowance", () => {
  // Wages £20,000: allowances 12,570 + BPA; tax (20,000 − 12,570 − BPA) × 20%.
  it.each([
    ['2023-24', 2_870, 912], // 20,000 − 15,440 = 4,560 × 20% = 912
    ['2024-25', 3_070, 872], // 20,000 − 15,640 = 4,360 × 20% = 872
    ['2025-26', 3_130, 860], // 20,000 − 15,700 = 4,300 × 20% = 860
    ['2026-27', 3_250, 836], // 20,000 − 15,820 = 4,180 × 20% = 836
  ] as const)('%s: £%s added to the allowance', (taxYear, allowance, tax) => {
    const result = calculate({ grossIncome: 20_000, taxYear, blindPersonsAllowance: true });
    expect(result.blindPersonsAllowance).toBe(allowance);
    expect(result.incomeTax).toBe(tax);
  });

  // BPA is not tapered: wages £130,000 (2024-25) lose the whole Personal Allowance but keep BPA 3,070.
  // Taxable 126,930: 37,700 × 20% = 7,540 + 87,440 × 40% = 34,976 + 1,790 × 45% = 805.50 → 43,321.50.
  it('is not withdrawn by the £100,000 taper', () => {
    expect(calculate({ grossIncome: 130_000, taxYear: '2024-25', blindPersonsAllowance: true }).incomeTax).toBe(43_321.5);
  });
});

describe('High Income Child Benefit Charge', () => {
  // 2023-24, one child: 24.00 × 52 = 1,248.00 of Child Benefit; 1% per £100 above £50,000.
  it('2023-24: 1% per £100 above £50,000', () => {
    // 55,000: 5,000 / 100 = 50% → 624.00
    expect(calculate({ grossIncome: 55_000, taxYear: '2023-24', childBenefitChildren: 1 }).highIncomeChildBenefitCharge).toBe(624);
    // 50,099: no whole £100 step → 0
    expect(calculate({ grossIncome: 50_099, taxYear: '2023-24', childBenefitChildren: 1 }).highIncomeChildBenefitCharge).toBe(0);
    // 50,100: 1% of 1,248 = 12.48
    expect(calculate({ grossIncome: 50_100, taxYear: '2023-24', childBenefitChildren: 1 }).highIncomeChildBenefitCharge).toBe(12.48);
    // 60,000 and above: the whole benefit
    expect(calculate({ grossIncome: 75_000, taxYear: '2023-24', childBenefitChildren: 1 }).highIncomeChildBenefitCharge).toBe(1_248);
  });

  // 2024-25, two children: (25.60 + 16.95) × 52 = 2,212.60; 1% per £200 above £60,000.
  it('2024-25: 1% per £200 above £60,000', () => {
    // 70,000: 10,000 / 200 = 50% → 1,106.30
    const result = calculate({ grossIncome: 70_000, taxYear: '2024-25', childBenefitChildren: 2 });
    expect(result.childBenefit).toBe(2_212.6);
    expect(result.highIncomeChildBenefitCharge).toBe(1_106.3);
    expect(result.totalTax).toBe(result.incomeTax + 1_106.3);
    // 60,199: no whole step → 0; 60,200: 1% of 2,212.60 = 22.126 → 22.12 (the penny below)
    expect(calculate({ grossIncome: 60_199, taxYear: '2024-25', childBenefitChildren: 2 }).highIncomeChildBenefitCharge).toBe(0);
    expect(calculate({ grossIncome: 60_200, taxYear: '2024-25', childBenefitChildren: 2 }).highIncomeChildBenefitCharge).toBe(22.12);
  });

  it.each([
    ['2025-26', 1_354.6], // 26.05 × 52
    ['2026-27', 1_406.6], // 27.05 × 52
  ] as const)('%s: one child, the whole benefit at £80,000', (taxYear, benefit) => {
    expect(calculate({ grossIncome: 80_000, taxYear, childBenefitChildren: 1 }).highIncomeChildBenefitCharge).toBe(benefit);
    // 79,999: 19,999 / 200 = 99 whole steps → 99%
    expect(calculate({ grossIncome: 79_999, taxYear, childBenefitChildren: 1 }).highIncomeChildBenefitCharge).toBe(
      Math.floor(benefit * 99) / 100,
    );
  });

  // Adjusted net income includes dividends and is after salary sacrifice: wages 58,000 − pension 3,000 + dividends 7,000
  // = 62,000 (2024-25): 2,000 / 200 = 10% of 1,331.20 (25.60 × 52) = 133.12.
  it('works on adjusted net income', () => {
    expect(
      calculate({ grossIncome: 58_000, pensionContribution: 3_000, dividendIncome: 7_000, taxYear: '2024-25', childBenefitChildren: 1 })
        .highIncomeChildBenefitCharge,
    ).toBe(133.12);
  });
});

describe('over State Pension age', () => {
  it('no employee National Insurance', () => {
    const result = calculate({ grossIncome: 40_000, taxYear: '2025-26', includeNationalInsurance: true, overStatePensionAge: true });
    expect(result.nationalInsurance).toBe(0);
    // 27,430 × 20% = 5,486
    expect(result.takeHome).toBe(40_000 - 5_486);
  });
});
