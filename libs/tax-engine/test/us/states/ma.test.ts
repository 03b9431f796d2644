/**
 * Massachusetts cases worked by hand from the 2024 and 2025 Form 1 instructions (exact bracket arithmetic to the
 * cent, each bracket rounded half up). Form 1 line 11 deducts the Social Security and Medicare taxes paid on the
 * wages, up to $2,000 for each spouse (line 11a you, 11b your spouse; M.G.L. c. 62, § 3, Part B(a)). The employee
 * pays 6.2% Social Security and 1.45% Medicare: 7.65% of wages up to the Social Security wage base.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  form1of2024: 'https://www.mass.gov/doc/2024-form-1-instructions/download',
  form1of2025: 'https://www.mass.gov/doc/2025-form-1-instructions/download',
  mgl62_3: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
} as const;

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: {
    readonly payrollTaxDeduction: number;
    readonly taxableIncome: number;
    readonly tax: number;
    readonly marginalRate?: number;
  };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // Line 11a: 7.65% x 50,000 = 3,825 paid, capped at 2,000.
    // 50,000 - 4,400 exemption - 2,000 = 43,600 taxable; 5% x 43,600 = 2,180 (2,280 without line 11: $100 more).
    name: 'single, wages $50,000 (2024): Social Security and Medicare deduction capped at $2,000',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { payrollTaxDeduction: 2000, taxableIncome: 43_600, tax: 2180, marginalRate: 5 },
    source: [sources.form1of2024, sources.mgl62_3],
  },
  {
    // 80,000 - 4,400 - 2,000 = 73,600 taxable; 5% x 73,600 = 3,680
    name: 'single, wages $80,000 (2024)',
    period: 2024,
    input: { income: 80_000, filingStatus: 'single' },
    output: { payrollTaxDeduction: 2000, taxableIncome: 73_600, tax: 3680, marginalRate: 5 },
    source: [sources.form1of2024],
  },
  {
    // 150,000 - 4,400 - 2,000 = 143,600 taxable; 5% x 143,600 = 7,180
    name: 'single, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { payrollTaxDeduction: 2000, taxableIncome: 143_600, tax: 7180, marginalRate: 5 },
    source: [sources.form1of2024],
  },
  {
    // Below the cap: 7.65% x 20,000 = 1,530 deducted. 20,000 - 4,400 - 1,530 = 14,070; 5% = 703.50
    name: 'single, wages $20,000 (2024): the whole 7.65% is deducted below the cap',
    period: 2024,
    input: { income: 20_000, filingStatus: 'single' },
    output: { payrollTaxDeduction: 1530, taxableIncome: 14_070, tax: 703.5, marginalRate: 5 },
    source: [sources.form1of2024],
  },
  {
    // Lines 11a + 11b: the couple's 7.65% x 50,000 = 3,825, under the 2 x 2,000 cap (wages shared by the spouses).
    // 50,000 - 8,800 - 3,825 = 37,375; 5% x 37,375 = 1,868.75
    name: 'married filing jointly, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { payrollTaxDeduction: 3825, taxableIncome: 37_375, tax: 1868.75, marginalRate: 5 },
    source: [sources.form1of2024, sources.mgl62_3],
  },
  {
    // 7.65% x 150,000 = 11,475, capped at 4,000 ($2,000 each spouse).
    // 150,000 - 8,800 - 4,000 = 137,200; 5% x 137,200 = 6,860 (7,060 without line 11: $200 more).
    name: 'married filing jointly, wages $150,000 (2024): $2,000 for each spouse',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { payrollTaxDeduction: 4000, taxableIncome: 137_200, tax: 6860, marginalRate: 5 },
    source: [sources.form1of2024, sources.mgl62_3],
  },
  {
    // 2,000,000 - 8,800 - 4,000 = 1,987,200 taxable.
    // 5% x 1,053,750 = 52,687.50; 9% x 933,450 = 84,010.50 -> 136,698
    name: 'married filing jointly, $2,000,000 (2024): 4% surtax over $1,053,750',
    period: 2024,
    input: { income: 2_000_000, filingStatus: 'married-joint' },
    output: { payrollTaxDeduction: 4000, taxableIncome: 1_987_200, tax: 136_698, marginalRate: 9 },
    source: [sources.form1of2024],
  },
  {
    // 50,000 - 6,800 - 2,000 = 41,200 taxable; 5% x 41,200 = 2,060
    name: 'head of household, wages $50,000 (2025)',
    period: 2025,
    input: { income: 50_000, filingStatus: 'head-of-household' },
    output: { payrollTaxDeduction: 2000, taxableIncome: 41_200, tax: 2060, marginalRate: 5 },
    source: [sources.form1of2025],
  },
  {
    // 150,000 - 8,800 - 4,000 = 137,200; 5% x 137,200 = 6,860
    name: 'married filing jointly, wages $150,000 (2025)',
    period: 2025,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { payrollTaxDeduction: 4000, taxableIncome: 137_200, tax: 6860, marginalRate: 5 },
    source: [sources.form1of2025],
  },
  {
    // 2026 threshold $1,107,750. 2,000,000 - 8,800 - 4,000 = 1,987,200 taxable.
    // 5% x 1,107,750 = 55,387.50; 9% x 879,450 = 79,150.50 -> 134,538
    name: 'married filing jointly, $2,000,000 (2026): 4% surtax over $1,107,750',
    period: 2026,
    input: { income: 2_000_000, filingStatus: 'married-joint' },
    output: { payrollTaxDeduction: 4000, taxableIncome: 1_987_200, tax: 134_538, marginalRate: 9 },
    source: [sources.mgl62_3],
  },
  {
    // Bracket edge: 1,114,150 - 4,400 - 2,000 = 1,107,750 taxable: 5% = 55,387.50; the next dollar is at 9%.
    name: 'single, taxable income exactly $1,107,750 (2026): next dollar at 9%',
    period: 2026,
    input: { income: 1_114_150, filingStatus: 'single' },
    output: { payrollTaxDeduction: 2000, taxableIncome: 1_107_750, tax: 55_387.5, marginalRate: 9 },
    source: [sources.mgl62_3],
  },
  {
    // 2026: exemptions and the $2,000 cap are fixed in statute. 80,000 - 4,400 - 2,000 = 73,600; 5% = 3,680
    name: 'single, wages $80,000 (2026)',
    period: 2026,
    input: { income: 80_000, filingStatus: 'single' },
    output: { payrollTaxDeduction: 2000, taxableIncome: 73_600, tax: 3680, marginalRate: 5 },
    source: [sources.mgl62_3, sources.form1of2025],
  },
];

describe('Massachusetts state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MA', taxYear: period, ...input });
    expect(result.payrollTaxDeduction).toBe(output.payrollTaxDeduction);
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
