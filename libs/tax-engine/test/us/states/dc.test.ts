/**
 * District of Columbia cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 75,000 - 14,600 = 60,400 taxable.
    // 4% x 10,000 = 400; 6% x 30,000 = 1,800; 6.5% x 20,000 = 1,300; 8.5% x 400 = 34 -> 3,534
    name: 'single, wages $75,000 (2024)',
    period: 2024,
    input: { income: 75_000, filingStatus: 'single' },
    output: { taxableIncome: 60_400, tax: 3534, marginalRate: 8.5 },
    source: [
      'https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2024_D40_Booklet_011525.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
    ],
  },
  {
    // 300,000 - 29,200 = 270,800 taxable.
    // 4% x 10,000 = 400; 6% x 30,000 = 1,800; 6.5% x 20,000 = 1,300; 8.5% x 190,000 = 16,150; 9.25% x 20,800 = 1,924 -> 21,574
    name: 'married filing jointly, wages $300,000 (2024)',
    period: 2024,
    input: { income: 300_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 270_800, tax: 21_574, marginalRate: 9.25 },
    source: ['https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2024_D40_Booklet_011525.pdf'],
  },
  {
    // 74,600 - 14,600 = 60,000 taxable.
    // 4% x 10,000 = 400; 6% x 30,000 = 1,800; 6.5% x 20,000 = 1,300 -> 3,500
    name: 'single, taxable income exactly $60,000 (2024): next dollar at 8.5%',
    period: 2024,
    input: { income: 74_600, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 3500, marginalRate: 8.5 },
    source: ['https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2024_D40_Booklet_011525.pdf'],
  },
  {
    // 75,000 - 15,000 (DC's own 2025 standard deduction, not the federal 15,750) = 60,000 taxable.
    // 4% x 10,000 = 400; 6% x 30,000 = 1,800; 6.5% x 20,000 = 1,300 -> 3,500; the next dollar is in the 8.5% band.
    name: 'single, wages $75,000 (2025): taxable income exactly at the $60,000 band edge',
    period: 2025,
    input: { income: 75_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 3500, marginalRate: 8.5 },
    source: [
      'https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2025_D40_Book_Final_wLinks_030526_v1.0.pdf',
      'https://lims.dccouncil.gov/Legislation/B26-0457',
    ],
  },
  {
    // 300,000 - 30,000 = 270,000 taxable.
    // 400 + 1,800 + 1,300; 8.5% x 190,000 = 16,150; 9.25% x 20,000 = 1,850 -> 21,500
    name: 'married filing jointly, wages $300,000 (2025)',
    period: 2025,
    input: { income: 300_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 270_000, tax: 21_500, marginalRate: 9.25 },
    source: ['https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2025_D40_Book_Final_wLinks_030526_v1.0.pdf'],
  },
  {
    // 50,000 - 22,500 = 27,500 taxable.
    // 4% x 10,000 = 400; 6% x 17,500 = 1,050 -> 1,450
    name: 'head of household, wages $50,000 (2025)',
    period: 2025,
    input: { income: 50_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 27_500, tax: 1450, marginalRate: 6 },
    source: ['https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2025_D40_Book_Final_wLinks_030526_v1.0.pdf'],
  },
  {
    // 2026 (D.C. Law 26-189: $15,000 for 2026, indexed only from 2027). 75,000 - 15,000 = 60,000 -> 3,500, next dollar 8.5%.
    name: 'single, wages $75,000 (2026): $15,000 deduction, taxable income at the $60,000 band edge',
    period: 2026,
    input: { income: 75_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 3500, marginalRate: 8.5 },
    source: ['https://lims.dccouncil.gov/Legislation/B26-0661', 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03'],
  },
  {
    // 120,000 - 30,000 = 90,000: 400 + 1,800 + 1,300 + 8.5% x 30,000 = 2,550 -> 6,050.
    name: 'married filing jointly, wages $120,000 (2026): $30,000 deduction',
    period: 2026,
    input: { income: 120_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 90_000, tax: 6050, marginalRate: 8.5 },
    source: ['https://lims.dccouncil.gov/Legislation/B26-0661'],
  },
];

describe('District of Columbia state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'DC', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
