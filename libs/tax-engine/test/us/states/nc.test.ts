/**
 * North Carolina cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  gs105_153_7: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
  gs105_153_5: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  d401of2024: 'https://www.ncdor.gov/2024-d-401-individual-income-tax-instructions/open',
  d401of2025: 'https://www.ncdor.gov/2025-d-401-individual-income-tax-instructions/open',
  rateSchedules: 'https://www.ncdor.gov/taxes-forms/tax-rate-schedules',
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
    // Taxable: 60,000 - (standard deduction 12,750) = 47,250.
    // Tax: 4.5% x 47,250 = 2,126.25; total 2,126.25.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_250, tax: 2126.25, marginalRate: 4.5 },
    source: [sources.d401of2024, sources.gs105_153_5],
  },
  {
    // Taxable: 100,000 - (standard deduction 25,500) = 74,500.
    // Tax: 4.5% x 74,500 = 3,352.50; total 3,352.50.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 74_500, tax: 3352.5, marginalRate: 4.5 },
    source: [sources.d401of2024, sources.gs105_153_5],
  },
  {
    // Taxable: 60,000 - (standard deduction 12,750) = 47,250.
    // Tax: 4.25% x 47,250 = 2,008.13; total 2,008.13.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_250, tax: 2008.13, marginalRate: 4.25 },
    source: [sources.d401of2025, sources.gs105_153_5],
  },
  {
    // Taxable: 50,000 - (standard deduction 19,125) = 30,875.
    // Tax: 4.25% x 30,875 = 1,312.19; total 1,312.19.
    name: 'head of household, wages $50,000 (2025)',
    period: 2025,
    input: { income: 50_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 30_875, tax: 1312.19, marginalRate: 4.25 },
    source: [sources.d401of2025, sources.gs105_153_5],
  },
  {
    // Taxable: 12,750 - (standard deduction 12,750) = 0.
    // Tax: 0.
    name: 'edge: wages equal to the standard deduction owe nothing (2024)',
    period: 2024,
    input: { income: 12_750, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0 },
    source: [sources.d401of2024, sources.gs105_153_5],
  },
  {
    // 60,000 - 12,750 = 47,250 taxable.
    // 3.99% x 47,250 = 1,885.275 -> 1,885.28
    name: 'single, wages $60,000 (2026, 3.99%)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_250, tax: 1885.28, marginalRate: 3.99 },
    source: [sources.rateSchedules, sources.gs105_153_7, sources.gs105_153_5],
  },
  {
    // 100,000 - 25,500 = 74,500 taxable.
    // 3.99% x 74,500 = 2,972.55
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 74_500, tax: 2972.55, marginalRate: 3.99 },
    source: [sources.rateSchedules, sources.gs105_153_5],
  },
];

describe('North Carolina state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NC', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
