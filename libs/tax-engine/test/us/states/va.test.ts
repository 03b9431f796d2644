/**
 * Virginia cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  va58_1_320: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-320/',
  va58_1_322_03: 'https://law.lis.virginia.gov/vacode/title58.1/section58.1-322.03/',
  i760of2024: 'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2024-760-instructions.pdf',
  i760of2025: 'https://www.tax.virginia.gov/sites/default/files/vatax-pdf/2025-760-instructions.pdf',
  hb1600: 'https://legiscan.com/VA/text/HB1600/id/3262750/Virginia-2025-HB1600-Chaptered.pdf',
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
    // Taxable: 60,000 - (standard deduction 8,500 + exemptions 930) = 50,570.
    // Tax: 2% x 3,000 = 60; 3% x 2,000 = 60; 5% x 12,000 = 600; 5.75% x 33,570 = 1,930.28; total 2,650.28.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_570, tax: 2650.28, marginalRate: 5.75 },
    source: [sources.i760of2024, sources.va58_1_320],
  },
  {
    // Taxable: 100,000 - (standard deduction 17,000 + exemptions 1,860) = 81,140.
    // Tax: 2% x 3,000 = 60; 3% x 2,000 = 60; 5% x 12,000 = 600; 5.75% x 64,140 = 3,688.05; total 4,408.05.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 81_140, tax: 4408.05, marginalRate: 5.75 },
    source: [sources.i760of2024, sources.va58_1_320],
  },
  {
    // Taxable: 60,000 - (standard deduction 8,750 + exemptions 930) = 50,320.
    // Tax: 2% x 3,000 = 60; 3% x 2,000 = 60; 5% x 12,000 = 600; 5.75% x 33,320 = 1,915.90; total 2,635.90.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_320, tax: 2635.9, marginalRate: 5.75 },
    source: [sources.i760of2025, sources.hb1600, sources.va58_1_320],
  },
  {
    // Taxable: 26,430 - (standard deduction 8,500 + exemptions 930) = 17,000.
    // Tax: 2% x 3,000 = 60; 3% x 2,000 = 60; 5% x 12,000 = 600; total 720.
    // Official schedule: $720 plus 5.75% of the excess over $17,000.
    name: 'edge: taxable income exactly $17,000, top of the 5% bracket (2024)',
    period: 2024,
    input: { income: 26_430, filingStatus: 'single' },
    output: { taxableIncome: 17_000, tax: 720, marginalRate: 5.75 },
    source: [sources.i760of2024, sources.va58_1_320],
  },
  {
    // 2026: unchanged amounts. 60,000 - (8,750 + 930) = 50,320.
    // 2% x 3,000 = 60; 3% x 2,000 = 60; 5% x 12,000 = 600; 5.75% x 33,320 = 1,915.90 -> 2,635.90
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_320, tax: 2635.9, marginalRate: 5.75 },
    source: ['https://www.tax.virginia.gov/sites/default/files/inline-files/2026-legislative-summary.pdf#page=9'],
  },
];

describe('Virginia state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'VA', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
