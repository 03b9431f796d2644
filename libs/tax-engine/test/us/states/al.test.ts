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
  readonly output: { readonly taxableIncome: number; readonly tax: number; readonly marginalRate?: number };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // Standard deduction: AGI 50,000 is 24,500 over 25,500 = 49 steps of $500 x $25 = 1,225 off $3,000 -> floored at $2,500.
    // Deductions: 2,500 + personal exemption 1,500 = 4,000.
    // 50,000 - 4,000 = 46,000 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 43,000 = 2,150 -> 2,260
    name: 'single, wages $50,000 (2024): standard deduction at its $2,500 minimum',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 46_000, tax: 2260, marginalRate: 5 },
    source: [
      'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
      'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
    ],
  },
  {
    // AGI 25,000 is under 25,500: standard deduction $8,500 + personal exemption $3,000 = 11,500.
    // 25,000 - 11,500 = 13,500 taxable.
    // 2% x 1,000 = 20; 4% x 5,000 = 200; 5% x 7,500 = 375 -> 595
    name: 'married filing jointly, wages $25,000 (2024): full $8,500 standard deduction',
    period: 2024,
    input: { income: 25_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 13_500, tax: 595, marginalRate: 5 },
    source: ['https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf'],
  },
  {
    // 26,000 - 25,500 = 500 -> one step: 3,000 - 25 = 2,975; + 1,500 exemption = 4,475.
    // 26,000 - 4,475 = 21,525 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100; 5% x 18,525 = 926.25 -> 1,036.25
    name: 'single, AGI $26,000 (2024): one $500 step of the phase-down',
    period: 2024,
    input: { income: 26_000, filingStatus: 'single' },
    output: { taxableIncome: 21_525, tax: 1036.25, marginalRate: 5 },
    source: [
      'https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf',
      'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
    ],
  },
  {
    // Deductions: standard deduction 3,000 (AGI under 25,500) + exemption 1,500 = 4,500.
    // 7,500 - 4,500 = 3,000 taxable.
    // 2% x 500 = 10; 4% x 2,500 = 100 -> 110
    name: 'single, taxable income exactly $3,000, the top of the 4% bracket (2024)',
    period: 2024,
    input: { income: 7500, filingStatus: 'single' },
    output: { taxableIncome: 3000, tax: 110, marginalRate: 5 },
    source: ['https://www.revenue.alabama.gov/wp-content/uploads/2025/01/24f40bk.pdf'],
  },
];

describe('Alabama state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'AL', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
