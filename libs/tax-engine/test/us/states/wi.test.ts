/**
 * Wisconsin cases, worked by hand from the Form 1 rate schedules and the statutory sliding-scale standard deduction
 * (Wis. Stat.
 * § 71.05(22)). Joint and head-of-household incomes are chosen so the excess over the phase-out start is a whole
 * number of the
 * parameters' steps ($500 / $200), where the stepped reduction equals the statutory percentage exactly.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  wis71_06: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/06',
  wis71_05_22: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/22/dm',
  form1i2024: 'https://www.revenue.wi.gov/TaxForms2024/2024-Form1-inst.pdf',
  form1i2025: 'https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf',
  act15: 'https://docs.legis.wisconsin.gov/2025/related/acts/15',
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
    // Standard deduction: 13,230 - 12% x (60,000 - 19,070) = 8,318.40.
    // Taxable: 60,000 - (standard deduction 8,318.40 + exemptions 700) = 50,981.60.
    // Tax: 3.5% x 14,320 = 501.20; 4.4% x 14,320 = 630.08; 5.3% x 22,341.60 = 1,184.10; total 2,315.38.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_981.6, tax: 2315.38, marginalRate: 5.3 },
    source: [sources.form1i2024, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // Standard deduction: 24,490 - 19.778% x (100,020 - 27,520) = 10,150.95.
    // Taxable: 100,020 - (standard deduction 10,150.95 + exemptions 1,400) = 88,469.05.
    // Tax: 3.5% x 19,090 = 668.15; 4.4% x 19,100 = 840.40; 5.3% x 50,279.05 = 2,664.79; total 4,173.34.
    name: 'married filing jointly, wages $100,020 (2024)',
    period: 2024,
    input: { income: 100_020, filingStatus: 'married-joint' },
    output: { taxableIncome: 88_469.05, tax: 4173.34, marginalRate: 5.3 },
    source: [sources.form1i2024, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // Standard deduction: the larger of 17,090 - 22.515% x (40,070 - 19,070) = 12,361.85 and the single amount 13,230
    // - 12% x the same excess = 10,710: 12,361.85.
    // Taxable: 40,070 - (standard deduction 12,361.85 + exemptions 700) = 27,008.15.
    // Tax: 3.5% x 14,320 = 501.20; 4.4% x 12,688.15 = 558.28; total 1,059.48.
    name: 'head of household, wages $40,070 (2024)',
    period: 2024,
    input: { income: 40_070, filingStatus: 'head-of-household' },
    output: { taxableIncome: 27_008.15, tax: 1059.48, marginalRate: 4.4 },
    source: [sources.form1i2024, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // Standard deduction: 13,560 - 12% x (80,000 - 19,550) = 6,306.
    // Taxable: 80,000 - (standard deduction 6,306 + exemptions 700) = 72,994.
    // Tax: 3.5% x 14,680 = 513.80; 4.4% x 36,450 = 1,603.80; 5.3% x 21,864 = 1,158.79; total 3,276.39.
    name: 'single, wages $80,000 (2025)',
    period: 2025,
    input: { income: 80_000, filingStatus: 'single' },
    output: { taxableIncome: 72_994, tax: 3276.39, marginalRate: 5.3 },
    source: [sources.form1i2025, sources.act15, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // Standard deduction: 25,110 - 19.778% x (120,210 - 28,210) = 6,914.24.
    // Taxable: 120,210 - (standard deduction 6,914.24 + exemptions 1,400) = 111,895.76.
    // Tax: 3.5% x 19,580 = 685.30; 4.4% x 48,590 = 2,137.96; 5.3% x 43,725.76 = 2,317.47; total 5,140.73.
    name: 'married filing jointly, wages $120,210 (2025)',
    period: 2025,
    input: { income: 120_210, filingStatus: 'married-joint' },
    output: { taxableIncome: 111_895.76, tax: 5140.73, marginalRate: 5.3 },
    source: [sources.form1i2025, sources.act15, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // Taxable: 18,000 - (standard deduction 13,230 + exemptions 700) = 4,070.
    // Tax: 3.5% x 4,070 = 142.45; total 142.45.
    name: 'single, wages $18,000: below the phase-out start (2024)',
    period: 2024,
    input: { income: 18_000, filingStatus: 'single' },
    output: { taxableIncome: 4070, tax: 142.45, marginalRate: 3.5 },
    source: [sources.form1i2024, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // Standard deduction: 13,230 - 12% x (129,320 - 19,070) = 0.
    // Taxable: 129,320 - (exemptions 700) = 128,620.
    // Tax: 3.5% x 14,320 = 501.20; 4.4% x 14,320 = 630.08; 5.3% x 99,980 = 5,298.94; total 6,430.22.
    name: 'edge: single standard deduction fully phased out at $129,320 (2024)',
    period: 2024,
    input: { income: 129_320, filingStatus: 'single' },
    output: { taxableIncome: 128_620, tax: 6430.22, marginalRate: 5.3 },
    source: [sources.form1i2024, sources.wis71_06, sources.wis71_05_22],
  },
  {
    // 2026 Form 1-ES: deduction 13,960 - 12% x (60,000 - 20,120 = 39,880) = 4,785.60 -> 9,174.40; exemption 700.
    // Taxable 60,000 - 9,174.40 - 700 = 50,125.60: 3.5% x 15,110 = 528.85; 4.4% x 35,015.60 = 1,540.69 -> 2,069.54
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_125.6, tax: 2069.54, marginalRate: 4.4 },
    source: ['https://www.revenue.wi.gov/TaxForms2026/2026-Form1-ES-Inst.pdf'],
  },
  {
    // Deduction 13,960 - 12% x 59,880 = 7,185.60 -> 6,774.40. Taxable 80,000 - 6,774.40 - 700 = 72,525.60, past the
    // 2026 5.3% bracket start of $51,950: 528.85 + 4.4% x 36,840 = 1,620.96 + 5.3% x 20,575.60 = 1,090.51 -> 3,240.32
    name: 'single, wages $80,000 (2026): the 5.3% bracket from $51,950',
    period: 2026,
    input: { income: 80_000, filingStatus: 'single' },
    output: { taxableIncome: 72_525.6, tax: 3240.32, marginalRate: 5.3 },
    source: ['https://www.revenue.wi.gov/TaxForms2026/2026-Form1-ES-Inst.pdf'],
  },
];

describe('Wisconsin state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'WI', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
