/**
 * Hawaii cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 5,544 (standard deduction 4,400 + exemption 1,144) = 54,456 taxable.
    // 1.4% x 2,400 = 33.60; 3.2% x 2,400 = 76.80; 5.5% x 4,800 = 264; 6.4% x 4,800 = 307.20; 6.8% x 4,800 = 326.40; 7.2% x 4,800 = 345.60; 7.6% x 12,000 = 912; 7.9% x 12,000 = 948; 8.25% x 6,456 = 532.62 -> 3,746.22
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 54_456, tax: 3746.22, marginalRate: 8.25 },
    source: [
      'https://files.hawaii.gov/tax/forms/2024/n11ins.pdf',
      'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM',
    ],
  },
  {
    // 100,000 - 11,088 (8,800 + 2 x 1,144) = 88,912 taxable.
    // 1.4% x 4,800 = 67.20; 3.2% x 4,800 = 153.60; 5.5% x 9,600 = 528; 6.4% x 9,600 = 614.40; 6.8% x 9,600 = 652.80; 7.2% x 9,600 = 691.20; 7.6% x 24,000 = 1,824; 7.9% x 16,912 = 1,336.05 -> 5,867.25
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 88_912, tax: 5867.25, marginalRate: 7.9 },
    source: ['https://files.hawaii.gov/tax/forms/2024/n11ins.pdf'],
  },
  {
    // 60,000 - 5,544 (4,400 + 1,144) = 54,456 taxable.
    // 1.4% x 9,600 = 134.40; 3.2% x 4,800 = 153.60; 5.5% x 4,800 = 264; 6.4% x 4,800 = 307.20; 6.8% x 12,000 = 816; 7.2% x 12,000 = 864; 7.6% x 6,456 = 490.66 -> 3,029.86
    name: 'single, wages $60,000 (2025 brackets, Act 46)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 54_456, tax: 3029.86, marginalRate: 7.6 },
    source: [
      'https://files.hawaii.gov/tax/forms/current/n11ins.pdf',
      'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM',
    ],
  },
  {
    // 53,544 - 5,544 = 48,000 taxable.
    // 1.4% x 2,400 = 33.60; 3.2% x 2,400 = 76.80; 5.5% x 4,800 = 264; 6.4% x 4,800 = 307.20; 6.8% x 4,800 = 326.40; 7.2% x 4,800 = 345.60; 7.6% x 12,000 = 912; 7.9% x 12,000 = 948 -> 3,213.60
    name: 'single, taxable income exactly $48,000 (2024): next dollar at 8.25%',
    period: 2024,
    input: { income: 53_544, filingStatus: 'single' },
    output: { taxableIncome: 48_000, tax: 3213.6, marginalRate: 8.25 },
    source: ['https://files.hawaii.gov/tax/forms/2024/n11ins.pdf'],
  },
  {
    // 60,000 - 9,144 (standard deduction 8,000 under Act 46 for 2026 + exemption 1,144) = 50,856 taxable.
    // 1.4% x 9,600 = 134.40; 3.2% x 4,800 = 153.60; 5.5% x 4,800 = 264; 6.4% x 4,800 = 307.20; 6.8% x 12,000 = 816; 7.2% x 12,000 = 864; 7.6% x 2,856 = 217.06 -> 2,756.26
    name: 'single, wages $60,000 (2026): $8,000 standard deduction, 2025 schedules',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 50_856, tax: 2756.26, marginalRate: 7.6 },
    source: ['https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM'],
  },
  {
    // 100,000 - 18,288 (16,000 + 2 x 1,144) = 81,712 taxable.
    // 1.4% x 19,200 = 268.80; 3.2% x 9,600 = 307.20; 5.5% x 9,600 = 528; 6.4% x 9,600 = 614.40; 6.8% x 24,000 = 1,632; 7.2% x 9,712 = 699.26 -> 4,049.66
    name: 'married filing jointly, wages $100,000 (2026)',
    period: 2026,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 81_712, tax: 4049.66, marginalRate: 7.2 },
    source: ['https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM'],
  },
  {
    // 27,544 - 13,144 (12,000 + 1,144) = 14,400 taxable, the top of the head-of-household 1.4% band: 1.4% x 14,400 = 201.60.
    name: 'edge: head of household, taxable income exactly $14,400 (2026)',
    period: 2026,
    input: { income: 27_544, filingStatus: 'head-of-household' },
    output: { taxableIncome: 14_400, tax: 201.6, marginalRate: 3.2 },
    source: ['https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM'],
  },
];

describe('Hawaii state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'HI', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
