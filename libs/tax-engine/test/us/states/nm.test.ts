/**
 * New Mexico cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  nmsa7_2_7: 'https://nmonesource.com/nmos/nmsa/en/item/4394/index.do',
  hb252: 'https://www.nmlegis.gov/Sessions/24%20Regular/final/HB0252.pdf',
  pit2024:
    'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/97f27f33-5e23-4a25-ad68-0980a22b802d/PITbook2024.pdf',
  pit2025:
    'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/0558a902-6362-47ca-8e3b-7cca3bc69b9d/2025%20PIT%20Packet_Final.pdf',
  nmsa7_2_5_8: 'https://law.justia.com/codes/new-mexico/2013/chapter-7/article-2/section-7-2-5.8',
  federalSd2024: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  federalSd2025: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
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
    // Tax: 1.7% x 5,500 = 93.50; 3.2% x 5,500 = 176; 4.7% x 5,000 = 235; 4.9% x 29,400 = 1,440.60; total 1,945.10.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 1945.1, marginalRate: 4.9 },
    source: [sources.pit2024, sources.nmsa7_2_7, sources.federalSd2024],
  },
  {
    // Taxable: 100,000 - (standard deduction 29,200) = 70,800.
    // Tax: 1.7% x 8,000 = 136; 3.2% x 8,000 = 256; 4.7% x 8,000 = 376; 4.9% x 46,800 = 2,293.20; total 3,061.20.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 3061.2, marginalRate: 4.9 },
    source: [sources.pit2024, sources.nmsa7_2_7, sources.federalSd2024],
  },
  {
    // Taxable: 60,000 - (standard deduction 15,750) = 44,250.
    // Tax: 1.5% x 5,500 = 82.50; 3.2% x 11,000 = 352; 4.3% x 17,000 = 731; 4.7% x 10,750 = 505.25; total 1,670.75.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 1670.75, marginalRate: 4.7 },
    source: [sources.pit2025, sources.hb252, sources.federalSd2025],
  },
  {
    // Taxable: 40,000 - (standard deduction 15,750) = 24,250.
    // Tax: 1.5% x 4,000 = 60; 3.2% x 8,500 = 272; 4.3% x 11,750 = 505.25; total 837.25.
    name: 'married filing separately, wages $40,000 (2025)',
    period: 2025,
    input: { income: 40_000, filingStatus: 'married-separate' },
    output: { taxableIncome: 24_250, tax: 837.25, marginalRate: 4.3 },
    source: [sources.pit2025, sources.hb252, sources.federalSd2025],
  },
  {
    // Low- and middle-income exemption: 2,500 - 15% x (30,600 - 20,000) = 2,500 - 1,590 = 910.
    // Taxable: 30,600 - 14,600 - 910 = 15,090.
    // Tax: 1.7% x 5,500 = 93.50; 3.2% x 5,500 = 176; 4.7% x 4,090 = 192.23; total 461.73.
    name: 'single, wages $30,600 (2024): low- and middle-income exemption $910',
    period: 2024,
    input: { income: 30_600, filingStatus: 'single' },
    output: { taxableIncome: 15_090, tax: 461.73, marginalRate: 4.7 },
    source: [sources.pit2024, sources.nmsa7_2_5_8, sources.federalSd2024],
  },
  {
    // 2,500 - 15% x (30,000 - 20,000) = 1,000. Taxable: 30,000 - 14,600 - 1,000 = 14,400.
    // Tax: 93.50 + 176 + 4.7% x 3,400 = 159.80; total 429.30.
    name: 'single, wages $30,000 (2024): exemption $1,000',
    period: 2024,
    input: { income: 30_000, filingStatus: 'single' },
    output: { taxableIncome: 14_400, tax: 429.3, marginalRate: 4.7 },
    source: [sources.pit2024, sources.nmsa7_2_5_8],
  },
  {
    // Joint, two exemptions: 2 x (2,500 - 10% x (40,000 - 30,000)) = 3,000. Taxable: 40,000 - 29,200 - 3,000 = 7,800.
    // Tax: 1.7% x 7,800 = 132.60.
    name: 'married filing jointly, wages $40,000 (2024): exemption $3,000',
    period: 2024,
    input: { income: 40_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 7800, tax: 132.6, marginalRate: 1.7 },
    source: [sources.pit2024, sources.nmsa7_2_5_8],
  },
  {
    // The exemption ends at AGI $36,667 single. Taxable: 50,000 - 14,600 = 35,400.
    // Tax: 93.50 + 176 + 4.7% x 5,000 = 235 + 4.9% x 19,400 = 950.60; total 1,455.10.
    name: 'single, wages $50,000 (2024): no low- and middle-income exemption',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 35_400, tax: 1455.1, marginalRate: 4.9 },
    source: [sources.pit2024, sources.nmsa7_2_5_8],
  },
  {
    // 2025: exemption 1,000 as in 2024. Taxable: 30,000 - 15,750 - 1,000 = 13,250.
    // Tax: 1.5% x 5,500 = 82.50; 3.2% x 7,750 = 248; total 330.50.
    name: 'single, wages $30,000 (2025)',
    period: 2025,
    input: { income: 30_000, filingStatus: 'single' },
    output: { taxableIncome: 13_250, tax: 330.5, marginalRate: 3.2 },
    source: [sources.pit2025, sources.nmsa7_2_5_8],
  },
  {
    // 2026: 60,000 - 16,100 (2026 federal standard deduction) = 43,900; exemption gone (15% x 40,000 > 2,500).
    // 1.5% x 5,500 = 82.50; 3.2% x 11,000 = 352; 4.3% x 17,000 = 731; 4.7% x 10,400 = 488.80 -> 1,654.30
    name: 'single, wages $60,000 (2026): HB 252 brackets, 2026 federal deduction',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_900, tax: 1654.3, marginalRate: 4.7 },
    source: ['https://www.nmlegis.gov/Sessions/24%20Regular/final/HB0252.pdf', 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf'],
  },
];

describe('New Mexico state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'NM', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
