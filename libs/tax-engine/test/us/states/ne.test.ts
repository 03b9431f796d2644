/**
 * Nebraska cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  lb754: 'https://www.nebraskalegislature.gov/FloorDocs/108/PDF/Slip/LB754.pdf',
  neb77_2715_03: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03',
  neb77_2716_01: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
  booklet2024: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2024/f_Individual_Income_Tax_Booklet.pdf',
  booklet2025: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_Individual_Income_Tax_Booklet.pdf',
  chronology: 'https://revenue.nebraska.gov/sites/default/files/doc/research/chronology/4-607table1_0.pdf',
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
    // Taxable: 60,000 - (standard deduction 8,350) = 51,650.
    // Tax: 2.46% x 3,900 = 95.94; 3.51% x 19,470 = 683.40; 5.01% x 14,300 = 716.43; 5.84% x 13,980 = 816.43; total
    // 2,312.20.
    // Less the credit 166 (used 166): 2,146.20.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 51_650, tax: 2146.2, marginalRate: 5.84 },
    source: [sources.booklet2024, sources.chronology],
  },
  {
    // Taxable: 100,000 - (standard deduction 16,700) = 83,300.
    // Tax: 2.46% x 7,790 = 191.63; 3.51% x 38,970 = 1,367.85; 5.01% x 28,580 = 1,431.86; 5.84% x 7,960 = 464.86;
    // total 3,456.20.
    // Less the credit 332 (used 332): 3,124.20.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 83_300, tax: 3124.2, marginalRate: 5.84 },
    source: [sources.booklet2024, sources.chronology],
  },
  {
    // Taxable: 60,000 - (standard deduction 8,600) = 51,400.
    // Tax: 2.46% x 4,030 = 99.14; 3.51% x 20,090 = 705.16; 5.01% x 14,750 = 738.98; 5.2% x 12,530 = 651.56; total
    // 2,194.84.
    // Less the credit 171 (used 171): 2,023.84.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 51_400, tax: 2023.84, marginalRate: 5.2 },
    source: [sources.booklet2025, sources.lb754],
  },
  {
    // Taxable: 50,000 - (standard deduction 12,250) = 37,750.
    // Tax: 2.46% x 7,270 = 178.84; 3.51% x 30,130 = 1,057.56; 5.01% x 350 = 17.54; total 1,253.94.
    // Less the credit 166 (used 166): 1,087.94.
    name: 'head of household, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 37_750, tax: 1087.94, marginalRate: 5.01 },
    source: [sources.booklet2024, sources.chronology],
  },
  {
    // Taxable: 46,020 - (standard deduction 8,350) = 37,670.
    // Tax: 2.46% x 3,900 = 95.94; 3.51% x 19,470 = 683.40; 5.01% x 14,300 = 716.43; total 1,495.77.
    // Less the credit 166 (used 166): 1,329.77.
    name: 'edge: taxable income exactly $37,670, top of the 5.01% bracket (2024)',
    period: 2024,
    input: { income: 46_020, filingStatus: 'single' },
    output: { taxableIncome: 37_670, tax: 1329.77, marginalRate: 5.84 },
    source: [sources.booklet2024, sources.chronology],
  },
  {
    // 2026 Form 1040N-ES: brackets, deduction 8,850, credit 176.
    // 60,000 - 8,850 = 51,150 taxable.
    // 2.46% x 4,130 = 101.60; 3.51% x 20,630 = 724.11; 4.55% x 15,140 = 688.87; 4.55% x 11,250 = 511.88 -> 2,026.46
    // Less the credit 176: 1,850.46
    name: 'single, wages $60,000 (2026): top rate 4.55%',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 51_150, tax: 1850.46, marginalRate: 4.55 },
    source: ['https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_1040N-ES.pdf#page=5'],
  },
  {
    // 67,230 - 17,700 = 49,530, the top of the joint 3.51% bracket.
    // 2.46% x 8,250 = 202.95; 3.51% x 41,280 = 1,448.93 -> 1,651.88; less 2 x 176 = 352: 1,299.88
    name: 'married filing jointly, taxable income exactly $49,530 (2026): next dollar at 4.55%',
    period: 2026,
    input: { income: 67_230, filingStatus: 'married-joint' },
    output: { taxableIncome: 49_530, tax: 1299.88, marginalRate: 4.55 },
    source: ['https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_1040N-ES.pdf#page=5'],
  },
];

describe('Nebraska state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NE', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
