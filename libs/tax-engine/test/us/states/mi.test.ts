/**
 * Michigan cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 5,600 = 44,400 taxable.
    // 4.25% x 44,400 = 1,887 -> 1,887
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 44_400, tax: 1887, marginalRate: 4.25 },
    source: ['https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/IIT/TY2024/MI-1040-Instructions.pdf'],
  },
  {
    // 90,000 - 11,600 = 78,400 taxable.
    // 4.25% x 78,400 = 3,332 -> 3,332
    name: 'married filing jointly, wages $90,000 (2025)',
    period: 2025,
    input: { income: 90_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 78_400, tax: 3332, marginalRate: 4.25 },
    source: [
      'https://www.michigan.gov/treasury/reference/taxpayer-notices/2025-tax-year-income-tax-rate-for-individuals-and-fiduciaries',
      'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2025/446_Withholding-Guide_2025.pdf',
    ],
  },
  {
    // 5,600 - 5,600 = 0 taxable.
    // no tax from the brackets
    name: 'single, wages equal to the exemption (2024): no tax',
    period: 2024,
    input: { income: 5600, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 4.25 },
    source: ['https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/IIT/TY2024/MI-1040-Instructions.pdf'],
  },
  {
    // 2026: 4.25% (Treasury notice of 15 April 2026); exemption $5,900 (2026 Form 446).
    // 90,000 - 11,800 = 78,200 x 4.25% = 3,323.50
    name: 'married filing jointly, wages $90,000 (2026)',
    period: 2026,
    input: { income: 90_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 78_200, tax: 3323.5, marginalRate: 4.25 },
    source: [
      'https://www.michigan.gov/treasury/reference/taxpayer-notices/2026/04/15/425-income-tax-rate-for-individuals-and-fiduciaries-in-2026-tax-year',
      'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf',
    ],
  },
  {
    // 5,900 - 5,900 = 0: wages equal to the 2026 exemption (in 2025, 100 would have been taxable).
    name: 'single, wages equal to the $5,900 exemption (2026): no tax',
    period: 2026,
    input: { income: 5900, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 4.25 },
    source: ['https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2026/446_Withholding-Guide_2026.pdf'],
  },
];

describe('Michigan state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MI', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
