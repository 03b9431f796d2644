/**
 * Missouri cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 14,600 (federal standard deduction) = 45,400 taxable.
    // 2% x 1,273 = 25.46; 2.5% x 1,273 = 31.83; 3% x 1,273 = 38.19; 3.5% x 1,273 = 44.56; 4% x 1,273 = 50.92; 4.5% x 1,273 = 57.29; 4.8% x 36,489 = 1,751.47 -> 1,999.72
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 1999.72, marginalRate: 4.8 },
    source: ['https://dor.mo.gov/forms/MO-1040%20Instructions_2024.pdf', 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf'],
  },
  {
    // 60,000 - 23,300 (21,900 + 1,400) = 36,700 taxable.
    // 2% x 1,273 = 25.46; 2.5% x 1,273 = 31.83; 3% x 1,273 = 38.19; 3.5% x 1,273 = 44.56; 4% x 1,273 = 50.92; 4.5% x 1,273 = 57.29; 4.8% x 27,789 = 1,333.87 -> 1,582.12
    name: 'head of household, wages $60,000 (2024): plus the $1,400 exemption',
    period: 2024,
    input: { income: 60_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 36_700, tax: 1582.12, marginalRate: 4.8 },
    source: ['https://dor.mo.gov/forms/MO-1040%20Instructions_2024.pdf'],
  },
  {
    // 60,000 - 15,750 (2025 federal standard deduction) = 44,250 taxable.
    // 2% x 1,313 = 26.26; 2.5% x 1,313 = 32.83; 3% x 1,313 = 39.39; 3.5% x 1,313 = 45.96; 4% x 1,313 = 52.52; 4.5% x 1,313 = 59.09; 4.7% x 35,059 = 1,647.77 -> 1,903.82
    name: 'single, wages $60,000 (2025, top rate 4.7%)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 1903.82, marginalRate: 4.7 },
    source: ['https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf'],
  },
  {
    // 23,511 - 14,600 = 8,911 taxable.
    // 2% x 1,273 = 25.46; 2.5% x 1,273 = 31.83; 3% x 1,273 = 38.19; 3.5% x 1,273 = 44.56; 4% x 1,273 = 50.92; 4.5% x 1,273 = 57.29 -> 248.25
    name: 'single, taxable income exactly $8,911 (2024): next dollar at 4.8%',
    period: 2024,
    input: { income: 23_511, filingStatus: 'single' },
    output: { taxableIncome: 8911, tax: 248.25, marginalRate: 4.8 },
    source: ['https://dor.mo.gov/forms/MO-1040%20Instructions_2024.pdf'],
  },
];

describe('Missouri state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MO', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
