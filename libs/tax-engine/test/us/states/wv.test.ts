/**
 * West Virginia cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  wv11_21_4g: 'https://code.wvlegislature.gov/11-21-4G/',
  wv11_21_4i: 'https://code.wvlegislature.gov/11-21-4I/',
  wv11_21_16: 'https://code.wvlegislature.gov/11-21-16/',
  it140of2024: 'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  it140of2025: 'https://tax.wv.gov/Documents/PIT/2025/it140.PersonalIncomeTaxFormsAndInstructions.2025.pdf',
  rateCut: 'https://tax.wv.gov/Individuals/Pages/PersonalIncomeTaxReductionBill.aspx',
  sb392: 'https://www.wvlegislature.gov/Bill_Text_HTML/2026_SESSIONS/RS/bills/sb392%20sub1%20enr.pdf',
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
    // Taxable: 60,000 - (exemptions 2,000) = 58,000.
    // Tax: 2.36% x 10,000 = 236; 3.15% x 15,000 = 472.50; 3.54% x 15,000 = 531; 4.72% x 18,000 = 849.60; total
    // 2,089.10.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 58_000, tax: 2089.1, marginalRate: 4.72 },
    source: [sources.it140of2024, sources.wv11_21_4g],
  },
  {
    // Taxable: 100,000 - (exemptions 4,000) = 96,000.
    // Tax: 2.36% x 10,000 = 236; 3.15% x 15,000 = 472.50; 3.54% x 15,000 = 531; 4.72% x 20,000 = 944; 5.12% x 36,000
    // = 1,843.20; total 4,026.70.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 96_000, tax: 4026.7, marginalRate: 5.12 },
    source: [sources.it140of2024, sources.wv11_21_4g],
  },
  {
    // Taxable: 60,000 - (exemptions 2,000) = 58,000.
    // Tax: 2.22% x 10,000 = 222; 2.96% x 15,000 = 444; 3.33% x 15,000 = 499.50; 4.44% x 18,000 = 799.20; total
    // 1,964.70.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 58_000, tax: 1964.7, marginalRate: 4.44 },
    source: [sources.it140of2025, sources.wv11_21_4i],
  },
  {
    // Taxable: 62,000 - (exemptions 2,000) = 60,000.
    // Tax: 2.36% x 10,000 = 236; 3.15% x 15,000 = 472.50; 3.54% x 15,000 = 531; 4.72% x 20,000 = 944; total 2,183.50.
    // Official Rate Schedule I: $2,183.50 at $60,000.
    name: 'edge: taxable income exactly $60,000, top of the 4.72% bracket (2024)',
    period: 2024,
    input: { income: 62_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 2183.5, marginalRate: 5.12 },
    source: [sources.it140of2024, sources.wv11_21_4g],
  },
  {
    // Taxable: 62,000 - (exemptions 2,000) = 60,000.
    // Tax: 2.22% x 10,000 = 222; 2.96% x 15,000 = 444; 3.33% x 15,000 = 499.50; 4.44% x 20,000 = 888; total 2,053.50.
    // § 11-21-4i: $2,053.50 at $60,000.
    name: 'edge: taxable income exactly $60,000 (2025)',
    period: 2025,
    input: { income: 62_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 2053.5, marginalRate: 4.82 },
    source: [sources.it140of2025, sources.wv11_21_4i],
  },
  {
    // Taxable: 40,000 - (exemptions 2,000) = 38,000.
    // Tax: 2.36% x 5,000 = 118; 3.15% x 7,500 = 236.25; 3.54% x 7,500 = 265.50; 4.72% x 10,000 = 472; 5.12% x 8,000 =
    // 409.60; total 1,501.35.
    // Official Rate Schedule II: $1,091.75 plus 5.12% of the excess over $30,000.
    name: 'married filing separately, wages $40,000: Rate Schedule II (2024)',
    period: 2024,
    input: { income: 40_000, filingStatus: 'married-separate' },
    output: { taxableIncome: 38_000, tax: 1501.35, marginalRate: 5.12 },
    source: [sources.it140of2024, sources.wv11_21_4g],
  },
  {
    // 50,000 - 2,000 = 48,000 taxable.
    // 2.11% x 10,000 = 211; 2.81% x 15,000 = 421.50; 3.16% x 15,000 = 474; 4.22% x 8,000 = 337.60 -> 1,444.10
    name: 'single, wages $50,000 (2026, SB 392 rates)',
    period: 2026,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 48_000, tax: 1444.1, marginalRate: 4.22 },
    source: [sources.sb392, sources.wv11_21_16],
  },
  {
    // 100,000 - 4,000 = 96,000 taxable.
    // 211 + 421.50 + 474; 4.22% x 20,000 = 844; 4.58% x 36,000 = 1,648.80 -> 3,599.30
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 96_000, tax: 3599.3, marginalRate: 4.58 },
    source: [sources.sb392, sources.wv11_21_16],
  },
  {
    // 62,000 - 2,000 = 60,000 taxable: 211 + 421.50 + 474 + 844 = 1,950.50; the next dollar at 4.58%.
    name: 'edge: single, taxable income exactly $60,000 (2026)',
    period: 2026,
    input: { income: 62_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 1950.5, marginalRate: 4.58 },
    source: [sources.sb392],
  },
  {
    // Schedule II: 32,000 - 2,000 = 30,000 taxable.
    // 2.11% x 5,000 = 105.50; 2.81% x 7,500 = 210.75; 3.16% x 7,500 = 237; 4.22% x 10,000 = 422 -> 975.25
    name: 'edge: married filing separately, taxable income exactly $30,000 (2026)',
    period: 2026,
    input: { income: 32_000, filingStatus: 'married-separate' },
    output: { taxableIncome: 30_000, tax: 975.25, marginalRate: 4.58 },
    source: [sources.sb392],
  },
];

describe('West Virginia state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'WV', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
