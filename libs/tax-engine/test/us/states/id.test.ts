/**
 * Idaho cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 14,600 = 45,400 taxable.
    // 5.695% x 40,727 = 2,319.40 -> 2,319.40
    name: 'single, wages $60,000 (2024, 5.695% above $4,673)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 2319.4, marginalRate: 5.695 },
    source: [
      'https://tax.idaho.gov/forms/form-40-individual-income-tax-return-instructions/',
      'https://legislature.idaho.gov/sessioninfo/2024/legislation/H0521/',
      'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
    ],
  },
  {
    // 100,000 - 29,200 = 70,800 taxable.
    // 5.695% x 61,454 = 3,499.81 -> 3,499.81
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 3499.81, marginalRate: 5.695 },
    source: [
      'https://tax.idaho.gov/forms/form-40-individual-income-tax-return-instructions/',
      'https://legislature.idaho.gov/sessioninfo/2024/legislation/H0521/',
    ],
  },
  {
    // 19,273 - 14,600 = 4,673 taxable.
    // no tax from the brackets
    name: 'single, taxable income exactly $4,673: all in the zero-rate band (2024)',
    period: 2024,
    input: { income: 19_273, filingStatus: 'single' },
    output: { taxableIncome: 4673, tax: 0, marginalRate: 5.695 },
    source: ['https://tax.idaho.gov/forms/form-40-individual-income-tax-return-instructions/'],
  },
  {
    // 60,000 - 15,750 = 44,250 taxable.
    // 5.3% x (44,250 - 4,811 = 39,439) = 2,090.267 -> 2,090.27
    name: 'single, wages $60,000 (2025, 5.3% above $4,811 under HB 40)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 2090.27, marginalRate: 5.3 },
    source: [
      'https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf',
      'https://legislature.idaho.gov/sessioninfo/2025/legislation/H0040/',
      'https://legislature.idaho.gov/sessioninfo/2026/legislation/H0559/',
    ],
  },
  {
    // 100,000 - 31,500 = 68,500 taxable.
    // 5.3% x (68,500 - 9,622 = 58,878) = 3,120.534 -> 3,120.53
    name: 'married filing jointly, wages $100,000 (2025)',
    period: 2025,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 68_500, tax: 3120.53, marginalRate: 5.3 },
    source: ['https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf'],
  },
  {
    // 20,561 - 15,750 = 4,811 taxable: all in the zero-rate band.
    name: 'single, taxable income exactly $4,811: top of the zero-rate band (2025)',
    period: 2025,
    input: { income: 20_561, filingStatus: 'single' },
    output: { taxableIncome: 4811, tax: 0, marginalRate: 5.3 },
    source: ['https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf'],
  },
  {
    // 41,222 - 31,500 = 9,722 taxable: 100 over the $9,622 joint band.
    // 5.3% x 100 = 5.30
    name: 'married filing jointly, taxable income $100 over the $9,622 zero-rate band (2025)',
    period: 2025,
    input: { income: 41_222, filingStatus: 'married-joint' },
    output: { taxableIncome: 9722, tax: 5.3, marginalRate: 5.3 },
    source: ['https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf'],
  },
  {
    // 60,000 - 16,100 (2026 federal standard deduction) = 43,900 taxable; zero-rate band 4,811 carried forward.
    // 5.3% x (43,900 - 4,811 = 39,089) = 2,071.717 -> 2,071.72
    name: 'single, wages $60,000 (2026, 5.3% above the carried-forward $4,811 band)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_900, tax: 2071.72, marginalRate: 5.3 },
    source: ['https://www.irs.gov/pub/irs-drop/rp-25-32.pdf', 'https://legislature.idaho.gov/sessioninfo/2025/legislation/H0040/'],
  },
];

describe('Idaho state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'ID', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
