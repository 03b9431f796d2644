/**
 * Kansas cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 12,765 (standard deduction 3,605 + exemption 9,160) = 37,235 taxable.
    // 5.2% x 23,000 = 1,196; 5.58% x 14,235 = 794.31 -> 1,990.31
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 37_235, tax: 1990.31, marginalRate: 5.58 },
    source: ['https://www.ksrevenue.gov/taxnotices/notice24-08.pdf', 'https://www.ksrevenue.gov/pdf/ip24.pdf'],
  },
  {
    // 100,000 - 26,560 (8,240 + 18,320) = 73,440 taxable.
    // 5.2% x 46,000 = 2,392; 5.58% x 27,440 = 1,531.15 -> 3,923.15
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 73_440, tax: 3923.15, marginalRate: 5.58 },
    source: ['https://www.ksrevenue.gov/taxnotices/notice24-08.pdf', 'https://www.ksrevenue.gov/pdf/ip24.pdf'],
  },
  {
    // 40,000 - 17,660 (6,180 + 9,160 + 2,320) = 22,340 taxable.
    // 5.2% x 22,340 = 1,161.68 -> 1,161.68
    name: 'head of household, wages $40,000 (2025)',
    period: 2025,
    input: { income: 40_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 22_340, tax: 1161.68, marginalRate: 5.2 },
    source: ['https://www.ksrevenue.gov/pdf/ip25.pdf'],
  },
  {
    // 35,765 - 12,765 = 23,000 taxable.
    // 5.2% x 23,000 = 1,196 -> 1,196
    name: 'single, taxable income exactly $23,000 (2024): next dollar at 5.58%',
    period: 2024,
    input: { income: 35_765, filingStatus: 'single' },
    output: { taxableIncome: 23_000, tax: 1196, marginalRate: 5.58 },
    source: ['https://www.ksrevenue.gov/taxnotices/notice24-08.pdf'],
  },
  {
    // 2026: no SB 269 rate cut (Notice 25-06); statutory amounts unchanged. 40,000 - 17,660 = 22,340 x 5.2% = 1,161.68
    name: 'head of household, wages $40,000 (2026)',
    period: 2026,
    input: { income: 40_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 22_340, tax: 1161.68, marginalRate: 5.2 },
    source: ['https://www.ksrevenue.gov/taxnotices/notice25-06.pdf'],
  },
  {
    // Bracket edge, married filing jointly: 72,560 - 8,240 - 18,320 = 46,000 taxable, the top of the 5.2% bracket.
    // 5.2% x 46,000 = 2,392; the next dollar is taxed at 5.58%.
    name: 'married filing jointly, taxable income exactly $46,000 (2026): next dollar at 5.58%',
    period: 2026,
    input: { income: 72_560, filingStatus: 'married-joint' },
    output: { taxableIncome: 46_000, tax: 2392, marginalRate: 5.58 },
    source: ['https://www.ksrevenue.gov/taxnotices/notice25-06.pdf', 'https://www.ksrevenue.gov/taxnotices/notice24-08.pdf'],
  },
];

describe('Kansas state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'KS', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
