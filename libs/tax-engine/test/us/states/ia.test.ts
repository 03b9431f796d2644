/**
 * Iowa cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 4.4% x 6,210 = 273.24; 4.82% x 24,840 = 1,197.29; 5.7% x 14,350 = 817.95 -> 2,288.48
    // less the credit 40 -> 2,248.48
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 2248.48, marginalRate: 5.7 },
    source: [
      'https://revenue.iowa.gov/press-release/2023-10-25/idr-announces-2024-individual-income-tax-brackets-and-interest-rates',
      'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
    ],
  },
  {
    // 100,000 - 29,200 = 70,800 taxable.
    // 4.4% x 12,420 = 546.48; 4.82% x 49,680 = 2,394.58; 5.7% x 8,700 = 495.90 -> 3,436.96
    // less the credit 80 -> 3,356.96
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 3356.96, marginalRate: 5.7 },
    source: ['https://revenue.iowa.gov/press-release/2023-10-25/idr-announces-2024-individual-income-tax-brackets-and-interest-rates'],
  },
  {
    // 45,650 - 14,600 = 31,050 taxable.
    // 4.4% x 6,210 = 273.24; 4.82% x 24,840 = 1,197.29 -> 1,470.53
    // less the credit 40 -> 1,430.53
    name: 'single, taxable income exactly $31,050 (2024): next dollar at 5.7%',
    period: 2024,
    input: { income: 45_650, filingStatus: 'single' },
    output: { taxableIncome: 31_050, tax: 1430.53, marginalRate: 5.7 },
    source: ['https://revenue.iowa.gov/press-release/2023-10-25/idr-announces-2024-individual-income-tax-brackets-and-interest-rates'],
  },
];

describe('Iowa state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'IA', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
