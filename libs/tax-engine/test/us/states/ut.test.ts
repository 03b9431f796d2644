/**
 * Utah cases, worked by hand from TC-40 lines 9-24 (4.55% / 4.5% of Utah taxable income less the taxpayer tax credit:
 * 6% of the federal
 * standard deduction, reduced by 1.3% of income above the base phase-out amount). Incomes are chosen so that the
 * excess over the base
 * amount is a whole multiple of $10, where the credit reduction in the parameters ($0.13 per $10) equals 1.3%
 * exactly.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  ut59_10_104: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S104.html?v=C59-10-S104_2024010120240501',
  hb106of2025: 'https://le.utah.gov/Session/2025/bills/enrolled/HB0106.pdf',
  ut59_10_1018: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1018.html',
  taxpayerCredit: 'https://incometax.utah.gov/credits/taxpayer-tax-credit',
  federalSd2024: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  federalSd2025: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
} as const;

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: { readonly taxableIncome: number; readonly tax: number; readonly marginalRate?: number };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // Taxpayer credit: 6% of the federal standard deduction = 876, less 1.3% x (50,002 - 17,652) = 420.55 -> 455.45.
    // Taxable: 50,002 = 50,002.
    // Tax: 4.55% x 50,002 = 2,275.09; total 2,275.09.
    // Less the credit 455.45 (used 455.45): 1,819.64.
    name: 'single, wages $50,002 (2024)',
    period: 2024,
    input: { income: 50_002, filingStatus: 'single' },
    output: { taxableIncome: 50_002, tax: 1819.64 },
    source: [sources.ut59_10_104, sources.taxpayerCredit, sources.ut59_10_1018, sources.federalSd2024],
  },
  {
    // Taxpayer credit: 6% of the federal standard deduction = 1,752, less 1.3% x (80,004 - 35,304) = 581.10 ->
    // 1,170.90.
    // Taxable: 80,004 = 80,004.
    // Tax: 4.55% x 80,004 = 3,640.18; total 3,640.18.
    // Less the credit 1,170.90 (used 1,170.90): 2,469.28.
    name: 'married filing jointly, wages $80,004 (2024)',
    period: 2024,
    input: { income: 80_004, filingStatus: 'married-joint' },
    output: { taxableIncome: 80_004, tax: 2469.28 },
    source: [sources.ut59_10_104, sources.taxpayerCredit, sources.ut59_10_1018, sources.federalSd2024],
  },
  {
    // Taxpayer credit: 6% of the federal standard deduction = 945, less 1.3% x (60,003 - 18,213) = 543.27 -> 401.73.
    // Taxable: 60,003 = 60,003.
    // Tax: 4.5% x 60,003 = 2,700.14; total 2,700.14.
    // Less the credit 401.73 (used 401.73): 2,298.41.
    name: 'single, wages $60,003 (2025)',
    period: 2025,
    input: { income: 60_003, filingStatus: 'single' },
    output: { taxableIncome: 60_003, tax: 2298.41 },
    source: [sources.hb106of2025, sources.taxpayerCredit, sources.ut59_10_1018, sources.federalSd2025],
  },
  {
    // Taxpayer credit: 6% of the federal standard deduction = 1,417.50, less 1.3% x (70,000 - 27,320) = 554.84 ->
    // 862.66.
    // Taxable: 70,000 = 70,000.
    // Tax: 4.5% x 70,000 = 3,150; total 3,150.
    // Less the credit 862.66 (used 862.66): 2,287.34.
    name: 'head of household, wages $70,000 (2025)',
    period: 2025,
    input: { income: 70_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 70_000, tax: 2287.34 },
    source: [sources.hb106of2025, sources.taxpayerCredit, sources.ut59_10_1018, sources.federalSd2025],
  },
  {
    // Taxpayer credit: 6% of the federal standard deduction = 876, less 1.3% x (85,042 - 17,652) = 876.07 -> 0.
    // Taxable: 85,042 = 85,042.
    // Tax: 4.55% x 85,042 = 3,869.41; total 3,869.41.
    name: 'edge: credit fully phased out, single wages $85,042 (2024)',
    period: 2024,
    input: { income: 85_042, filingStatus: 'single' },
    output: { taxableIncome: 85_042, tax: 3869.41 },
    source: [sources.ut59_10_104, sources.taxpayerCredit, sources.ut59_10_1018, sources.federalSd2024],
  },
  {
    // Taxpayer credit: 6% of the federal standard deduction = 876, less 1.3% x (18,000 - 17,652) = 4.52 -> 871.48.
    // Taxable: 18,000 = 18,000.
    // Tax: 4.55% x 18,000 = 819; total 819.
    // Less the credit 871.48 (used 819): 0.
    name: 'single, wages $18,000: the credit exceeds the tax (2024)',
    period: 2024,
    input: { income: 18_000, filingStatus: 'single' },
    output: { taxableIncome: 18_000, tax: 0 },
    source: [sources.ut59_10_104, sources.taxpayerCredit, sources.ut59_10_1018, sources.federalSd2024],
  },
  {
    // 2026: 4.45% (SB 60). Credit 6% x 16,100 = 966, less 1.3% x (50,003 - 18,213, the 2025 base carried forward) = 413.27 -> 552.73.
    // Tax 4.45% x 50,003 = 2,225.13; less 552.73: 1,672.40
    name: 'single, wages $50,003 (2026): 4.45%, credit on the 2026 federal deduction',
    period: 2026,
    input: { income: 50_003, filingStatus: 'single' },
    output: { taxableIncome: 50_003, tax: 1672.4 },
    source: ['https://le.utah.gov/Session/2026/bills/enrolled/SB0060.pdf', 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'],
  },
];

describe('Utah state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'UT', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
