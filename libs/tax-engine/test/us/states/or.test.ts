/**
 * Oregon cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * Line 10 subtracts the federal tax liability: here the federal tax on the same wages (2024: standard deduction
 * $14,600 single / $29,200 joint; 10% to $11,600 / $23,200, 12% to $47,150 / $94,300, 22% to $100,525 / $201,050,
 * 24% above), up to $8,250 ($8,500 in 2025), less from federal AGI $125,000 ($250,000 joint) and nothing from
 * $145,000 ($290,000): OR-40 instructions, line 10; ORS 316.680, 316.685.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  ors316_037: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
  or40i2024: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  or40i2025: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
  irs2024: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
} as const;

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: {
    readonly federalTaxDeduction: number;
    readonly taxableIncome: number;
    readonly tax: number;
    readonly marginalRate?: number;
  };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // Federal: 50,000 - 14,600 = 35,400: 1,160 + 12% x 23,800 = 2,856 -> 4,016, under the $8,250 limit.
    // Taxable: 50,000 - 4,016 - 2,745 = 43,239.
    // Tax: 4.75% x 4,300 = 204.25; 6.75% x 6,450 = 435.38; 8.75% x 32,489 = 2,842.79; total 3,482.42.
    // Less the credit 249: 3,233.42.
    name: 'single, wages $50,000 (2024): federal tax subtracted in full',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 4016, taxableIncome: 43_239, tax: 3233.42, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037, sources.irs2024],
  },
  {
    // Federal: 45,400: 1,160 + 12% x 33,800 = 4,056 -> 5,216. Taxable: 60,000 - 5,216 - 2,745 = 52,039.
    // Tax: 204.25 + 435.38 + 8.75% x 41,289 = 3,612.79; total 4,252.42. Less the credit 249: 4,003.42.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 5216, taxableIncome: 52_039, tax: 4003.42, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037, sources.irs2024],
  },
  {
    // Federal 13,841.22 is over the $8,250 limit (AGI under $125,000); no exemption credit above $100,000.
    // Taxable: 100,001 - 8,250 - 2,745 = 89,006. Tax: 204.25 + 435.38 + 8.75% x 78,256 = 6,847.40; total 7,487.03.
    name: 'single, wages $100,001 (2024): limit $8,250 and no exemption credit above $100,000',
    period: 2024,
    input: { income: 100_001, filingStatus: 'single' },
    output: { federalTaxDeduction: 8250, taxableIncome: 89_006, tax: 7487.03, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.irs2024],
  },
  {
    // AGI 130,000 is in the $130,000-$134,999 row: limit $5,000 (federal tax 20,738.50).
    // Taxable: 130,000 - 5,000 - 2,745 = 122,255. Tax: 204.25 + 435.38 + 8.75% x 111,505 = 9,756.69; total 10,396.32.
    name: 'single, wages $130,000 (2024): the limit falls to $5,000',
    period: 2024,
    input: { income: 130_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 5000, taxableIncome: 122_255, tax: 10_396.32, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.irs2024],
  },
  {
    // AGI $145,000 or more: no subtraction. Taxable: 150,000 - 2,745 = 147,255.
    // Tax: 204.25 + 435.38 + 8.75% x 114,250 = 9,996.88 + 9.9% x 22,255 = 2,203.25; total 12,839.76.
    name: 'single, wages $150,000 (2024): no federal tax subtraction from $145,000',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 0, taxableIncome: 147_255, tax: 12_839.76, marginalRate: 9.9 },
    source: [sources.or40i2024, sources.ors316_037],
  },
  {
    // Federal: 50,000 - 29,200 = 20,800 x 10% = 2,080. Taxable: 50,000 - 2,080 - 5,495 = 42,425.
    // Tax: 4.75% x 8,600 = 408.50; 6.75% x 12,900 = 870.75; 8.75% x 20,925 = 1,830.94; total 3,110.19.
    // Less the credit 498: 2,612.19.
    name: 'married filing jointly, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 2080, taxableIncome: 42_425, tax: 2612.19, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037, sources.irs2024],
  },
  {
    // Federal: 70,800 taxable: 2,320 + 12% x 47,600 = 5,712 -> 8,032. Taxable: 100,000 - 8,032 - 5,495 = 86,473.
    // Tax: 408.50 + 870.75 + 8.75% x 64,973 = 5,685.14; total 6,964.39. Less the credit 498: 6,466.39.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 8032, taxableIncome: 86_473, tax: 6466.39, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037, sources.irs2024],
  },
  {
    // Federal 16,682 is over the $8,250 limit (AGI under $250,000). Taxable: 150,000 - 8,250 - 5,495 = 136,255.
    // Tax: 408.50 + 870.75 + 8.75% x 114,755 = 10,041.06; total 11,320.31. Less the credit 498: 10,822.31.
    name: 'married filing jointly, wages $150,000 (2024): subtraction limited to $8,250',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 8250, taxableIncome: 136_255, tax: 10_822.31, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037, sources.irs2024],
  },
  {
    // Federal 2025: 60,000 - 15,750 = 44,250: 1,192.50 + 12% x 32,325 = 3,879 -> 5,071.50.
    // Taxable: 60,000 - 5,071.50 - 2,835 = 52,093.50.
    // Tax: 4.75% x 4,400 = 209; 6.75% x 6,700 = 452.25; 8.75% x 40,993.50 = 3,586.93; total 4,248.18.
    // Less the credit 256: 3,992.18.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 5071.5, taxableIncome: 52_093.5, tax: 3992.18, marginalRate: 8.75 },
    source: [sources.or40i2025, sources.ors316_037],
  },
  {
    // AGI 265,000 joint is in the $260,000-$269,999 row: 2025 limit $5,100 (federal tax 41,734).
    // Taxable: 265,000 - 5,100 - 5,670 = 254,230; no credit above $200,000.
    // Tax: 4.75% x 8,800 = 418; 6.75% x 13,400 = 904.50; 8.75% x 227,800 = 19,932.50; 9.9% x 4,230 = 418.77; 21,673.77.
    name: 'married filing jointly, wages $265,000 (2025): limit $5,100',
    period: 2025,
    input: { income: 265_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 5100, taxableIncome: 254_230, tax: 21_673.77, marginalRate: 9.9 },
    source: [sources.or40i2025],
  },
  {
    // No federal tax (income below the federal standard deduction). Taxable: 13,495 - 2,745 = 10,750.
    // Tax: 4.75% x 4,300 = 204.25; 6.75% x 6,450 = 435.38; total 639.63.
    // Less the credit 249 (used 249): 390.63.
    name: 'edge: taxable income exactly $10,750, top of the 6.75% bracket (2024)',
    period: 2024,
    input: { income: 13_495, filingStatus: 'single' },
    output: { federalTaxDeduction: 0, taxableIncome: 10_750, tax: 390.63, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037],
  },
  {
    // 2026: federal 2026 tax 60,000 - 16,100 = 43,900: 1,240 + 12% x 31,500 = 3,780 -> 5,020 (below the limit).
    // Taxable: 60,000 - 5,020 - 2,910 = 52,070. Tax: 4.75% x 4,550 = 216.13; 6.75% x 6,850 = 462.38;
    // 8.75% x 40,670 = 3,558.63 -> 4,237.14; less the 263 credit: 3,974.14
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 5020, taxableIncome: 52_070, tax: 3974.14, marginalRate: 8.75 },
    source: [
      'https://www.oregon.gov/dor/forms/FormsPubs/publication-or-estimate_101-026_2026.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    ],
  },
  {
    // Federal 2026: 83,900 taxable: 1,240 + 4,560 + 22% x 33,500 = 7,370 -> 13,170, over the (provisional) $8,750 limit.
    // Taxable: 100,000 - 8,750 - 2,910 = 88,340: 216.13 + 462.38 + 8.75% x 76,940 = 6,732.25 -> 7,410.76; less 263: 7,147.76
    name: 'single, wages $100,000 (2026): subtraction at the $8,750 limit',
    period: 2026,
    input: { income: 100_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 8750, taxableIncome: 88_340, tax: 7147.76, marginalRate: 8.75 },
    source: [
      'https://www.oregon.gov/dor/forms/FormsPubs/publication-or-estimate_101-026_2026.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    ],
  },
];

describe('Oregon state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'OR', taxYear: period, ...input });
    expect(result.federalTaxDeduction).toBe(output.federalTaxDeduction);
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
