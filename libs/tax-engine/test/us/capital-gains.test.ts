/**
 * US capital gains cases, as data: { name, period, input, output, source }. Expected figures by hand:
 * - Taxable income = wages + gains − basic standard deduction; the long-term gain sits on top (Qualified Dividends
 *   and Capital Gain Tax Worksheet, Form 1040 instructions: line 5 ordinary part, line 9 at 0%, line 17 at 15%,
 *   line 20 at 20%, line 25 never above the regular tax on all taxable income, line 24).
 * - Breakpoints (maximum zero rate / maximum 15% rate amounts): Rev. Proc. 2022-38 / 2023-34 / 2024-40, §3.03;
 *   Rev. Proc. 2025-32, §4.03 for 2026.
 * - Short-term gain: ordinary tax with it less ordinary tax without it (rate tables §3.01).
 * - NIIT (Form 8960): 3.8% × min(net investment income, MAGI − threshold); thresholds IRC §1411(b).
 */
import { calculateUsCapitalGains, type UsCapitalGainsInput, type UsCapitalGainsResult } from '../../src/us/capital-gains';
import type { UsTaxYear } from '../../src/us/tax-year';
import type { Reference } from '../../src/core/parameter';

const S = {
  rp2022_38: {
    title: 'IRS Rev. Proc. 2022-38, §3.03 (2023 maximum zero rate amount $44,625 / $89,250 joint / $59,750 HOH)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-22-38.pdf',
  },
  rp2023_34: {
    title:
      'IRS Rev. Proc. 2023-34, §3.03 (2024: $47,025 / $94,050 joint / $63,000 HOH; 15% to $518,900 / $583,750 / $291,850 MFS / $551,350 HOH)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  rp2024_40: {
    title:
      'IRS Rev. Proc. 2024-40, §3.03 (2025: $48,350 / $96,700 joint / $64,750 HOH; 15% to $533,400 / $600,050 / $300,000 MFS / $566,700 HOH)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
  },
  rp2025_32: {
    title:
      'IRS Rev. Proc. 2025-32, §4.03 (2026: 0% to $49,450 / $98,900 joint / $49,450 MFS / $66,200 HOH; 15% to $545,500 / $613,700 / $306,850 MFS / $579,600 HOH) and §4.14 standard deduction',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  pl119_21: {
    title: 'P.L. 119-21 §70102: 2025 standard deduction $15,750 / $31,500 / $23,625',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  qdcgtw: {
    title: 'IRS 2024 Instructions for Form 1040, Qualified Dividends and Capital Gain Tax Worksheet—Line 16',
    href: 'https://www.irs.gov/pub/irs-prior/i1040gi--2024.pdf',
  },
  scheduleD: { title: 'IRS Instructions for Schedule D (Form 1040)', href: 'https://www.irs.gov/instructions/i1040sd' },
  form8960: {
    title: 'IRS Instructions for Form 8960 (NIIT thresholds $250,000 joint/QSS, $125,000 MFS, $200,000 other)',
    href: 'https://www.irs.gov/instructions/i8960',
  },
  irc1411: { title: '26 U.S.C. §1411', href: 'https://www.law.cornell.edu/uscode/text/26/1411' },
} as const satisfies Record<string, Reference>;

type CaseInput = Omit<UsCapitalGainsInput, 'taxYear' | 'filingStatus'> & Partial<Pick<UsCapitalGainsInput, 'filingStatus'>>;
type CaseOutput = Partial<
  Pick<
    UsCapitalGainsResult,
    'taxableIncome' | 'shortTermTax' | 'longTermTax' | 'netInvestmentIncomeTax' | 'capitalGainsTax' | 'inputAmount'
  >
>;
interface GainsCase {
  readonly name: string;
  readonly period: UsTaxYear;
  readonly input: CaseInput;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

const cases: GainsCase[] = [
  {
    // 2024 single: TI = 50,000 + 10,000 − 14,600 = 45,400; ordinary part 35,400; 0% up to 47,025 → all 10,000 at 0%.
    name: '2024 single, long-term gain entirely in the 0% band',
    period: 2024,
    input: { annualIncome: 50_000, longTermGain: 10_000 },
    output: { taxableIncome: 45_400, longTermTax: 0, shortTermTax: 0, netInvestmentIncomeTax: 0, capitalGainsTax: 0, inputAmount: 10_000 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // TI = 51,625 + 10,000 − 14,600 = 47,025 = the maximum zero rate amount: all at 0%.
    name: '2024 single, taxable income exactly at the 0% breakpoint ($47,025)',
    period: 2024,
    input: { annualIncome: 51_625, longTermGain: 10_000 },
    output: { taxableIncome: 47_025, longTermTax: 0 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // One dollar more: 1 × 15% = 0.15. Line 24 check: line 23 = tax on 37,025 (1,160 + 12% × 25,425 = 4,211) + 0.15
    // = 4,211.15; line 24 = tax on 47,026 (1,160 + 12% × 35,426 = 5,411.12); the smaller, line 23, stands.
    name: '2024 single, $1 over the 0% breakpoint',
    period: 2024,
    input: { annualIncome: 51_625, longTermGain: 10_001 },
    output: { taxableIncome: 47_026, longTermTax: 0.15 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // TI = 60,000 + 20,000 − 14,600 = 65,400; ordinary 45,400; 0% on 47,025 − 45,400 = 1,625; 15% on 18,375 = 2,756.25.
    name: '2024 single, gain straddling the 0%/15% breakpoint',
    period: 2024,
    input: { annualIncome: 60_000, longTermGain: 20_000 },
    output: { taxableIncome: 65_400, longTermTax: 2_756.25, capitalGainsTax: 2_756.25 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // TI = 500,000 + 100,000 − 14,600 = 585,400; ordinary 485,400; 15% on 518,900 − 485,400 = 33,500 → 5,025;
    // 20% on 66,500 → 13,300; LT 18,325. NIIT: MAGI 600,000 − 200,000 = 400,000 > 100,000 → 3.8% × 100,000 = 3,800.
    name: '2024 single, gain straddling the 15%/20% breakpoint, with NIIT on the whole gain',
    period: 2024,
    input: { annualIncome: 500_000, longTermGain: 100_000 },
    output: { taxableIncome: 585_400, longTermTax: 18_325, netInvestmentIncomeTax: 3_800, capitalGainsTax: 22_125 },
    source: [S.rp2023_34, S.qdcgtw, S.form8960],
  },
  {
    // Ordinary without the gain: 35,400 → 1,160 + 12% × 23,800 = 4,016; with it: 45,400 → 1,160 + 12% × 33,800 = 5,216.
    name: '2024 single, short-term gain taxed as ordinary income',
    period: 2024,
    input: { annualIncome: 50_000, shortTermGain: 10_000 },
    output: { taxableIncome: 45_400, shortTermTax: 1_200, longTermTax: 0, capitalGainsTax: 1_200 },
    source: [S.rp2023_34, S.scheduleD],
  },
  {
    // MFJ 2024: TI = 100,000 + 5,000 + 20,000 − 29,200 = 95,800; ordinary 75,800; 0% on 94,050 − 75,800 = 18,250;
    // 15% on 1,750 = 262.50. ST: 70,800 → 2,320 + 12% × 47,600 = 8,032; 75,800 → 2,320 + 12% × 52,600 = 8,632 → 600.
    name: '2024 married joint, short- and long-term gains together',
    period: 2024,
    input: { annualIncome: 100_000, shortTermGain: 5_000, longTermGain: 20_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 95_800, shortTermTax: 600, longTermTax: 262.5, netInvestmentIncomeTax: 0, capitalGainsTax: 862.5 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // Line 24 limit: ordinary taxable 47,025, gain 100 in the 15% band (47,025-47,125) but the 12% rate row runs to
    // 47,150: line 23 = 5,411 (1,160 + 12% × 35,425) + 15 = 5,426; line 24 = 1,160 + 12% × 35,525 = 5,423 → LT tax 12.
    name: '2024 single, worksheet line 24: a gain below the top of the 12% row costs 12%, not 15%',
    period: 2024,
    input: { annualIncome: 61_625, longTermGain: 100 },
    output: { taxableIncome: 47_125, longTermTax: 12 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // TI = max(0, 5,000 + 5,000 − 14,600) = 0: the gain is covered by the unused deduction.
    name: '2024 single, gain covered by the unused standard deduction',
    period: 2024,
    input: { annualIncome: 5_000, longTermGain: 5_000 },
    output: { taxableIncome: 0, longTermTax: 0, capitalGainsTax: 0 },
    source: [S.rp2023_34, S.qdcgtw],
  },
  {
    // MAGI 190,000 + 10,000 = 200,000 = threshold → NIIT 0. LT: ordinary 175,400, all 15%: 1,500.
    name: '2024 single, MAGI exactly at the $200,000 NIIT threshold',
    period: 2024,
    input: { annualIncome: 190_000, longTermGain: 10_000 },
    output: { netInvestmentIncomeTax: 0, longTermTax: 1_500 },
    source: [S.form8960, S.irc1411],
  },
  {
    // MAGI 200,001 → 3.8% × 1 = 0.038 → 0.04. LT 15% × 10,001 = 1,500.15. Total 1,500.19.
    name: '2024 single, $1 over the NIIT threshold',
    period: 2024,
    input: { annualIncome: 190_000, longTermGain: 10_001 },
    output: { netInvestmentIncomeTax: 0.04, longTermTax: 1_500.15, capitalGainsTax: 1_500.19 },
    source: [S.form8960, S.irc1411],
  },
  {
    // 2025 MFJ: MAGI 270,000 − 250,000 = 20,000 < NII 30,000 → 3.8% × 20,000 = 760.
    // LT: TI = 270,000 − 31,500 = 238,500; ordinary 208,500 > 96,700 → all 15%: 4,500.
    name: '2025 married joint, NIIT on MAGI above $250,000 (less than the gain)',
    period: 2025,
    input: { annualIncome: 240_000, longTermGain: 30_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 238_500, longTermTax: 4_500, netInvestmentIncomeTax: 760, capitalGainsTax: 5_260 },
    source: [S.rp2024_40, S.pl119_21, S.form8960],
  },
  {
    // 2023 MFS: NIIT threshold 125,000; MAGI 150,000 → 3.8% × 25,000 = 950. LT: TI = 150,000 − 13,850 = 136,150,
    // ordinary 86,150 > 44,625 → all 15% (below 276,900): 7,500.
    name: '2023 married separate, NIIT threshold $125,000',
    period: 2023,
    input: { annualIncome: 100_000, longTermGain: 50_000, filingStatus: 'married-separate' },
    output: { taxableIncome: 136_150, longTermTax: 7_500, netInvestmentIncomeTax: 950 },
    source: [S.rp2022_38, S.form8960],
  },
  {
    // 2025 QSS uses the joint amounts: NIIT threshold 250,000 → MAGI 250,000 → 0. TI = 250,000 − 31,500 = 218,500;
    // ordinary 168,500 > 96,700 → 15% × 50,000 = 7,500.
    name: '2025 qualifying surviving spouse: joint breakpoints and the $250,000 NIIT threshold',
    period: 2025,
    input: { annualIncome: 200_000, longTermGain: 50_000, filingStatus: 'qualifying-surviving-spouse' },
    output: { taxableIncome: 218_500, longTermTax: 7_500, netInvestmentIncomeTax: 0 },
    source: [S.rp2024_40, S.form8960],
  },
  {
    // 2025 HOH: TI = 80,000 + 10,000 − 23,625 = 66,375; ordinary 56,375; 0% to 64,750: 8,375; 15% × 1,625 = 243.75.
    name: '2025 head of household, straddling $64,750',
    period: 2025,
    input: { annualIncome: 80_000, longTermGain: 10_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 66_375, longTermTax: 243.75 },
    source: [S.rp2024_40, S.pl119_21, S.qdcgtw],
  },
  {
    // 2023 single 20% band: TI = 600,000 − 13,850 = 586,150; ordinary 536,150 > 492,300 → 20% × 50,000 = 10,000;
    // NIIT 3.8% × 50,000 = 1,900.
    name: '2023 single, gain wholly in the 20% band',
    period: 2023,
    input: { annualIncome: 550_000, longTermGain: 50_000 },
    output: { taxableIncome: 586_150, longTermTax: 10_000, netInvestmentIncomeTax: 1_900, capitalGainsTax: 11_900 },
    source: [S.rp2022_38, S.form8960],
  },
];

/**
 * 2026 breakpoints, each reached exactly and passed by one dollar. Standard deduction (Rev. Proc. 2025-32 §4.14):
 * $16,100 single and separate, $32,200 joint, $24,150 head of household.
 */
const cases2026: GainsCase[] = [
  {
    // TI = 55,550 + 10,000 − 16,100 = 49,450 = the single maximum zero rate amount: all 10,000 at 0%.
    name: '2026 single, taxable income exactly at the 0% breakpoint ($49,450)',
    period: 2026,
    input: { annualIncome: 55_550, longTermGain: 10_000 },
    output: { taxableIncome: 49_450, longTermTax: 0, capitalGainsTax: 0 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // 1 × 15% = 0.15. Line 24 check: line 23 = tax on 39,450 (1,240 + 12% × 27,050 = 4,486) + 0.15 = 4,486.15;
    // line 24 = tax on 49,451 (1,240 + 12% × 37,051 = 5,686.12); the smaller, line 23, stands.
    name: '2026 single, $1 over the 0% breakpoint',
    period: 2026,
    input: { annualIncome: 55_550, longTermGain: 10_001 },
    output: { taxableIncome: 49_451, longTermTax: 0.15 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // TI = 111,100 + 20,000 − 32,200 = 98,900 = the joint maximum zero rate amount: all at 0%.
    name: '2026 married joint, taxable income exactly at the 0% breakpoint ($98,900)',
    period: 2026,
    input: { annualIncome: 111_100, longTermGain: 20_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 98_900, longTermTax: 0 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // 1 × 15% = 0.15; line 23 = 2,480 + 12% × 54,100 = 8,972 + 0.15 < line 24 = 2,480 + 12% × 74,101 = 11,372.12.
    name: '2026 married joint, $1 over the 0% breakpoint',
    period: 2026,
    input: { annualIncome: 111_100, longTermGain: 20_001, filingStatus: 'married-joint' },
    output: { taxableIncome: 98_901, longTermTax: 0.15 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // Qualifying surviving spouse: the joint breakpoint.
    name: '2026 qualifying surviving spouse, exactly at the joint 0% breakpoint',
    period: 2026,
    input: { annualIncome: 111_100, longTermGain: 20_000, filingStatus: 'qualifying-surviving-spouse' },
    output: { taxableIncome: 98_900, longTermTax: 0 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // TI = 55,550 + 10,000 − 16,100 = 49,450 (the separate amount equals the single one); +1 → 0.15.
    name: '2026 married separate, $1 over the 0% breakpoint ($49,450)',
    period: 2026,
    input: { annualIncome: 55_550, longTermGain: 10_001, filingStatus: 'married-separate' },
    output: { taxableIncome: 49_451, longTermTax: 0.15 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // TI = 80,350 + 10,000 − 24,150 = 66,200 = the head-of-household maximum zero rate amount: all at 0%.
    name: '2026 head of household, taxable income exactly at the 0% breakpoint ($66,200)',
    period: 2026,
    input: { annualIncome: 80_350, longTermGain: 10_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 66_200, longTermTax: 0 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // 1 × 15% = 0.15; line 23 = 1,770 + 12% × 38,500 = 6,390 + 0.15 < line 24 = 1,770 + 12% × 48,501 = 7,590.12.
    name: '2026 head of household, $1 over the 0% breakpoint',
    period: 2026,
    input: { annualIncome: 80_350, longTermGain: 10_001, filingStatus: 'head-of-household' },
    output: { taxableIncome: 66_201, longTermTax: 0.15 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // TI = 500,000 + 61,600 − 16,100 = 545,500 = the single maximum 15% rate amount; ordinary 483,900 is past 49,450, so
    // 15% × 61,600 = 9,240. NIIT: MAGI 561,600 − 200,000 = 361,600 > 61,600 → 3.8% × 61,600 = 2,340.80.
    name: '2026 single, taxable income exactly at the 15%/20% breakpoint ($545,500)',
    period: 2026,
    input: { annualIncome: 500_000, longTermGain: 61_600 },
    output: { taxableIncome: 545_500, longTermTax: 9_240, netInvestmentIncomeTax: 2_340.8, capitalGainsTax: 11_580.8 },
    source: [S.rp2025_32, S.qdcgtw, S.form8960],
  },
  {
    // One dollar more is taxed at 20%: 9,240 + 0.20.
    name: '2026 single, $1 over the 15%/20% breakpoint',
    period: 2026,
    input: { annualIncome: 500_000, longTermGain: 61_601 },
    output: { taxableIncome: 545_501, longTermTax: 9_240.2 },
    source: [S.rp2025_32, S.qdcgtw],
  },
  {
    // MFS: TI = 300,000 + 22,950 − 16,100 = 306,850; 15% × 22,950 = 3,442.50. NIIT threshold 125,000:
    // MAGI 322,950 − 125,000 > 22,950. One dollar more of gain: 20% × 1 = 0.20 → 3,442.70; NIIT 3.8% × 22,951 = 872.138 → 872.14.
    name: '2026 married separate, $1 over the 15%/20% breakpoint ($306,850)',
    period: 2026,
    input: { annualIncome: 300_000, longTermGain: 22_951, filingStatus: 'married-separate' },
    output: { taxableIncome: 306_851, longTermTax: 3_442.7, netInvestmentIncomeTax: 872.14 },
    source: [S.rp2025_32, S.qdcgtw, S.form8960],
  },
  {
    // Joint: TI = 600,000 + 45,900 − 32,200 = 613,700; 15% × 45,900 = 6,885. NIIT: MAGI 645,900 − 250,000 > gain →
    // 3.8% × 45,900 = 1,744.20.
    name: '2026 married joint, exactly at the 15%/20% breakpoint ($613,700)',
    period: 2026,
    input: { annualIncome: 600_000, longTermGain: 45_900, filingStatus: 'married-joint' },
    output: { taxableIncome: 613_700, longTermTax: 6_885, netInvestmentIncomeTax: 1_744.2 },
    source: [S.rp2025_32, S.qdcgtw, S.form8960],
  },
  {
    // Head of household: TI = 550,000 + 53,750 − 24,150 = 579,600; 15% × 53,750 = 8,062.50; +1 → 8,062.70.
    name: '2026 head of household, $1 over the 15%/20% breakpoint ($579,600)',
    period: 2026,
    input: { annualIncome: 550_000, longTermGain: 53_751, filingStatus: 'head-of-household' },
    output: { taxableIncome: 579_601, longTermTax: 8_062.7 },
    source: [S.rp2025_32, S.qdcgtw],
  },
];

describe('US capital gains cases', () => {
  test.each([...cases, ...cases2026].map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = calculateUsCapitalGains({ filingStatus: 'single', ...c.input, taxYear: c.period });
    const picked = Object.fromEntries(Object.keys(c.output).map((key) => [key, result[key as keyof CaseOutput]]));
    expect(picked).toEqual(c.output);
    expect(result.totalTax).toBe(result.capitalGainsTax);
    for (const source of c.source) expect(source.href).toMatch(/^https:\/\//);
  });

  test('result shape: calculation type, groups, summary', () => {
    const result = calculateUsCapitalGains({ taxYear: 2024, filingStatus: 'single', annualIncome: 60_000, longTermGain: 20_000 });
    expect(result).toMatchObject({
      calculationType: 'us-capital-gains',
      taxYear: '2024',
      currency: 'USD',
      inputAmount: 20_000,
      effectiveRate: 13.78,
    }); // 2,756.25 / 20,000
    expect(result.summary).toHaveLength(4);
    expect(result.breakdowns.map((group) => group.type)).toEqual(['capital-gains', 'income-tax', 'net-investment-income-tax']);
    const longTerm = result.breakdowns[0]!;
    expect(longTerm.data.map((band) => [band.rate, band.taxableAmount, band.amount])).toEqual([
      [0, 1_625, 0],
      [15, 18_375, 2_756.25],
      [20, 0, 0],
    ]);
    expect(result.marginalRate).toBe(15);
  });

  test('negative gains are rejected (losses are out of scope)', () => {
    expect(() => calculateUsCapitalGains({ taxYear: 2024, filingStatus: 'single', annualIncome: 1, longTermGain: -1 })).toThrow(RangeError);
  });
});
