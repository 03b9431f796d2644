/**
 * Oklahoma cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  os68_2355: 'https://www.oscn.net/applications/oscn/DeliverDocument.asp?CiteID=92565',
  pkt2024: 'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/511-Pkt.pdf',
  pktCurrent: 'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/current/511-Pkt.pdf',
  hb2764: 'https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF',
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
    // Taxable: 60,000 - (standard deduction 6,350 + exemptions 1,000) = 52,650.
    // Tax: 0.25% x 1,000 = 2.50; 0.75% x 1,500 = 11.25; 1.75% x 1,250 = 21.88; 2.75% x 1,150 = 31.63; 3.75% x 2,300 =
    // 86.25; 4.75% x 45,450 = 2,158.88; total 2,312.39.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 52_650, tax: 2312.39, marginalRate: 4.75 },
    source: [sources.pkt2024, sources.os68_2355],
  },
  {
    // Taxable: 100,000 - (standard deduction 12,700 + exemptions 2,000) = 85,300.
    // Tax: 0.25% x 2,000 = 5; 0.75% x 3,000 = 22.50; 1.75% x 2,500 = 43.75; 2.75% x 2,300 = 63.25; 3.75% x 4,600 =
    // 172.50; 4.75% x 70,900 = 3,367.75; total 3,674.75.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 85_300, tax: 3674.75, marginalRate: 4.75 },
    source: [sources.pkt2024, sources.os68_2355],
  },
  {
    // Taxable: 60,000 - (standard deduction 6,350 + exemptions 1,000) = 52,650.
    // Tax: 0.25% x 1,000 = 2.50; 0.75% x 1,500 = 11.25; 1.75% x 1,250 = 21.88; 2.75% x 1,150 = 31.63; 3.75% x 2,300 =
    // 86.25; 4.75% x 45,450 = 2,158.88; total 2,312.39.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 52_650, tax: 2312.39, marginalRate: 4.75 },
    source: [sources.pktCurrent, sources.os68_2355],
  },
  {
    // Taxable: 29,100 - (standard deduction 12,700 + exemptions 2,000) = 14,400.
    // Tax: 0.25% x 2,000 = 5; 0.75% x 3,000 = 22.50; 1.75% x 2,500 = 43.75; 2.75% x 2,300 = 63.25; 3.75% x 4,600 =
    // 172.50; total 307.
    // Official schedule (joint): $307 at $14,400, then 4.75% of the excess.
    name: 'edge: married filing jointly, taxable income exactly $14,400, top of the 3.75% bracket (2024)',
    period: 2024,
    input: { income: 29_100, filingStatus: 'married-joint' },
    output: { taxableIncome: 14_400, tax: 307, marginalRate: 4.75 },
    source: [sources.pkt2024, sources.os68_2355],
  },
  {
    // 50,000 - 6,350 - 1,000 = 42,650 taxable.
    // 0% x 3,750; 2.5% x 1,150 = 28.75; 3.5% x 2,300 = 80.50; 4.5% x 35,450 = 1,595.25 -> 1,704.50
    name: 'single, wages $50,000 (2026, HB 2764 brackets)',
    period: 2026,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 42_650, tax: 1704.5, marginalRate: 4.5 },
    source: [sources.hb2764, sources.pktCurrent],
  },
  {
    // 100,000 - 12,700 - 2,000 = 85,300 taxable.
    // 0% x 7,500; 2.5% x 2,300 = 57.50; 3.5% x 4,600 = 161; 4.5% x 70,900 = 3,190.50 -> 3,409
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 85_300, tax: 3409, marginalRate: 4.5 },
    source: [sources.hb2764, sources.pktCurrent],
  },
  {
    // 11,100 - 6,350 - 1,000 = 3,750 taxable: the whole 0% band, no tax; the next dollar at 2.5%.
    name: 'edge: single, taxable income exactly $3,750, the top of the 0% band (2026)',
    period: 2026,
    input: { income: 11_100, filingStatus: 'single' },
    output: { taxableIncome: 3750, tax: 0, marginalRate: 2.5 },
    source: [sources.hb2764],
  },
  {
    // 36,100 - 12,700 - 2,000 = 21,400 taxable, 7,000 above the $14,400 joint 4.5% threshold.
    // 2.5% x 2,300 = 57.50; 3.5% x 4,600 = 161; 4.5% x 7,000 = 315 -> 533.50
    name: 'married filing jointly, wages $36,100 (2026): across every joint band',
    period: 2026,
    input: { income: 36_100, filingStatus: 'married-joint' },
    output: { taxableIncome: 21_400, tax: 533.5, marginalRate: 4.5 },
    source: [sources.hb2764],
  },
];

describe('Oklahoma state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'OK', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
