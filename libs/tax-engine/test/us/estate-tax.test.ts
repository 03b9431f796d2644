/**
 * Federal estate tax (src/us/estate-tax.ts) against the statute's own figures and Form 706 Part 2, by hand.
 * - 26 U.S.C. §2001(c): the rate schedule prints the tax at each bracket edge ("$345,800, plus 40 percent of the
 *   excess of such amount over $1,000,000"): https://www.law.cornell.edu/uscode/text/26/2001
 * - IRS Instructions for Form 706, Part 2 lines 1-12 and Table A: https://www.irs.gov/instructions/i706
 * - Basic exclusion amounts: Rev. Proc. 2023-34 §3.41 ($13,610,000 for 2024), Rev. Proc. 2024-40 §3.41
 *   ($13,990,000 for 2025), P.L. 119-21 §70106 ($15,000,000 for 2026).
 */
import { usTaxYearStart } from '../../src/us/tax-year';
import { calculateUsEstateTax, tentativeEstateTax } from '../../src/us/estate-tax';

describe('§2001(c) unified rate schedule: the tax printed at each edge', () => {
  // "Over $10,000 but not over $20,000: $1,800, plus 20 percent of the excess over $10,000", and so on.
  test.each([
    [10_000, 1_800],
    [20_000, 3_800],
    [40_000, 8_200],
    [60_000, 13_000],
    [80_000, 18_200],
    [100_000, 23_800],
    [150_000, 38_800],
    [250_000, 70_800],
    [500_000, 155_800],
    [750_000, 248_300],
    [1_000_000, 345_800],
  ])('tentative tax on $%i is $%i', (amount, tax) => {
    expect(tentativeEstateTax(amount * 100, usTaxYearStart(2025)) / 100).toBe(tax);
    // One dollar more is taxed at the next rate: e.g. $1,000,001 → 345,800.40.
  });

  test('one dollar above $1,000,000 is taxed at 40%', () => {
    expect(tentativeEstateTax(1_000_001 * 100, usTaxYearStart(2025)) / 100).toBe(345_800.4);
  });
});

describe('applicable credit: the tentative tax on the basic exclusion amount', () => {
  // 345,800 + 40% × (BEA − 1,000,000): 2024 345,800 + 5,044,000 = 5,389,800; 2025 345,800 + 5,196,000 = 5,541,800;
  // 2026 345,800 + 5,600,000 = 5,945,800 (the Form 706 instructions print 5,389,800 and 5,541,800).
  test.each([
    [2024, 13_610_000, 5_389_800],
    [2025, 13_990_000, 5_541_800],
    [2026, 15_000_000, 5_945_800],
  ] as const)('%i: exclusion $%i, credit $%i; no tax at the exclusion, 40 cents a dollar above it', (taxYear, exclusion, credit) => {
    const atExclusion = calculateUsEstateTax({ taxYear, taxableEstate: exclusion });
    expect([atExclusion.basicExclusionAmount, atExclusion.applicableCredit, atExclusion.estateTax]).toEqual([exclusion, credit, 0]);
    expect(calculateUsEstateTax({ taxYear, taxableEstate: exclusion + 1_000 }).estateTax).toBe(400);
  });
});

describe('Form 706 Part 2', () => {
  // 2025: gross estate 30,000,000, marital deduction 5,000,000, charitable 1,000,000, debts 500,000 → line 3c
  // 23,500,000. Line 6: 345,800 + 40% × 22,500,000 = 9,345,800; line 9e 5,541,800; line 12 3,804,000
  // (= 40% × (23,500,000 − 13,990,000)).
  test('deductions from the gross estate', () => {
    const result = calculateUsEstateTax({
      taxYear: 2025,
      grossEstate: 30_000_000,
      maritalDeduction: 5_000_000,
      charitableDeduction: 1_000_000,
      debtsAndExpenses: 500_000,
    });
    expect([result.taxableEstate, result.tentativeTax, result.applicableCredit, result.estateTax]).toEqual([
      23_500_000, 9_345_800, 5_541_800, 3_804_000,
    ]);
  });

  // DSUE (line 9b) adds to the exclusion: 2025, taxable estate 20,000,000, DSUE 5,000,000 → exclusion 18,990,000;
  // tax 40% × (20,000,000 − 18,990,000) = 404,000.
  test('a deceased spouse’s unused exclusion', () => {
    const result = calculateUsEstateTax({ taxYear: 2025, taxableEstate: 20_000_000, deceasedSpouseUnusedExclusion: 5_000_000 });
    expect([result.applicableExclusionAmount, result.estateTax]).toEqual([18_990_000, 404_000]);
  });

  // Adjusted taxable gifts (line 4) join the base and gift tax payable (line 7) comes off: 2026, taxable estate
  // 14,000,000, gifts 3,000,000, gift tax payable 100,000. Line 5 17,000,000; line 6 345,800 + 40% × 16,000,000 =
  // 6,745,800; line 8 6,645,800; line 12 6,645,800 − 5,945,800 = 700,000.
  test('adjusted taxable gifts and gift tax payable', () => {
    const result = calculateUsEstateTax({
      taxYear: 2026,
      taxableEstate: 14_000_000,
      adjustedTaxableGifts: 3_000_000,
      giftTaxPayable: 100_000,
    });
    expect([result.taxBase, result.tentativeTax, result.grossEstateTax, result.estateTax]).toEqual([
      17_000_000, 6_745_800, 6_645_800, 700_000,
    ]);
    expect(result.breakdowns[1]!.totalAmount).toBe(6_745_800 - 700_000);
  });

  test('a small estate owes nothing and the credit is only used up to the tentative tax', () => {
    const result = calculateUsEstateTax({ taxYear: 2024, grossEstate: 2_000_000, debtsAndExpenses: 2_500_000 });
    expect([result.taxableEstate, result.tentativeTax, result.estateTax]).toEqual([0, 0, 0]);
  });
});

describe('state death taxes: named, not yet computed', () => {
  test.each([
    [2025, 'NY', true, false],
    [2025, 'MD', true, true],
    [2025, 'PA', false, true],
    [2024, 'IA', false, true],
    [2025, 'IA', false, false],
    [2025, 'TX', false, false],
  ] as const)('%i %s: estate tax %s, inheritance tax %s', (taxYear, state, estateTax, inheritanceTax) => {
    const result = calculateUsEstateTax({ taxYear, taxableEstate: 1_000_000, state });
    expect(result.stateDeathTax).toEqual({ state, estateTax, inheritanceTax, modelled: false });
    expect(result.noteLabels).toHaveLength(1);
  });
});
