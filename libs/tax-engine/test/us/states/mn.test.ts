/**
 * Minnesota cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 14,575 = 45,425 taxable.
    // 5.35% x 31,690 = 1,695.42; 6.8% x 13,735 = 933.98 -> 2,629.40
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_425, tax: 2629.4, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 150,000 - 29,150 = 120,850 taxable.
    // 5.35% x 46,330 = 2,478.66; 6.8% x 74,520 = 5,067.36 -> 7,546.02
    name: 'married filing jointly, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 120_850, tax: 7546.02, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 46,265 - 14,575 = 31,690 taxable.
    // 5.35% x 31,690 = 1,695.42 -> 1,695.42
    name: 'single, taxable income exactly $31,690 (2024): next dollar at 6.8%',
    period: 2024,
    input: { income: 46_265, filingStatus: 'single' },
    output: { taxableIncome: 31_690, tax: 1695.42, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // Form M1 line 1 federal AGI 50,000; line 4 standard deduction 14,575; line 9 taxable 35,425.
    // Schedule for single filers: 5.35% x 31,690 = 1,695.42; 6.8% x 3,735 = 253.98 -> 1,949.40
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 35_425, tax: 1949.4, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 150,000 - 14,575 = 135,425 taxable, in the 7.85% bracket, which starts at $104,090 for single filers in 2024.
    // 5.35% x 31,690 = 1,695.42; 6.8% x (104,090 - 31,690 = 72,400) = 4,923.20; 7.85% x 31,335 = 2,459.80 -> 9,078.42
    // (With the 7.85% bracket wrongly starting at $104,690 the tax was 9,072.12, $6.30 short.)
    name: 'single, wages $150,000 (2024): the 7.85% bracket starts at $104,090',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { taxableIncome: 135_425, tax: 9078.42, marginalRate: 7.85 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 50,000 - 29,150 = 20,850 taxable: 5.35% x 20,850 = 1,115.48
    name: 'married filing jointly, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 20_850, tax: 1115.48, marginalRate: 5.35 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 100,000 - 21,900 = 78,100 taxable; the head-of-household 5.35% bracket ends at $39,010 in 2024.
    // 5.35% x 39,010 = 2,087.04; 6.8% x 39,090 = 2,658.12 -> 4,745.16
    name: 'head of household, wages $100,000 (2024): the 6.8% bracket starts at $39,010',
    period: 2024,
    input: { income: 100_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 78_100, tax: 4745.16, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 60,000 - 14,950 = 45,050 taxable.
    // 5.35% x 32,570 = 1,742.50; 6.8% x 12,480 = 848.64 -> 2,591.14
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_050, tax: 2591.14, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2025-11/m1-inst-25_0.pdf'],
  },
];

describe('Minnesota state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MN', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
