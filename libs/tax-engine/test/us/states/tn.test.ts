/**
 * Tennessee has no tax on wages: the state's income tax is 0 at any wage and filing status (sources below).
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  hall: 'https://www.tn.gov/revenue/taxes/hall-income-tax.html',
  constitution: 'https://sos.tn.gov/civics/tennessee-constitution',
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
    // Tennessee does not tax wages: tax 0.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.hall, sources.constitution],
  },
  {
    // Tennessee does not tax wages: tax 0.
    name: 'married filing jointly, wages $250,000 (2025)',
    period: 2025,
    input: { income: 250_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.hall, sources.constitution],
  },
  {
    // Tennessee does not tax wages: tax 0.
    name: 'single, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.hall, sources.constitution],
  },
  {
    // Tennessee does not tax wages: tax 0.
    name: 'edge: no wages (2024)',
    period: 2024,
    input: { income: 0, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [sources.hall, sources.constitution],
  },
];

describe('Tennessee state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'TN', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
