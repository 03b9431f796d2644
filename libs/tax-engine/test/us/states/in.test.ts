/**
 * Indiana cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 1,000 = 49,000 taxable.
    // 3.05% x 49,000 = 1,494.50 -> 1,494.50
    name: 'single, wages $50,000 (2024, 3.05%)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 49_000, tax: 1494.5, marginalRate: 3.05 },
    source: ['https://forms.in.gov/Download.aspx?id=16379'],
  },
  {
    // 90,000 - 2,000 = 88,000 taxable.
    // 3.05% x 88,000 = 2,684 -> 2,684
    name: 'married filing jointly, wages $90,000 (2024)',
    period: 2024,
    input: { income: 90_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 88_000, tax: 2684, marginalRate: 3.05 },
    source: ['https://forms.in.gov/Download.aspx?id=16379'],
  },
  {
    // 50,000 - 1,000 = 49,000 taxable.
    // 3% x 49,000 = 1,470 -> 1,470
    name: 'single, wages $50,000 (2025, 3.0%)',
    period: 2025,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 49_000, tax: 1470, marginalRate: 3 },
    source: ['https://forms.in.gov/Download.aspx?id=16915'],
  },
  {
    // 50,000 - 1,000 exemption = 49,000 taxable.
    // 2.95% x 49,000 = 1,445.50
    name: 'single, wages $50,000 (2026, 2.95%)',
    period: 2026,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 49_000, tax: 1445.5, marginalRate: 2.95 },
    source: ['https://www.in.gov/dor/files/dn01.pdf', 'https://iga.in.gov/laws/2025/ic/titles/6#6-3-2-1'],
  },
  {
    // 100,000 - 2,000 exemptions = 98,000 taxable.
    // 2.95% x 98,000 = 2,891
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 98_000, tax: 2891, marginalRate: 2.95 },
    source: ['https://www.in.gov/dor/files/dn01.pdf'],
  },
];

describe('Indiana state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'IN', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
