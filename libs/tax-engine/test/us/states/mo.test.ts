/**
 * Missouri cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
 * arithmetic to the cent, each bracket rounded half up). Sources per case.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

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

const sources = {
  mo1040of2024: 'https://dor.mo.gov/forms/MO-1040%20Instructions_2024.pdf',
  mo1040of2025: 'https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf',
  rsmo143_171: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.171',
  irs2024: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
} as const;

/*
 * Federal income tax deduction worksheet (RSMo 143.171): 35% of the federal income tax for Missouri AGI up to
 * $25,000, 25% to $50,000, 15% to $100,000, 5% to $125,000, none above. The federal tax is the 2024 federal tax on the
 * same wages (standard deduction $14,600 single / $29,200 joint / $21,900 head of household). The 2024 rate chart:
 * 0% to $1,273, then 2% ... 4.5% on each next $1,273 (25.46 + 31.83 + 38.19 + 44.56 + 50.92 + 57.29 = 248.25 up to
 * $8,911) and 4.8% above.
 */
const cases: Case[] = [
  {
    // Federal: 50,000 - 14,600 = 35,400: 1,160 + 12% x 23,800 = 2,856 -> 4,016; AGI 50,000 -> 25%: 1,004 deducted.
    // 50,000 - 14,600 - 1,004 = 34,396 taxable: 248.25 + 4.8% x 25,485 = 1,223.28 -> 1,471.53
    name: 'single, wages $50,000 (2024): 25% of the federal tax deducted',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 1004, taxableIncome: 34_396, tax: 1471.53, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171, sources.irs2024],
  },
  {
    // Federal: 45,400 taxable: 1,160 + 12% x 33,800 = 4,056 -> 5,216; AGI over 50,000 -> 15%: 782.40 deducted.
    // 60,000 - 14,600 - 782.40 = 44,617.60 taxable: 248.25 + 4.8% x 35,706.60 = 1,713.92 -> 1,962.17
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 782.4, taxableIncome: 44_617.6, tax: 1962.17, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171, sources.irs2024],
  },
  {
    // Federal: 95,400 taxable: 1,160 + 4,266 + 22% x 48,250 = 10,615 -> 16,041; AGI over 100,000 -> 5%: 802.05.
    // 110,000 - 14,600 - 802.05 = 94,597.95 taxable: 248.25 + 4.8% x 85,686.95 = 4,112.97 -> 4,361.22
    name: 'single, wages $110,000 (2024): 5% of the federal tax',
    period: 2024,
    input: { income: 110_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 802.05, taxableIncome: 94_597.95, tax: 4361.22, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171],
  },
  {
    // AGI over 125,000: no federal tax deduction. 150,000 - 14,600 = 135,400: 248.25 + 4.8% x 126,489 = 6,071.47 -> 6,319.72
    name: 'single, wages $150,000 (2024): no deduction above $125,000',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 0, taxableIncome: 135_400, tax: 6319.72, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171],
  },
  {
    // Federal: 50,000 - 29,200 = 20,800 x 10% = 2,080; 25%: 520 deducted.
    // 50,000 - 29,200 - 520 = 20,280 taxable: 248.25 + 4.8% x 11,369 = 545.71 -> 793.96
    name: 'married filing jointly, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 520, taxableIncome: 20_280, tax: 793.96, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171, sources.irs2024],
  },
  {
    // No deduction above 125,000. 150,000 - 29,200 = 120,800: 248.25 + 4.8% x 111,889 = 5,370.67 -> 5,618.92
    name: 'married filing jointly, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { federalTaxDeduction: 0, taxableIncome: 120_800, tax: 5618.92, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171],
  },
  {
    // Federal: 60,000 - 21,900 = 38,100: 10% x 16,550 = 1,655 + 12% x 21,550 = 2,586 -> 4,241; 15%: 636.15.
    // 60,000 - 21,900 - 1,400 exemption - 636.15 = 36,063.85: 248.25 + 4.8% x 27,152.85 = 1,303.34 -> 1,551.59
    name: 'head of household, wages $60,000 (2024): plus the $1,400 exemption',
    period: 2024,
    input: { income: 60_000, filingStatus: 'head-of-household' },
    output: { federalTaxDeduction: 636.15, taxableIncome: 36_063.85, tax: 1551.59, marginalRate: 4.8 },
    source: [sources.mo1040of2024, sources.rsmo143_171],
  },
  {
    // Federal 2025: 60,000 - 15,750 = 44,250: 10% x 11,925 = 1,192.50 + 12% x 32,325 = 3,879 -> 5,071.50; 15%: 760.73.
    // 60,000 - 15,750 - 760.73 = 43,489.27 taxable.
    // 2% x 1,313 = 26.26; 2.5% x 1,313 = 32.83; 3% x 1,313 = 39.39; 3.5% x 1,313 = 45.96; 4% x 1,313 = 52.52;
    // 4.5% x 1,313 = 59.09; 4.7% x 34,298.27 = 1,612.02 -> 1,868.07
    name: 'single, wages $60,000 (2025, top rate 4.7%)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 760.73, taxableIncome: 43_489.27, tax: 1868.07, marginalRate: 4.7 },
    source: [sources.mo1040of2025, sources.rsmo143_171],
  },
  {
    // Federal: 23,511 - 14,600 = 8,911 x 10% = 891.10; AGI up to 25,000 -> 35%: 311.89 deducted.
    // 23,511 - 14,600 - 311.89 = 8,599.11 taxable: 25.46 + 31.83 + 38.19 + 44.56 + 50.92 + 4.5% x 961.11 = 43.25 -> 234.21
    name: 'single, wages $23,511 (2024): 35% of the federal tax',
    period: 2024,
    input: { income: 23_511, filingStatus: 'single' },
    output: { federalTaxDeduction: 311.89, taxableIncome: 8599.11, tax: 234.21, marginalRate: 4.5 },
    source: [sources.mo1040of2024, sources.rsmo143_171],
  },
  {
    // 2026 chart (withholding formula / MO-1040ES 2026): $1,348 steps; standard deduction the 2026 federal $16,100.
    // Federal 2026: 40,000 - 16,100 = 23,900: 10% x 12,400 = 1,240 + 12% x 11,500 = 1,380 -> 2,620; 25%: 655.
    // 40,000 - 16,100 - 655 = 23,245 taxable.
    // 2% .. 4.5% x 1,348 = 26.96 + 33.70 + 40.44 + 47.18 + 53.92 + 60.66; 4.7% x (23,245 - 9,436 = 13,809) = 649.02 -> 911.88
    name: 'single, wages $40,000 (2026): $1,348 chart steps, 2026 federal deduction',
    period: 2026,
    input: { income: 40_000, filingStatus: 'single' },
    output: { federalTaxDeduction: 655, taxableIncome: 23_245, tax: 911.88, marginalRate: 4.7 },
    source: [
      'https://dor.mo.gov/forms/Withholding%20Formula_2026.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
      sources.rsmo143_171,
    ],
  },
];

describe('Missouri state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MO', taxYear: period, ...input });
    expect(result.federalTaxDeduction).toBe(output.federalTaxDeduction);
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
