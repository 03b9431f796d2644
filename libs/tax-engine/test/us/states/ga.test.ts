/**
 * Georgia cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 12,000 = 48,000 taxable.
    // 5.39% x 48,000 = 2,587.20 -> 2,587.20
    name: 'single, wages $60,000 (2024, 5.39% under HB 1015)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 48_000, tax: 2587.2, marginalRate: 5.39 },
    source: [
      'https://dor.georgia.gov/document/document/2024-it-511-individual-income-tax-booklet/download',
      'https://www.legis.ga.gov/legislation/66260',
    ],
  },
  {
    // 100,000 - 24,000 = 76,000 taxable.
    // 5.39% x 76,000 = 4,096.40 -> 4,096.40
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 76_000, tax: 4096.4, marginalRate: 5.39 },
    source: ['https://dor.georgia.gov/document/document/2024-it-511-individual-income-tax-booklet/download'],
  },
  {
    // 60,000 - 12,000 = 48,000 taxable.
    // 5.19% x 48,000 = 2,491.20 -> 2,491.20
    name: 'single, wages $60,000 (2025, 5.19% under HB 111)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 48_000, tax: 2491.2, marginalRate: 5.19 },
    source: ['https://dor.georgia.gov/document/document/2025-it-511-individual-income-tax-booklet/download'],
  },
  {
    // 12,000 - 12,000 = 0 taxable.
    // no tax from the brackets
    name: 'single, wages equal to the $12,000 standard deduction: no tax (2024)',
    period: 2024,
    input: { income: 12_000, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 5.39 },
    source: ['https://dor.georgia.gov/document/document/2024-it-511-individual-income-tax-booklet/download'],
  },
];

describe('Georgia state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'GA', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
