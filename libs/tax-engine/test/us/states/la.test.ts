/**
 * Louisiana cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 4,500 = 55,500 taxable.
    // 1.85% x 12,500 = 231.25; 3.5% x 37,500 = 1,312.50; 4.25% x 5,500 = 233.75 -> 1,777.50
    name: 'single, wages $60,000 (2024 brackets)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 55_500, tax: 1777.5, marginalRate: 4.25 },
    source: ['https://dam.ldr.la.gov/taxforms/IT540i%20WEB%20(2024)D18%20INSTRUCTIONS.pdf'],
  },
  {
    // 120,000 - 9,000 = 111,000 taxable.
    // 1.85% x 25,000 = 462.50; 3.5% x 75,000 = 2,625; 4.25% x 11,000 = 467.50 -> 3,555
    name: 'married filing jointly, wages $120,000 (2024)',
    period: 2024,
    input: { income: 120_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 111_000, tax: 3555, marginalRate: 4.25 },
    source: ['https://dam.ldr.la.gov/taxforms/IT540i%20WEB%20(2024)D18%20INSTRUCTIONS.pdf'],
  },
  {
    // 60,000 - 12,500 = 47,500 taxable.
    // 3% x 47,500 = 1,425 -> 1,425
    name: 'single, wages $60,000 (2025 flat 3%)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_500, tax: 1425, marginalRate: 3 },
    source: ['https://dam.ldr.la.gov/taxforms/IT540i%20WEB(2025)D11.pdf', 'https://legis.la.gov/legis/BillInfo.aspx?s=243ES&b=HB10&sbi=y'],
  },
  {
    // 17,000 - 4,500 = 12,500 taxable.
    // 1.85% x 12,500 = 231.25 -> 231.25
    name: 'single, taxable income exactly $12,500 (2024): next dollar at 3.5%',
    period: 2024,
    input: { income: 17_000, filingStatus: 'single' },
    output: { taxableIncome: 12_500, tax: 231.25, marginalRate: 3.5 },
    source: ['https://dam.ldr.la.gov/taxforms/IT540i%20WEB%20(2024)D18%20INSTRUCTIONS.pdf'],
  },
  {
    // 60,000 - 12,835 (2026 standard deduction, Louisiana Register 20 February 2026) = 47,165 x 3% = 1,414.95
    name: 'single, wages $60,000 (2026, standard deduction $12,835)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_165, tax: 1414.95, marginalRate: 3 },
    source: ['https://bese.louisiana.gov/docs/default-source/rulemaking-docket/feb-louisiana-register.pdf'],
  },
  {
    // 100,000 - 25,670 = 74,330 x 3% = 2,229.90
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 74_330, tax: 2229.9, marginalRate: 3 },
    source: ['https://bese.louisiana.gov/docs/default-source/rulemaking-docket/feb-louisiana-register.pdf'],
  },
];

describe('Louisiana state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'LA', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
