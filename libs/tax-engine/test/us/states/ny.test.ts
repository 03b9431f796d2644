/**
 * New York cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 *
 * Above NYAGI $107,650 the IT-201 tax computation worksheets (Tax Law § 601(d-1) ff.) add the supplemental tax. For
 * taxable income in a bracket of rate r starting at T: line 3 = r x taxable income; line 4 = tax from the schedule;
 * recapture base = the benefit already recaptured below T (0 for the bracket $107,650 falls in; single 2024: $568 at
 * the 6.85% bracket, $2,399 at 9.65%; joint: $333 at 6%, $1,140 at 6.85%); the rest (line 3 - line 4 - base) is
 * added in proportion to NYAGI over $107,650 (or over T) out of $50,000. The engine's schedule keeps cents (4,270.75
 * at $80,650 where the schedule prints $4,271), so its base is 568.25 and its results can differ from the worksheet's
 * by a few cents; fully phased in both give r x taxable income exactly.
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
  readonly output: { readonly taxableIncome: number; readonly tax: number; readonly recapture?: number; readonly marginalRate?: number };
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
  {
    // NYAGI 150,000, taxable 142,000 in the 6% bracket (Worksheet 1). Schedule: 4,270.75 + 6% x 61,350 = 7,951.75.
    // 6% x 142,000 = 8,520; 8,520 - 7,951.75 = 568.25 to recapture; (150,000 - 107,650) / 50,000 = 0.847;
    // 568.25 x 0.847 = 481.31 -> 8,433.06 (the worksheet, on the schedule's $4,271 base: 7,952 + 568 x .847 = 8,433.10).
    name: 'single, wages $150,000 (2024): supplemental tax phasing in above $107,650',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { taxableIncome: 142_000, recapture: 481.31, tax: 8433.06, marginalRate: 6 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // Joint: taxable 133,950 is in the 5.5% bracket ($107,650 falls in it). Schedule: 1,202 + 5.5% x 106,050 = 7,034.75.
    // 5.5% x 133,950 = 7,367.25; 332.50 to recapture x 0.847 = 281.63 -> 7,316.38
    name: 'married filing jointly, wages $150,000 (2024): recapture at 5.5%',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 133_950, recapture: 281.63, tax: 7316.38, marginalRate: 5.5 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // Taxable 222,000 in the 6.85% bracket from 215,400. Schedule: 12,355.75 + 6.85% x 6,600 = 12,807.85.
    // Recapture base: 6% x 215,400 - 12,355.75 = 568.25 (the worksheet's $568).
    // 6.85% x 222,000 = 15,207; 15,207 - 12,807.85 - 568.25 = 1,830.90; (230,000 - 215,400) / 50,000 = 0.292 -> 534.62.
    // 12,807.85 + 568.25 + 534.62 = 13,910.72
    name: 'single, wages $230,000 (2024): recapture base plus the 6.85% bracket phasing in',
    period: 2024,
    input: { income: 230_000, filingStatus: 'single' },
    output: { taxableIncome: 222_000, recapture: 1102.87, tax: 13_910.72, marginalRate: 6.85 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // NYAGI 300,000 is over 215,400 + 50,000: fully recaptured, tax = 6.85% x 292,000 = 20,002.
    name: 'single, wages $300,000 (2024): fully recaptured at 6.85%',
    period: 2024,
    input: { income: 300_000, filingStatus: 'single' },
    output: { taxableIncome: 292_000, recapture: 2399.15, tax: 20_002, marginalRate: 6.85 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // Joint, taxable 333,950 in the 6.85% bracket from 323,200. Schedule: 18,251.75 + 6.85% x 10,750 = 18,988.13.
    // Recapture base: 6% x 323,200 - 18,251.75 = 1,140.25 (the worksheet's $1,140).
    // 6.85% x 333,950 = 22,875.58; - 18,988.13 - 1,140.25 = 2,747.20; (350,000 - 323,200) / 50,000 = 0.536 -> 1,472.50.
    // 18,988.13 + 1,140.25 + 1,472.50 = 21,600.88
    name: 'married filing jointly, wages $350,000 (2024)',
    period: 2024,
    input: { income: 350_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 333_950, recapture: 2612.75, tax: 21_600.88, marginalRate: 6.85 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // Head of household: $107,650 is the start of the 6% bracket, so the recapture is at 6% even while taxable income
    // (98,800) is still in the 5.5% bracket. Schedule: 512 + 218.25 + 170.63 + 5.5% x 77,900 = 5,185.38.
    // 6% x 98,800 = 5,928; 742.62 x (110,000 - 107,650) / 50,000 = 0.047 -> 34.90 -> 5,220.28
    name: 'head of household, wages $110,000 (2024)',
    period: 2024,
    input: { income: 110_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 98_800, recapture: 34.9, tax: 5220.28, marginalRate: 5.5 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // NYAGI over $25,000,000: 10.9% of taxable income: 10.9% x 29,992,000 = 3,269,128.
    name: 'single, wages $30,000,000 (2024): 10.9% of all taxable income',
    period: 2024,
    input: { income: 30_000_000, filingStatus: 'single' },
    output: { taxableIncome: 29_992_000, tax: 3_269_128, marginalRate: 10.9 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // Same computation as 2024 (the 2025 schedule and worksheets are unchanged): 8,433.06.
    name: 'single, wages $150,000 (2025)',
    period: 2025,
    input: { income: 150_000, filingStatus: 'single' },
    output: { taxableIncome: 142_000, recapture: 481.31, tax: 8433.06, marginalRate: 6 },
    source: [sources.it201iCurrent, sources.tax601],
  },
  {
    // NYAGI exactly $107,650: no supplemental tax. 99,650: 4,270.75 + 6% x 19,000 = 1,140 -> 5,410.75
    name: 'single, wages exactly $107,650 (2024): no recapture yet',
    period: 2024,
    input: { income: 107_650, filingStatus: 'single' },
    output: { taxableIncome: 99_650, recapture: 0, tax: 5410.75, marginalRate: 6 },
    source: [sources.it201i2024, sources.tax601],
  },
  {
    // 2026 (FY 2026 budget: first five rates 0.1 point lower). 60,000 - 8,000 = 52,000 taxable.
    // 3.9% x 8,500 = 331.50; 4.4% x 3,200 = 140.80; 5.15% x 2,200 = 113.30; 5.4% x 38,100 = 2,057.40 -> 2,643
    name: 'single, wages $60,000 (2026): lower rates',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 52_000, tax: 2643, marginalRate: 5.4 },
    source: ['https://www.tax.ny.gov/legal/2025/pit-corp-changes.htm'],
  },
  {
    // 88,650 - 8,000 = 80,650, the top of the 5.4% bracket: 331.50 + 140.80 + 113.30 + 5.4% x 66,750 = 3,604.50 -> 4,190.10
    name: 'single, taxable income exactly $80,650 (2026): next dollar at 5.9%',
    period: 2026,
    input: { income: 88_650, filingStatus: 'single' },
    output: { taxableIncome: 80_650, tax: 4190.1, marginalRate: 5.9 },
    source: ['https://www.tax.ny.gov/legal/2025/pit-corp-changes.htm'],
  },
];

describe('New York state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NY', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.recapture !== undefined) expect(result.recapture).toBe(output.recapture);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
