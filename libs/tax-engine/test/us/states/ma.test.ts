/**
 * Massachusetts cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 80,000 - 4,400 = 75,600 taxable.
    // 5% x 75,600 = 3,780 -> 3,780
    name: 'single, wages $80,000 (2024)',
    period: 2024,
    input: { income: 80_000, filingStatus: 'single' },
    output: { taxableIncome: 75_600, tax: 3780, marginalRate: 5 },
    source: ['https://www.mass.gov/doc/2024-form-1-instructions/download'],
  },
  {
    // 2,000,000 - 8,800 = 1,991,200 taxable.
    // 5% x 1,053,750 = 52,687.50; 9% x 937,450 = 84,370.50 -> 137,058
    name: 'married filing jointly, $2,000,000 (2024): 4% surtax over $1,053,750',
    period: 2024,
    input: { income: 2_000_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 1_991_200, tax: 137_058, marginalRate: 9 },
    source: ['https://www.mass.gov/doc/2024-form-1-instructions/download'],
  },
  {
    // 50,000 - 6,800 = 43,200 taxable.
    // 5% x 43,200 = 2,160 -> 2,160
    name: 'head of household, wages $50,000 (2025)',
    period: 2025,
    input: { income: 50_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 43_200, tax: 2160, marginalRate: 5 },
    source: ['https://www.mass.gov/doc/2025-form-1-instructions/download'],
  },
];

describe('Massachusetts state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MA', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
