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
];

describe('Idaho state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'ID', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
