/**
 * South Carolina cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  sc12_6_510: 'https://www.scstatehouse.gov/code/t12c006.php',
  tt2024: 'https://dor.sc.gov/forms-site/Forms/SC1040TT_2024.pdf',
  instructions2024: 'https://dor.sc.gov/forms-site/Forms/SC1040Instr_2024.pdf',
  instructions2025: 'https://dor.sc.gov/sites/dor/files/forms/SC1040Instr_2025.pdf',
  conformity: 'https://dor.sc.gov/income-tax-south-carolina-internal-revenue-code-conformity-update',
  federalSd2024: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  revProc2024_40: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
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
    // Tax: 0% x 3,460 = 0; 3% x 13,870 = 416.10; 6.2% x 28,070 = 1,740.34; total 2,156.44.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 2156.44, marginalRate: 6.2 },
    source: [sources.tt2024, sources.instructions2024, sources.federalSd2024],
  },
  {
    // Taxable: 100,000 - (standard deduction 29,200) = 70,800.
    // Tax: 0% x 3,460 = 0; 3% x 13,870 = 416.10; 6.2% x 53,470 = 3,315.14; total 3,731.24.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 3731.24, marginalRate: 6.2 },
    source: [sources.tt2024, sources.instructions2024, sources.federalSd2024],
  },
  {
    // Taxable: 60,000 - (standard deduction 15,000) = 45,000.
    // Tax: 0% x 3,560 = 0; 3% x 14,270 = 428.10; 6% x 27,170 = 1,630.20; total 2,058.30.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_000, tax: 2058.3, marginalRate: 6 },
    source: [sources.instructions2025, sources.conformity, sources.revProc2024_40],
  },
  {
    // Taxable: 31,930 - (standard deduction 14,600) = 17,330.
    // Tax: 0% x 3,460 = 0; 3% x 13,870 = 416.10; total 416.10.
    name: 'edge: taxable income exactly $17,330, top of the 3% bracket (2024)',
    period: 2024,
    input: { income: 31_930, filingStatus: 'single' },
    output: { taxableIncome: 17_330, tax: 416.1, marginalRate: 6.2 },
    source: [sources.tt2024, sources.federalSd2024],
  },
  {
    // Taxable: 130,000 - (standard deduction 14,600) = 115,400.
    // Tax: 0% x 3,460 = 0; 3% x 13,870 = 416.10; 6.2% x 98,070 = 6,080.34; total 6,496.44.
    // Official schedule: 6.2% x 115,400 - $658 = 6,496.80; the exact brackets give 0.36 less (the schedule rounds
    // 658.36 to 658).
    name: 'single, wages $130,000: rate schedule for $100,000 or more (2024)',
    period: 2024,
    input: { income: 130_000, filingStatus: 'single' },
    output: { taxableIncome: 115_400, tax: 6496.44, marginalRate: 6.2 },
    source: [sources.tt2024, sources.federalSd2024],
  },
  {
    // 2026 (H. 4216): SCIAD 15,000 less 15,000 x (60,000 - 40,000) / 55,000 = 5,454.55, rounded down to $10: 5,450 -> 9,550.
    // Taxable 60,000 - 9,550 = 50,450: 1.99% x 30,000 = 597; 5.21% x 20,450 = 1,065.45 -> 1,662.45
    name: 'single, wages $60,000 (2026): the income adjusted deduction partly phased out',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_450, tax: 1662.45, marginalRate: 5.21 },
    source: ['https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm'],
  },
  {
    // AGI 50,000 is below the joint phase-out start 80,000: SCIAD 30,000. Taxable 20,000 x 1.99% = 398.
    name: 'married filing jointly, wages $50,000 (2026): full $30,000 deduction',
    period: 2026,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 20_000, tax: 398, marginalRate: 1.99 },
    source: ['https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm'],
  },
  {
    // AGI 100,000 is past 40,000 + 55,000: no deduction. 597 + 5.21% x 70,000 = 3,647 -> 4,244
    name: 'single, wages $100,000 (2026): no deduction above $95,000',
    period: 2026,
    input: { income: 100_000, filingStatus: 'single' },
    output: { taxableIncome: 100_000, tax: 4244, marginalRate: 5.21 },
    source: ['https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm'],
  },
];

describe('South Carolina state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'SC', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
