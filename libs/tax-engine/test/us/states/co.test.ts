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
  {
    // AGI $300,000 or more: the federal standard deduction above $12,000 is added back (C.R.S. 39-22-104(3)(p.5);
    // DR 0104AD). 300,000 - 12,000 = 288,000 x 4.25% = 12,240
    name: 'single, wages $300,000 (2024): deduction limited to $12,000',
    period: 2024,
    input: { income: 300_000, filingStatus: 'single' },
    output: { taxableIncome: 288_000, tax: 12_240, marginalRate: 4.25 },
    source: [
      'https://tax.colorado.gov/individual-income-tax-guide',
      'https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf',
    ],
  },
  {
    // Just below: 299,999.99 - 14,600 = 285,399.99 x 4.25% = 12,129.50
    name: 'single, wages $299,999.99 (2024): full federal standard deduction',
    period: 2024,
    input: { income: 299_999.99, filingStatus: 'single' },
    output: { taxableIncome: 285_399.99, tax: 12_129.5, marginalRate: 4.25 },
    source: ['https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf'],
  },
  {
    // Joint: deduction limited to $16,000. 400,000 - 16,000 = 384,000 x 4.25% = 16,320
    name: 'married filing jointly, wages $400,000 (2024): deduction limited to $16,000',
    period: 2024,
    input: { income: 400_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 384_000, tax: 16_320, marginalRate: 4.25 },
    source: ['https://tax.colorado.gov/individual-income-tax-guide'],
  },
  {
    // 2025: 350,000 - 12,000 = 338,000 x 4.4% = 14,872
    name: 'single, wages $350,000 (2025)',
    period: 2025,
    input: { income: 350_000, filingStatus: 'single' },
    output: { taxableIncome: 338_000, tax: 14_872, marginalRate: 4.4 },
    source: ['https://tax.colorado.gov/individual-income-tax-guide', 'https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf'],
  },
  {
    // 60,000 - 16,100 (2026 federal standard deduction, Rev. Proc. 2025-32) = 43,900 taxable.
    // 4.4% x 43,900 = 1,931.60
    name: 'single, wages $60,000 (2026, 4.4%)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_900, tax: 1931.6, marginalRate: 4.4 },
    source: ['https://www.irs.gov/pub/irs-drop/rp-25-32.pdf', 'https://olls.info/crs/crs2025-title-39.pdf'],
  },
  {
    // From 2026, C.R.S. 39-22-104(3)(p.7) (HB25-1274): at AGI $300,000 the deduction keeps only $1,000.
    // 300,000 - 1,000 = 299,000 x 4.4% = 13,156
    name: 'single, wages $300,000 (2026): deduction limited to $1,000',
    period: 2026,
    input: { income: 300_000, filingStatus: 'single' },
    output: { taxableIncome: 299_000, tax: 13_156, marginalRate: 4.4 },
    source: ['https://leg.colorado.gov/bills/hb25-1274'],
  },
  {
    // Married filing jointly at $400,000: the deduction keeps $2,000. 398,000 x 4.4% = 17,512
    name: 'married filing jointly, wages $400,000 (2026): deduction limited to $2,000',
    period: 2026,
    input: { income: 400_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 398_000, tax: 17_512, marginalRate: 4.4 },
    source: ['https://leg.colorado.gov/bills/hb25-1274'],
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
