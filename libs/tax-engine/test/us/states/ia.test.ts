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
  {
    // 60,000 - 15,750 (federal standard deduction, P.L. 119-21) = 44,250 taxable.
    // 3.8% x 44,250 = 1,681.50, less the credit 40 -> 1,641.50
    name: 'single, wages $60,000 (2025, flat 3.8%)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 1641.5, marginalRate: 3.8 },
    source: [
      'https://revenue.iowa.gov/press-release/2024-10-16/idr-announces-2025-individual-income-tax-brackets-and-interest-rates',
      'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/1040-expanded-instructions/iowa-tax',
      'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
    ],
  },
  {
    // 100,000 - 31,500 = 68,500 taxable.
    // 3.8% x 68,500 = 2,603, less the credits 2 x 40 = 80 -> 2,523
    name: 'married filing jointly, wages $100,000 (2025)',
    period: 2025,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 68_500, tax: 2523, marginalRate: 3.8 },
    source: ['https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/1040-expanded-instructions/iowa-tax'],
  },
  {
    // 60,000 - 16,100 (2026 federal standard deduction, Rev. Proc. 2025-32) = 43,900 taxable.
    // 3.8% x 43,900 = 1,668.20, less the credit 40 -> 1,628.20
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_900, tax: 1628.2, marginalRate: 3.8 },
    source: ['https://www.legis.iowa.gov/docs/code/422.5A.pdf', 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'],
  },
  {
    // 100,000 - 32,200 = 67,800 taxable.
    // 3.8% x 67,800 = 2,576.40, less 80 -> 2,496.40
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 67_800, tax: 2496.4, marginalRate: 3.8 },
    source: ['https://www.legis.iowa.gov/docs/code/422.5A.pdf', 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'],
  },
  {
    // 17,000 - 16,100 = 900 taxable: 3.8% x 900 = 34.20, all absorbed by the $40 credit -> 0
    name: 'single, wages $17,000 (2026): the exemption credit absorbs the tax',
    period: 2026,
    input: { income: 17_000, filingStatus: 'single' },
    output: { taxableIncome: 900, tax: 0, marginalRate: 0 },
    source: ['https://www.legis.iowa.gov/docs/code/422.12.pdf'],
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
