/**
 * New York cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, api-contract.md), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  tax601: 'https://www.nysenate.gov/legislation/laws/TAX/601',
  tax614: 'https://www.nysenate.gov/legislation/laws/TAX/614',
  it201i2024: 'https://www.tax.ny.gov/pdf/2024/inc/it201i_2024.pdf',
  it201iCurrent: 'https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf',
  budget2025: 'https://www.tax.ny.gov/legal/2025/pit-corp-changes.htm',
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
    // Taxable: 60,000 - (standard deduction 8,000) = 52,000.
    // Tax: 4% x 8,500 = 340; 4.5% x 3,200 = 144; 5.25% x 2,200 = 115.50; 5.5% x 38,100 = 2,095.50; total 2,695.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 52_000, tax: 2695, marginalRate: 5.5 },
    source: [sources.it201i2024, sources.tax601, sources.tax614],
  },
  {
    // Taxable: 100,000 - (standard deduction 16,050) = 83,950.
    // Tax: 4% x 17,150 = 686; 4.5% x 6,450 = 290.25; 5.25% x 4,300 = 225.75; 5.5% x 56,050 = 3,082.75; total
    // 4,284.75.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 83_950, tax: 4284.75, marginalRate: 5.5 },
    source: [sources.it201i2024, sources.tax601, sources.tax614],
  },
  {
    // Taxable: 60,000 - (standard deduction 8,000) = 52,000.
    // Tax: 4% x 8,500 = 340; 4.5% x 3,200 = 144; 5.25% x 2,200 = 115.50; 5.5% x 38,100 = 2,095.50; total 2,695.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 52_000, tax: 2695, marginalRate: 5.5 },
    source: [sources.it201iCurrent, sources.tax601, sources.tax614],
  },
  {
    // Taxable: 90,000 - (standard deduction 8,000) = 82,000.
    // Tax: 4% x 8,500 = 340; 4.5% x 3,200 = 144; 5.25% x 2,200 = 115.50; 5.5% x 66,750 = 3,671.25; 6% x 1,350 = 81;
    // total 4,351.75.
    // Official schedule: $4,271 plus 6% of the excess over $80,650 = 4,352; the schedule rounds the base 4,270.75 to
    // 4,271.
    name: 'single, wages $90,000: rate schedule, below the $107,650 recapture start (2024)',
    period: 2024,
    input: { income: 90_000, filingStatus: 'single' },
    output: { taxableIncome: 82_000, tax: 4351.75, marginalRate: 6 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // Taxable: 60,000 - (standard deduction 11,200) = 48,800.
    // Tax: 4% x 12,800 = 512; 4.5% x 4,850 = 218.25; 5.25% x 3,250 = 170.63; 5.5% x 27,900 = 1,534.50; total
    // 2,435.38.
    name: 'head of household, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 48_800, tax: 2435.38, marginalRate: 5.5 },
    source: [sources.it201iCurrent, sources.tax601, sources.tax614],
  },
  {
    // Taxable: 88,650 - (standard deduction 8,000) = 80,650.
    // Tax: 4% x 8,500 = 340; 4.5% x 3,200 = 144; 5.25% x 2,200 = 115.50; 5.5% x 66,750 = 3,671.25; total 4,270.75.
    name: 'edge: taxable income exactly $80,650, top of the 5.5% bracket (2024)',
    period: 2024,
    input: { income: 88_650, filingStatus: 'single' },
    output: { taxableIncome: 80_650, tax: 4270.75, marginalRate: 6 },
    source: [sources.it201i2024, sources.tax601],
  },
];

describe('New York state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NY', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
