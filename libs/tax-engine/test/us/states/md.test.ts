/**
 * Maryland cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 5,900 (standard deduction max 2,700 (15% of AGI above it) + exemption 3,200) = 54,100 taxable.
    // 2% x 1,000 = 20; 3% x 1,000 = 30; 4% x 1,000 = 40; 4.75% x 51,100 = 2,427.25 -> 2,517.25
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 54_100, tax: 2517.25, marginalRate: 4.75 },
    source: ['https://www.marylandtaxes.gov/forms/24-forms/Resident-Booklet.pdf'],
  },
  {
    // 110,000 - 4,300 (2,700 + 1,600) = 105,700 taxable.
    // 2% x 1,000 = 20; 3% x 1,000 = 30; 4% x 1,000 = 40; 4.75% x 97,000 = 4,607.50; 5% x 5,700 = 285 -> 4,982.50
    name: 'single, wages $110,000 (2024): exemption halved to $1,600',
    period: 2024,
    input: { income: 110_000, filingStatus: 'single' },
    output: { taxableIncome: 105_700, tax: 4982.5, marginalRate: 5 },
    source: ['https://www.marylandtaxes.gov/forms/24-forms/Resident-Booklet.pdf'],
  },
  {
    // 160,000 - 8,650 (5,450 + 3,200) = 151,350 taxable.
    // 2% x 1,000 = 20; 3% x 1,000 = 30; 4% x 1,000 = 40; 4.75% x 147,000 = 6,982.50; 5% x 1,350 = 67.50 -> 7,140
    name: 'married filing jointly, wages $160,000 (2024): exemptions halved (2 x 1,600)',
    period: 2024,
    input: { income: 160_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 151_350, tax: 7140, marginalRate: 5 },
    source: ['https://www.marylandtaxes.gov/forms/24-forms/Resident-Booklet.pdf'],
  },
  {
    // 1,200,000 - 3,350 (flat standard deduction) = 1,196,650 taxable.
    // 2% x 1,000 = 20; 3% x 1,000 = 30; 4% x 1,000 = 40; 4.75% x 97,000 = 4,607.50; 5% x 25,000 = 1,250; 5.25% x 25,000 = 1,312.50; 5.5% x 100,000 = 5,500; 5.75% x 250,000 = 14,375; 6.25% x 500,000 = 31,250; 6.5% x 196,650 = 12,782.25 -> 71,167.25
    name: 'single, $1,200,000 (2025): 6.25% and 6.5% brackets, no exemption',
    period: 2025,
    input: { income: 1_200_000, filingStatus: 'single' },
    output: { taxableIncome: 1_196_650, tax: 71_167.25, marginalRate: 6.5 },
    source: [
      'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf',
      'https://mgaleg.maryland.gov/2025RS/Chapters_noln/CH_604_hb0352e.pdf',
    ],
  },
  {
    // 2024 standard deduction: 15% x 12,000 = 1,800 (the minimum). 12,000 - 1,800 - 3,200 = 7,000 taxable.
    // 2% x 1,000 = 20; 3% x 1,000 = 30; 4% x 1,000 = 40; 4.75% x 4,000 = 190 -> 280
    name: 'single, wages $12,000 (2024): standard deduction 15% of AGI',
    period: 2024,
    input: { income: 12_000, filingStatus: 'single' },
    output: { taxableIncome: 7000, tax: 280, marginalRate: 4.75 },
    source: ['https://www.marylandtaxes.gov/forms/24-forms/Resident-Booklet.pdf'],
  },
  {
    // 15% x 30,000 = 4,500, between $3,650 and $5,450. 30,000 - 4,500 - 6,400 = 19,100 taxable.
    // 20 + 30 + 40 + 4.75% x 16,100 = 764.75 -> 854.75
    name: 'married filing jointly, wages $30,000 (2024): standard deduction $4,500',
    period: 2024,
    input: { income: 30_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 19_100, tax: 854.75, marginalRate: 4.75 },
    source: ['https://www.marylandtaxes.gov/forms/24-forms/Resident-Booklet.pdf'],
  },
  {
    // 2025: flat standard deduction $3,350. 12,000 - 3,350 - 3,200 = 5,450 taxable.
    // 20 + 30 + 40 + 4.75% x 2,450 = 116.38 -> 206.38
    name: 'single, wages $12,000 (2025): flat standard deduction',
    period: 2025,
    input: { income: 12_000, filingStatus: 'single' },
    output: { taxableIncome: 5450, tax: 206.38, marginalRate: 4.75 },
    source: ['https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf'],
  },
  {
    // 60,000 - 3,400 (2026 standard deduction, computed by § 10-217(c)) - 3,200 = 53,400 taxable.
    // 2% x 1,000 = 20; 3% x 1,000 = 30; 4% x 1,000 = 40; 4.75% x 50,400 = 2,394 -> 2,484
    name: 'single, wages $60,000 (2026): standard deduction $3,400',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 53_400, tax: 2484, marginalRate: 4.75 },
    source: ['https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=10-217&enactments=false'],
  },
  {
    // 100,050 - 6,850 - 6,400 = 86,800 taxable. 90 + 4.75% x 83,800 = 3,980.50 -> 4,070.50
    name: 'married filing jointly, wages $100,050 (2026): standard deduction $6,850',
    period: 2026,
    input: { income: 100_050, filingStatus: 'married-joint' },
    output: { taxableIncome: 86_800, tax: 4070.5, marginalRate: 4.75 },
    source: ['https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=10-217&enactments=false'],
  },
];

describe('Maryland state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MD', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
