/**
 * Alabama cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
 * arithmetic to the cent, each bracket rounded half up). Sources per case.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: {
    readonly federalTaxDeduction: number;
    readonly taxableIncome: number;
    readonly tax: number;
    readonly marginalRate?: number;
  };
  readonly source: readonly string[];
}

const sources = {
  booklet2024: 'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
  code4018_15: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  irs2024: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  booklet2025: 'https://www.revenue.alabama.gov/wp-content/uploads/2026/01/25f40bk.pdf',
  code4018_5: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/',
  pl119_21: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  revProc2025_32: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
} as const;

/*
 * The federal income tax deducted is the federal tax on the same wages (2024: standard deduction $14,600 single /
 * $29,200 joint; 10% to $11,600 / $23,200, 12% to $47,150 / $94,300, 22% to $100,525 / $201,050, 24% to $191,950 /
 * $383,900), Form 1040 line 22 for a wage earner with no credits.
 */
const cases: Case[] = [
  {
    // Federal: 50,000 - 14,600 = 35,400; 10% x 11,600 = 1,160 + 12% x 23,800 = 2,856 -> 4,016 deducted.
    // Standard deduction: AGI 50,000 is 24,500 over 25,500 = 49 steps of $500 x $25 = 1,225 off $3,000 -> floored at $2,500.
    // 50,000 - 2,500 - 1,500 exemption - 4,016 federal tax = 41,984 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 38,984 = 1,949.20 -> 2,059.20 (2,260 without the federal tax deduction)
    name: 'single, wages $50,000 (2024): standard deduction at its $2,500 minimum, federal tax deducted',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 4016, taxableIncome: 41_984, tax: 2059.2, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15, sources.irs2024],
  },
  {
    // Federal: 135,400 taxable: 1,160 + 4,266 + 22% x 53,375 = 11,742.50 + 24% x 34,875 = 8,370 -> 25,538.50.
    // 150,000 - 2,500 - 1,500 - 25,538.50 = 120,461.50 taxable: 10 + 100 + 5% x 117,461.50 = 5,873.08 -> 5,983.08
    name: 'single, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 25_538.5, taxableIncome: 120_461.5, tax: 5983.08, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15, sources.irs2024],
  },
  {
    // Federal: 50,000 - 29,200 = 20,800 x 10% = 2,080. Standard deduction 8,500 - 49 x 175 -> floored at $5,000.
    // 50,000 - 5,000 - 3,000 - 2,080 = 39,920 taxable: 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 33,920 = 1,696 -> 1,916
    name: 'married filing jointly, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 2080, taxableIncome: 39_920, tax: 1916, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15, sources.irs2024],
  },
  {
    // Federal: 120,800 taxable: 2,320 + 12% x 71,100 = 8,532 + 22% x 26,500 = 5,830 -> 16,682.
    // 150,000 - 5,000 - 3,000 - 16,682 = 125,318 taxable: 20 + 200 + 5% x 119,318 = 5,965.90 -> 6,185.90
    name: 'married filing jointly, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 16_682, taxableIncome: 125_318, tax: 6185.9, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15, sources.irs2024],
  },
  {
    // AGI 25,000 is under 25,500: standard deduction $8,500 + personal exemption $3,000 = 11,500; no federal tax
    // (25,000 is below the $29,200 federal standard deduction).
    // 25,000 - 11,500 = 13,500 taxable.
    // 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 7,500 = 375 -> 595
    name: 'married filing jointly, wages $25,000 (2024): full $8,500 standard deduction',
    period: 2024,
    input: { income: 25_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 0, taxableIncome: 13_500, tax: 595, marginalRate: 5 },
    source: [sources.booklet2024],
  },
  {
    // 26,000 - 25,500 = 500 -> one step: 3,000 - 25 = 2,975; + 1,500 exemption; federal 10% x 11,400 = 1,140.
    // 26,000 - 2,975 - 1,500 - 1,140 = 20,385 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 17,385 = 869.25 -> 979.25
    name: 'single, AGI $26,000 (2024): one $500 step of the phase-down',
    period: 2024,
    input: { income: 26_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 1140, taxableIncome: 20_385, tax: 979.25, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15],
  },
  {
    // Only whole $500 steps count (§ 40-18-15(b); chart row $26,000 - $26,499 -> $2,975 single):
    // 26,400 - 25,500 = 900 -> one whole step: 3,000 - 25 = 2,975; + 1,500 exemption.
    // Federal: 26,400 - 14,600 = 11,800: 1,160 + 12% x 200 = 24 -> 1,184.
    // 26,400 - 2,975 - 1,500 - 1,184 = 20,741 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 17,741 = 887.05 -> 997.05
    name: 'single, AGI $26,400 (2024): a started $500 step does not reduce the deduction',
    period: 2024,
    input: { income: 26_400, filingStatus: 'single' },
    output: { federalTaxDeduction: 1184, taxableIncome: 20_741, tax: 997.05, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15],
  },
  {
    // Chart: married filing joint, AGI $0 - $25,999 -> $8,500 (no step yet); no federal tax (below $29,200).
    // 25,999 - 8,500 - 3,000 = 14,499 taxable.
    // 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 8,499 = 424.95 -> 644.95
    name: 'married filing jointly, AGI $25,999 (2024): the full $8,500 up to the top of the chart row',
    period: 2024,
    input: { income: 25_999, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 0, taxableIncome: 14_499, tax: 644.95, marginalRate: 5 },
    source: [sources.booklet2024, sources.code4018_15],
  },
  {
    // Deductions: standard deduction 3,000 (AGI under 25,500) + exemption 1,500 = 4,500; no federal tax.
    // 7,500 - 4,500 = 3,000 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100 -> 110
    name: 'single, taxable income exactly $3,000, the top of the 4% bracket (2024)',
    period: 2024,
    input: { income: 7500, filingStatus: 'single' },
    output: { federalTaxDeduction: 0, taxableIncome: 3000, tax: 110, marginalRate: 5 },
    source: [sources.booklet2024],
  },
  {
    // Federal 2025 (P.L. 119-21): 50,000 - 15,750 = 34,250: 10% x 11,925 = 1,192.50 + 12% x 22,325 = 2,679 -> 3,871.50.
    // Standard deduction at its $2,500 minimum (AGI far above $25,500); exemption 1,500.
    // 50,000 - 2,500 - 1,500 - 3,871.50 = 42,128.50 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 39,128.50 = 1,956.425 -> 1,956.43 -> 2,066.43
    name: 'single, wages $50,000 (2025): federal tax on the 2025 federal schedule deducted',
    period: 2025,
    input: { income: 50_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 3871.5, taxableIncome: 42_128.5, tax: 2066.43, marginalRate: 5 },
    source: [sources.booklet2025, sources.code4018_15, sources.pl119_21],
  },
  {
    // Chart row $30,000 - $30,499 married filing joint: (30,000 - 25,500) / 500 = 9 whole steps x 175 = 1,575 -> 6,925.
    // No federal tax (30,000 is below the $31,500 federal standard deduction).
    // 30,000 - 6,925 - 3,000 = 20,075 taxable.
    // 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 14,075 = 703.75 -> 923.75
    name: 'married filing jointly, AGI $30,000 (2025): standard deduction $6,925 from the chart',
    period: 2025,
    input: { income: 30_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 0, taxableIncome: 20_075, tax: 923.75, marginalRate: 5 },
    source: [sources.booklet2025, sources.code4018_15],
  },
  {
    // Federal 2026 (Rev. Proc. 2025-32): 50,000 - 16,100 = 33,900: 10% x 12,400 = 1,240 + 12% x 21,500 = 2,580 -> 3,820.
    // 50,000 - 2,500 - 1,500 - 3,820 = 42,180 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 39,180 = 1,959 -> 2,069
    name: 'single, wages $50,000 (2026): statutory amounts unchanged, federal tax on the 2026 schedule',
    period: 2026,
    input: { income: 50_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 3820, taxableIncome: 42_180, tax: 2069, marginalRate: 5 },
    source: [sources.code4018_5, sources.code4018_15, sources.revProc2025_32],
  },
  {
    // Federal 2026: 100,000 - 32,200 = 67,800: 10% x 24,800 = 2,480 + 12% x 43,000 = 5,160 -> 7,640.
    // Standard deduction at its $5,000 minimum; exemption 3,000.
    // 100,000 - 5,000 - 3,000 - 7,640 = 84,360 taxable.
    // 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 78,360 = 3,918 -> 4,138
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 7640, taxableIncome: 84_360, tax: 4138, marginalRate: 5 },
    source: [sources.code4018_5, sources.code4018_15, sources.revProc2025_32],
  },
];

describe('Alabama state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'AL', taxYear: period, ...input });
    expect(result.federalTaxDeduction).toBe(output.federalTaxDeduction);
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
