/**
 * Maine cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
 * arithmetic to the cent, each bracket rounded half up). Sources per case.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: { readonly taxableIncome: number; readonly tax: number; readonly marginalRate?: number };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // 60,000 - 19,600 (standard deduction 14,600 + exemption 5,000) = 40,400 taxable.
    // 5.8% x 26,050 = 1,510.90; 6.75% x 14,350 = 968.63 -> 2,479.53
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 40_400, tax: 2479.53, marginalRate: 6.75 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2024.pdf'],
  },
  {
    // 100,000 - 39,200 (29,200 + 10,000) = 60,800 taxable.
    // 5.8% x 52,100 = 3,021.80; 6.75% x 8,700 = 587.25 -> 3,609.05
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 60_800, tax: 3609.05, marginalRate: 6.75 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2024.pdf'],
  },
  {
    // AGI 134,650 is 37,500 over 97,150: 37,500 / 75,000 = 50% of 14,600 = 7,300 off -> 7,300 standard deduction; + 5,000 exemption = 12,300.
    // 134,650 - 12,300 = 122,350 taxable.
    // 5.8% x 26,050 = 1,510.90; 6.75% x 35,550 = 2,399.63; 7.15% x 60,750 = 4,343.63 -> 8,254.16
    name: 'single, wages $134,650 (2024): standard deduction half phased out',
    period: 2024,
    input: { income: 134_650, filingStatus: 'single' },
    output: { taxableIncome: 122_350, tax: 8254.16, marginalRate: 7.15 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2024.pdf'],
  },
  {
    // 60,000 - 20,150 (15,000 + 5,150) = 39,850 taxable.
    // 5.8% x 26,800 = 1,554.40; 6.75% x 13,050 = 880.88 -> 2,435.28
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 39_850, tax: 2435.28, marginalRate: 6.75 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2025.pdf'],
  },
  {
    // MRS 2026 rates (revised May 2026): 60,000 - 15,700 - 5,300 = 39,000 taxable.
    // 5.8% x 27,400 = 1,589.20; 6.75% x 11,600 = 783 -> 2,372.20
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 39_000, tax: 2372.2, marginalRate: 6.75 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/2026-05/ind_tax_rate_sched_2026_rev.pdf'],
  },
  {
    // 100,050 - 31,400 - 10,600 = 58,050 taxable. 5.8% x 54,850 = 3,181.30; 6.75% x 3,200 = 216 -> 3,397.30
    name: 'married filing jointly, wages $100,050 (2026)',
    period: 2026,
    input: { income: 100_050, filingStatus: 'married-joint' },
    output: { taxableIncome: 58_050, tax: 3397.3, marginalRate: 6.75 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/2026-05/ind_tax_rate_sched_2026_rev.pdf'],
  },
  {
    // Bracket edge: 48,400 - 15,700 - 5,300 = 27,400 taxable: 5.8% x 27,400 = 1,589.20; the next dollar is at 6.75%.
    name: 'single, taxable income exactly $27,400 (2026): next dollar at 6.75%',
    period: 2026,
    input: { income: 48_400, filingStatus: 'single' },
    output: { taxableIncome: 27_400, tax: 1589.2, marginalRate: 6.75 },
    source: ['https://www.maine.gov/revenue/sites/maine.gov.revenue/files/2026-05/ind_tax_rate_sched_2026_rev.pdf'],
  },
  {
    // $1,200,000: the deduction (gone above 102,250 + 75,000) and the exemption (gone above 341,000 + 125,000) are nil.
    // 1,589.20 + 6.75% x 37,450 = 2,527.875 -> 2,527.88 + 7.15% x 935,150 = 66,863.225 -> 66,863.23
    // + 9.15% (7.15% + the 2% surcharge of § 5111(7)) x 200,000 = 18,300 -> 89,280.31
    name: 'single, wages $1,200,000 (2026): the 2% surcharge over $1,000,000',
    period: 2026,
    input: { income: 1_200_000, filingStatus: 'single' },
    output: { taxableIncome: 1_200_000, tax: 89_280.31, marginalRate: 9.15 },
    source: ['https://legislature.maine.gov/legis/bills/getPDF.asp?paper=HP1491&item=37&snum=132'],
  },
];

describe('Maine state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'ME', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
