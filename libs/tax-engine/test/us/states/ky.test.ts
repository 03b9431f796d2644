/**
 * Kentucky cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 3,160 = 46,840 taxable.
    // 4% x 46,840 = 1,873.60 -> 1,873.60
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 46_840, tax: 1873.6, marginalRate: 4 },
    source: ['https://revenue.ky.gov/Forms/740%20Packet%20Instructions%20(2024).pdf'],
  },
  {
    // 90,000 - 3,270 = 86,730 taxable.
    // 4% x 86,730 = 3,469.20 -> 3,469.20
    name: 'married filing jointly, wages $90,000 (2025): one $3,270 standard deduction',
    period: 2025,
    input: { income: 90_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 86_730, tax: 3469.2, marginalRate: 4 },
    source: ['https://revenue.ky.gov/News/Pages/Kentucky-DOR-Announces-2025-Standard-Deduction.aspx'],
  },
  {
    // 3,000 - 3,160 = 0 taxable.
    // no tax from the brackets
    name: 'single, wages below the standard deduction (2024)',
    period: 2024,
    input: { income: 3000, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: ['https://revenue.ky.gov/Forms/740%20Packet%20Instructions%20(2024).pdf'],
  },
];

describe('Kentucky state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'KY', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
