/**
 * Montana cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  sb399: 'https://leg.mt.gov/bills/2021/SB0399/SB0399_3.pdf',
  mca15_30_2103: 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0030/0150-0300-0210-0030.html',
  form2Instructions2024: 'https://mtrevenue.gov/wp-content/uploads/dlm_uploads/2025/02/Form-2-Instructions-2024-2.pdf',
  taxTables2024: 'https://mtrevenue.gov/wp-content/uploads/dlm_uploads/2024/12/2024-Tax-Tables.pdf',
  rates2025: 'https://revenue.mt.gov/files/BIT/Montana-Tax-Tables-and-Deductions/2025-Tax-Rates-and-Deductions.pdf',
  form2Instructions2025:
    'https://revenuefiles.mt.gov/files/Forms/Montana-Individual-Income-Tax-Return-Form-2-Instructions/2025_Montana_Individual_Income_Tax_Return_Form_2_Instructions.pdf',
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
    // Taxable: 60,000 - (standard deduction 14,600) = 45,400.
    // Tax: 4.7% x 20,500 = 963.50; 5.9% x 24,900 = 1,469.10; total 2,432.60.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 2432.6, marginalRate: 5.9 },
    source: [sources.taxTables2024, sources.form2Instructions2024, sources.federalSd2024],
  },
  {
    // Taxable: 100,000 - (standard deduction 29,200) = 70,800.
    // Tax: 4.7% x 41,000 = 1,927; 5.9% x 29,800 = 1,758.20; total 3,685.20.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 3685.2, marginalRate: 5.9 },
    source: [sources.taxTables2024, sources.form2Instructions2024, sources.federalSd2024],
  },
  {
    // Taxable: 60,000 - (standard deduction 15,750) = 44,250.
    // Tax: 4.7% x 21,100 = 991.70; 5.9% x 23,150 = 1,365.85; total 2,357.55.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 2357.55, marginalRate: 5.9 },
    source: [sources.rates2025, sources.federalSd2025],
  },
  {
    // Montana rate table: 4.7% of taxable income up to $20,500; $963.50 plus 5.9% of the excess.
    // Taxable: 35,100 - (standard deduction 14,600) = 20,500.
    // Tax: 4.7% x 20,500 = 963.50; total 963.50.
    name: 'edge: federal taxable income exactly $20,500, top of the 4.7% bracket (2024)',
    period: 2024,
    input: { income: 35_100, filingStatus: 'single' },
    output: { taxableIncome: 20_500, tax: 963.5, marginalRate: 5.9 },
    source: [sources.taxTables2024, sources.federalSd2024],
  },
  {
    // Taxable: 80,000 - (standard deduction 23,625) = 56,375.
    // Tax: 4.7% x 31,700 = 1,489.90; 5.9% x 24,675 = 1,455.83; total 2,945.73.
    name: 'head of household, wages $80,000 (2025)',
    period: 2025,
    input: { income: 80_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 56_375, tax: 2945.73, marginalRate: 5.9 },
    source: [sources.rates2025, sources.federalSd2025],
  },
  {
    // Taxable: 60,000 - (standard deduction 16,100) = 43,900, all within the 2026 4.7% band (to $47,500).
    // Tax: 4.7% x 43,900 = 2,063.30.
    name: 'single, wages $60,000 (2026): all in the widened 4.7% band',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_900, tax: 2063.3, marginalRate: 4.7 },
    source: ['https://revenue.mt.gov/news/recent-news/HB-337', 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'],
  },
  {
    // Taxable: 63,600 - 16,100 = 47,500, the top of the single 4.7% band.
    // Tax: 4.7% x 47,500 = 2,232.50; the next dollar at 5.65%.
    name: 'edge: single, taxable income exactly $47,500 (2026)',
    period: 2026,
    input: { income: 63_600, filingStatus: 'single' },
    output: { taxableIncome: 47_500, tax: 2232.5, marginalRate: 5.65 },
    source: ['https://revenue.mt.gov/news/recent-news/HB-337'],
  },
  {
    // Taxable: 150,000 - 32,200 = 117,800.
    // Tax: 4.7% x 95,000 = 4,465; 5.65% x 22,800 = 1,288.20; total 5,753.20.
    name: 'married filing jointly, wages $150,000 (2026): above the $95,000 band',
    period: 2026,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 117_800, tax: 5753.2, marginalRate: 5.65 },
    source: ['https://revenue.mt.gov/news/recent-news/HB-337', 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'],
  },
  {
    // Taxable: 127,200 - 32,200 = 95,000, the top of the joint 4.7% band: 4.7% x 95,000 = 4,465.
    name: 'edge: married filing jointly, taxable income exactly $95,000 (2026)',
    period: 2026,
    input: { income: 127_200, filingStatus: 'married-joint' },
    output: { taxableIncome: 95_000, tax: 4465, marginalRate: 5.65 },
    source: ['https://revenue.mt.gov/news/recent-news/HB-337'],
  },
];

describe('Montana state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MT', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
