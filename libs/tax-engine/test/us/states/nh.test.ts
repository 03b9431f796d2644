/**
 * New Hampshire has no tax on wages: the state's income tax is 0 at any wage and filing status (sources below).
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  dp10Instructions2024: 'https://www.revenue.nh.gov/sites/g/files/ehbemt736/files/documents/dp-10-instructions-2024.pdf',
  rsa77: 'https://gc.nh.gov/rsa/html/NHTOC/NHTOC-V-77.htm',
  repeal: 'https://www.revenue.nh.gov/sites/g/files/ehbemt736/files/documents/2025-001-technical-information-release-repeal.pdf',
} as const;

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: { readonly taxableIncome: number; readonly tax: number; readonly marginalRate?: number };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // New Hampshire does not tax wages: tax 0.
    name: 'single, wages $60,000: wages are not taxed (2024, Interest and Dividends Tax year)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.dp10Instructions2024, sources.rsa77],
  },
  {
    // New Hampshire does not tax wages: tax 0.
    name: 'married filing jointly, wages $250,000 (2025, after repeal)',
    period: 2025,
    input: { income: 250_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.repeal, sources.rsa77],
  },
  {
    // New Hampshire does not tax wages: tax 0.
    name: 'single, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.repeal, sources.rsa77],
  },
  {
    // New Hampshire does not tax wages: tax 0.
    name: 'edge: no wages (2025)',
    period: 2025,
    input: { income: 0, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.repeal],
  },
];

describe('New Hampshire state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NH', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
