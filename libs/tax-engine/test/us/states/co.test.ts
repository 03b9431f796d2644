/**
 * Colorado cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 14,600 (federal standard deduction) = 45,400 taxable.
    // 4.25% x 45,400 = 1,929.50 -> 1,929.50
    name: 'single, wages $60,000 (2024, 4.25%)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 1929.5, marginalRate: 4.25 },
    source: [
      'https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf',
      'https://leg.colorado.gov/bills/SB24-228',
      'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
    ],
  },
  {
    // 120,000 - 29,200 (federal standard deduction) = 90,800 taxable.
    // 4.25% x 90,800 = 3,859 -> 3,859
    name: 'married filing jointly, wages $120,000 (2024)',
    period: 2024,
    input: { income: 120_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 90_800, tax: 3859, marginalRate: 4.25 },
    source: ['https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf', 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf'],
  },
  {
    // 60,000 - 15,750 (2025 federal standard deduction) = 44,250 taxable.
    // 4.4% x 44,250 = 1,947 -> 1,947
    name: 'single, wages $60,000 (2025, 4.4%)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 1947, marginalRate: 4.4 },
    source: ['https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf'],
  },
];

describe('Colorado state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'CO', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
