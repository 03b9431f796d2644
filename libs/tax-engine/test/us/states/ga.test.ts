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
  {
    // 60,000 - 15,000 (HB 463 standard deduction) = 45,000 taxable.
    // 4.99% x 45,000 = 2,245.50
    name: 'single, wages $60,000 (2026, 4.99% under HB 463)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_000, tax: 2245.5, marginalRate: 4.99 },
    source: ['https://www.legis.ga.gov/api/legislation/document/20252026/249080'],
  },
  {
    // 100,000 - 30,000 = 70,000 taxable.
    // 4.99% x 70,000 = 3,493
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_000, tax: 3493, marginalRate: 4.99 },
    source: ['https://www.legis.ga.gov/api/legislation/document/20252026/249080'],
  },
  {
    // 30,000 - 30,000 = 0: wages equal to the new joint deduction (in 2025, 6,000 would have been taxable).
    name: 'married filing jointly, wages equal to the $30,000 standard deduction (2026): no tax',
    period: 2026,
    input: { income: 30_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 4.99 },
    source: ['https://www.legis.ga.gov/api/legislation/document/20252026/249080'],
  },
  {
    // Qualifying surviving spouse: the single-tier $15,000 (§ 48-7-27(a)(1)(B) lists only joint returns separately).
    // 30,000 - 15,000 = 15,000 x 4.99% = 748.50
    name: 'qualifying surviving spouse, wages $30,000 (2026): the $15,000 deduction',
    period: 2026,
    input: { income: 30_000, filingStatus: 'qualifying-surviving-spouse' },
    output: { taxableIncome: 15_000, tax: 748.5, marginalRate: 4.99 },
    source: ['https://www.legis.ga.gov/api/legislation/document/20252026/249080'],
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
