/**
 * Rhode Island cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  rigl44_30_2_10: 'https://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.10.htm',
  worksheets2024: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2024-12/2024%20Tax%20Rate%20and%20Worksheets.pdf',
  instructions2025: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2025%201040R%20Instructions%20122025.pdf',
  adv2025_22: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf',
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
    // Taxable: 60,000 - (standard deduction 10,550 + exemptions 4,950) = 44,500.
    // Tax: 3.75% x 44,500 = 1,668.75; total 1,668.75.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_500, tax: 1668.75, marginalRate: 3.75 },
    source: [sources.worksheets2024, sources.rigl44_30_2_10],
  },
  {
    // Taxable: 100,000 - (standard deduction 21,150 + exemptions 9,900) = 68,950.
    // Tax: 3.75% x 68,950 = 2,585.63; total 2,585.63.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 68_950, tax: 2585.63, marginalRate: 3.75 },
    source: [sources.worksheets2024, sources.rigl44_30_2_10],
  },
  {
    // Taxable: 60,000 - (standard deduction 10,900 + exemptions 5,100) = 44,000.
    // Tax: 3.75% x 44,000 = 1,650; total 1,650.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_000, tax: 1650, marginalRate: 3.75 },
    source: [sources.instructions2025, sources.adv2025_22],
  },
  {
    // Phase-out: AGI exceeds $246,450 by 13,550 = 2 started $7,050 increments x 20% = 40% reduction.
    // Taxable: 260,000 - (standard deduction 6,330 + exemptions 2,970) = 250,700.
    // Tax: 3.75% x 77,450 = 2,904.38; 4.75% x 98,600 = 4,683.50; 5.99% x 74,650 = 4,471.54; total 12,059.42.
    name: 'single, wages $260,000: deduction and exemption phase-out (2024)',
    period: 2024,
    input: { income: 260_000, filingStatus: 'single' },
    output: { taxableIncome: 250_700, tax: 12_059.42, marginalRate: 5.99 },
    source: [sources.worksheets2024, sources.rigl44_30_2_10],
  },
  {
    // Taxable: 92,950 - (standard deduction 10,550 + exemptions 4,950) = 77,450.
    // Tax: 3.75% x 77,450 = 2,904.38; total 2,904.38.
    name: 'edge: taxable income exactly $77,450, top of the 3.75% bracket (2024)',
    period: 2024,
    input: { income: 92_950, filingStatus: 'single' },
    output: { taxableIncome: 77_450, tax: 2904.38, marginalRate: 4.75 },
    source: [sources.worksheets2024],
  },
  {
    // 2026 (ADV 2025-22): 60,000 - (11,200 + 5,250) = 43,550: 3.75% x 43,550 = 1,633.13
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_550, tax: 1633.13, marginalRate: 3.75 },
    source: ['https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf'],
  },
  {
    // 98,500 - 16,450 = 82,050, the top of the 3.75% bracket: 3,076.88.
    name: 'edge: taxable income exactly $82,050, top of the 3.75% bracket (2026)',
    period: 2026,
    input: { income: 98_500, filingStatus: 'single' },
    output: { taxableIncome: 82_050, tax: 3076.88, marginalRate: 4.75 },
    source: ['https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf'],
  },
  {
    // 270,000 is 9,000 over 261,000: two started $7,450 steps, each 20%: deduction 11,200 - 4,480 = 6,720,
    // exemption 5,250 - 2,100 = 3,150. Taxable 260,130.
    // 3.75% x 82,050 = 3,076.88; 4.75% x 104,400 = 4,959; 5.99% x 73,680 = 4,413.43 -> 12,449.31
    name: 'single, wages $270,000 (2026): deduction and exemption phased out by 40%',
    period: 2026,
    input: { income: 270_000, filingStatus: 'single' },
    output: { taxableIncome: 260_130, tax: 12_449.31, marginalRate: 5.99 },
    source: ['https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf'],
  },
];

describe('Rhode Island state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'RI', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
