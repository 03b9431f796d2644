/**
 * Mississippi cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 8,300 (standard deduction 2,300 + exemption 6,000) = 41,700 taxable.
    // 4.7% x 31,700 = 1,489.90 -> 1,489.90
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 41_700, tax: 1489.9, marginalRate: 4.7 },
    source: ['https://www.dor.ms.gov/sites/default/files/Forms/Individual/80100241.pdf'],
  },
  {
    // 90,000 - 16,600 (4,600 + 12,000) = 73,400 taxable.
    // 4.4% x 63,400 = 2,789.60 -> 2,789.60
    name: 'married filing jointly, wages $90,000 (2025)',
    period: 2025,
    input: { income: 90_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 73_400, tax: 2789.6, marginalRate: 4.4 },
    source: ['https://www.dor.ms.gov/sites/default/files/tax-forms/individual/80100251%202.pdf'],
  },
  {
    // 18,300 - 8,300 = 10,000 taxable.
    // no tax from the brackets
    name: 'single, taxable income exactly $10,000: all in the zero-rate band (2024)',
    period: 2024,
    input: { income: 18_300, filingStatus: 'single' },
    output: { taxableIncome: 10_000, tax: 0, marginalRate: 4.7 },
    source: ['https://www.dor.ms.gov/sites/default/files/Forms/Individual/80100241.pdf'],
  },
  {
    // 50,000 - 2,300 - 6,000 = 41,700 taxable.
    // 0% x 10,000; 4% x 31,700 = 1,268
    name: 'single, wages $50,000 (2026, 4% above $10,000 under HB 1 of 2025)',
    period: 2026,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 41_700, tax: 1268, marginalRate: 4 },
    source: [
      'https://billstatus.ls.state.ms.us/2025/pdf/history/HB/HB0001.xml',
      'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-5/',
    ],
  },
  {
    // 100,000 - 4,600 - 12,000 = 83,400 taxable.
    // 0% x 10,000; 4% x 73,400 = 2,936
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 83_400, tax: 2936, marginalRate: 4 },
    source: ['https://billstatus.ls.state.ms.us/2025/pdf/history/HB/HB0001.xml'],
  },
  {
    // 18,400 - 2,300 - 6,000 = 10,100 taxable: 100 over the zero-rate band.
    // 4% x 100 = 4
    name: 'single, taxable income $100 over the $10,000 zero-rate band (2026)',
    period: 2026,
    input: { income: 18_400, filingStatus: 'single' },
    output: { taxableIncome: 10_100, tax: 4, marginalRate: 4 },
    source: ['https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-5/'],
  },
];

describe('Mississippi state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MS', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
