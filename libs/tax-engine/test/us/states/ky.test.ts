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
  {
    // 60,000 - 3,360 = 56,640 taxable.
    // 3.5% x 56,640 = 1,982.40
    name: 'single, wages $60,000 (2026, 3.5%, standard deduction $3,360)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 56_640, tax: 1982.4, marginalRate: 3.5 },
    source: [
      'https://news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026',
      'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=56054',
    ],
  },
  {
    // One standard deduction per joint return: 100,000 - 3,360 = 96,640 taxable.
    // 3.5% x 96,640 = 3,382.40
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 96_640, tax: 3382.4, marginalRate: 3.5 },
    source: ['https://news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026'],
  },
  {
    // 3,360 - 3,360 = 0 taxable (at the 2025 deduction of 3,270, 90 would have been taxed).
    name: 'single, wages equal to the $3,360 standard deduction (2026): no tax',
    period: 2026,
    input: { income: 3360, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 3.5 },
    source: ['https://news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026'],
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
