/**
 * New Jersey cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  njsa54a_2_1: 'https://lis.njleg.state.nj.us/nxt/gateway.dll?f=templates&fn=default.htm&vid=Publish:10.1048/Enu',
  njsa54a_3_1: 'https://lis.njleg.state.nj.us/nxt/gateway.dll?f=templates&fn=default.htm&vid=Publish:10.1048/Enu',
  nj1040i2024: 'https://www.nj.gov/treasury/taxation/pdf/other_forms/tgi-ee/2024/1040i.pdf',
  nj1040iCurrent: 'https://www.nj.gov/treasury/taxation/pdf/current/1040i.pdf',
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
    // Taxable: 60,000 - (exemptions 1,000) = 59,000.
    // Tax: 1.4% x 20,000 = 280; 1.75% x 15,000 = 262.50; 3.5% x 5,000 = 175; 5.525% x 19,000 = 1,049.75; total
    // 1,767.25.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 59_000, tax: 1767.25, marginalRate: 5.525 },
    source: [sources.nj1040i2024, sources.njsa54a_2_1],
  },
  {
    // Taxable: 100,000 - (exemptions 2,000) = 98,000.
    // Tax: 1.4% x 20,000 = 280; 1.75% x 30,000 = 525; 2.45% x 20,000 = 490; 3.5% x 10,000 = 350; 5.525% x 18,000 =
    // 994.50; total 2,639.50.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 98_000, tax: 2639.5, marginalRate: 5.525 },
    source: [sources.nj1040i2024, sources.njsa54a_2_1],
  },
  {
    // Taxable: 60,000 - (exemptions 1,000) = 59,000.
    // Tax: 1.4% x 20,000 = 280; 1.75% x 15,000 = 262.50; 3.5% x 5,000 = 175; 5.525% x 19,000 = 1,049.75; total
    // 1,767.25.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 59_000, tax: 1767.25, marginalRate: 5.525 },
    source: [sources.nj1040iCurrent, sources.njsa54a_2_1],
  },
  {
    // Taxable: 75,000 - (exemptions 1,000) = 74,000.
    // Tax: 1.4% x 20,000 = 280; 1.75% x 30,000 = 525; 2.45% x 20,000 = 490; 3.5% x 4,000 = 140; total 1,435.
    name: 'head of household (Table B), wages $75,000 (2025)',
    period: 2025,
    input: { income: 75_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 74_000, tax: 1435, marginalRate: 3.5 },
    source: [sources.nj1040iCurrent, sources.njsa54a_2_1],
  },
  {
    // Taxable: 76,000 - (exemptions 1,000) = 75,000.
    // Tax: 1.4% x 20,000 = 280; 1.75% x 15,000 = 262.50; 3.5% x 5,000 = 175; 5.525% x 35,000 = 1,933.75; total
    // 2,651.25.
    name: 'edge: taxable income exactly $75,000, top of the 5.525% bracket (2024)',
    period: 2024,
    input: { income: 76_000, filingStatus: 'single' },
    output: { taxableIncome: 75_000, tax: 2651.25, marginalRate: 6.37 },
    source: [sources.nj1040i2024, sources.njsa54a_2_1],
  },
  {
    // 60,000 - 1,000 exemption = 59,000 taxable (Table A).
    // 1.4% x 20,000 = 280; 1.75% x 15,000 = 262.50; 3.5% x 5,000 = 175; 5.525% x 19,000 = 1,049.75 -> 1,767.25
    name: 'single, wages $60,000 (2026): statutory Table A, unchanged',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 59_000, tax: 1767.25, marginalRate: 5.525 },
    source: [sources.njsa54a_2_1, sources.njsa54a_3_1],
  },
  {
    // 100,000 - 2,000 exemptions = 98,000 taxable (Table B).
    // 1.4% x 20,000 = 280; 1.75% x 30,000 = 525; 2.45% x 20,000 = 490; 3.5% x 10,000 = 350; 5.525% x 18,000 = 994.50 -> 2,639.50
    name: 'married filing jointly, wages $100,000 (2026): statutory Table B, unchanged',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 98_000, tax: 2639.5, marginalRate: 5.525 },
    source: [sources.njsa54a_2_1, sources.njsa54a_3_1],
  },
];

describe('New Jersey state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NJ', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
