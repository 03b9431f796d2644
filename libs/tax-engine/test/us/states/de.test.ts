/**
 * Delaware cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 3,250 = 46,750 taxable.
    // 2.2% x 3,000 = 66; 3.9% x 5,000 = 195; 4.8% x 10,000 = 480; 5.2% x 5,000 = 260; 5.55% x 21,750 = 1,207.13 -> 2,208.13
    // less the credit 110 -> 2,098.13
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 46_750, tax: 2098.13, marginalRate: 5.55 },
    source: [
      'https://revenue.delaware.gov/software-developer/tax-rate-changes/',
      'https://delcode.delaware.gov/title30/c011/sc01/index.html',
    ],
  },
  {
    // 100,000 - 6,500 = 93,500 taxable.
    // 2.2% x 3,000 = 66; 3.9% x 5,000 = 195; 4.8% x 10,000 = 480; 5.2% x 5,000 = 260; 5.55% x 35,000 = 1,942.50; 6.6% x 33,500 = 2,211 -> 5,154.50
    // less the credit 220 -> 4,934.50
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 93_500, tax: 4934.5, marginalRate: 6.6 },
    source: [
      'https://revenue.delaware.gov/software-developer/tax-rate-changes/',
      'https://delcode.delaware.gov/title30/c011/sc01/index.html',
    ],
  },
  {
    // 63,250 - 3,250 = 60,000 taxable.
    // 2.2% x 3,000 = 66; 3.9% x 5,000 = 195; 4.8% x 10,000 = 480; 5.2% x 5,000 = 260; 5.55% x 35,000 = 1,942.50 -> 2,943.50
    // less the credit 110 -> 2,833.50
    name: 'single, taxable income exactly $60,000, where 6.6% starts (2025)',
    period: 2025,
    input: { income: 63_250, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 2833.5, marginalRate: 6.6 },
    source: ['https://revenuefiles.delaware.gov/2025/PITForms_Instructions/Instructions/PIT-RES_Instructions_2025-01.pdf'],
  },
  {
    // 2026: the Code's schedule, deduction and credit are unchanged (HB 13 and its substitutes were not enacted).
    // 63,250 - 3,250 = 60,000: 66 + 195 + 480 + 260 + 1,942.50 = 2,943.50, less 110 -> 2,833.50
    name: 'single, taxable income exactly $60,000, where 6.6% starts (2026)',
    period: 2026,
    input: { income: 63_250, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 2833.5, marginalRate: 6.6 },
    source: ['https://delcode.delaware.gov/title30/c011/sc01/index.html'],
  },
];

describe('Delaware state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'DE', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
