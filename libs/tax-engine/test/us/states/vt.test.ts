/**
 * Vermont cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  vsa32_5822: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
  vsa32_5811: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
  rates2024: 'https://tax.vermont.gov/sites/tax/files/documents/RateSched-2024.pdf',
  in111of2024: 'https://tax.vermont.gov/sites/tax/files/documents/Income%20Booklet-2024.pdf',
  rates2025: 'https://tax.vermont.gov/sites/tax/files/documents/RateSched-2025.pdf',
  in111of2025: 'https://tax.vermont.gov/sites/tax/files/documents/Income-Booklet-2025.pdf',
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
    // Taxable: 60,000 - (standard deduction 7,400 + exemptions 5,100) = 47,500.
    // Tax: 3.35% x 47,500 = 1,591.25; total 1,591.25.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_500, tax: 1591.25, marginalRate: 3.35 },
    source: [sources.rates2024, sources.in111of2024],
  },
  {
    // Taxable: 100,000 - (standard deduction 14,850 + exemptions 10,200) = 74,950.
    // Tax: 3.35% x 74,950 = 2,510.83; total 2,510.83.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 74_950, tax: 2510.83, marginalRate: 3.35 },
    source: [sources.rates2024, sources.in111of2024],
  },
  {
    // Taxable: 60,000 - (standard deduction 7,650 + exemptions 5,300) = 47,050.
    // Tax: 3.35% x 47,050 = 1,576.18; total 1,576.18.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 47_050, tax: 1576.18, marginalRate: 3.35 },
    source: [sources.rates2025, sources.in111of2025],
  },
  {
    // Taxable: 80,000 - (standard deduction 11,450 + exemptions 5,300) = 63,250.
    // Tax: 3.35% x 63,250 = 2,118.88; total 2,118.88.
    name: 'head of household, wages $80,000 (2025)',
    period: 2025,
    input: { income: 80_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 63_250, tax: 2118.88, marginalRate: 3.35 },
    source: [sources.rates2025, sources.in111of2025],
  },
  {
    // Taxable: 60,000 - (standard deduction 7,400 + exemptions 5,100) = 47,500.
    // Tax: 3.35% x 39,975 = 1,339.16; 6.6% x 7,525 = 496.65; total 1,835.81.
    name: 'married filing separately, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'married-separate' },
    output: { taxableIncome: 47_500, tax: 1835.81, marginalRate: 6.6 },
    source: [sources.rates2024, sources.in111of2024],
  },
  {
    // Taxable: 60,400 - (standard deduction 7,400 + exemptions 5,100) = 47,900.
    // Tax: 3.35% x 47,900 = 1,604.65; total 1,604.65.
    name: 'edge: taxable income exactly $47,900, top of the 3.35% bracket (2024)',
    period: 2024,
    input: { income: 60_400, filingStatus: 'single' },
    output: { taxableIncome: 47_900, tax: 1604.65, marginalRate: 6.6 },
    source: [sources.rates2024, sources.in111of2024],
  },
  {
    // PROVISIONAL 2026 figures (preliminary rates, IN-114 2026; exemption GB-1210 2026; deduction derived).
    // 60,000 - (7,850 + 5,400) = 46,750: 3.35% x 46,750 = 1,566.13
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 46_750, tax: 1566.13, marginalRate: 3.35 },
    source: ['https://tax.vermont.gov/sites/tax/files/documents/IN-114-Instr-2026.pdf'],
  },
  {
    // 64,000 - 13,250 = 50,750, the top of the 2026 single 3.35% bracket: 3.35% x 50,750 = 1,700.13
    name: 'single, taxable income exactly $50,750 (2026): next dollar at 6.6%',
    period: 2026,
    input: { income: 64_000, filingStatus: 'single' },
    output: { taxableIncome: 50_750, tax: 1700.13, marginalRate: 6.6 },
    source: ['https://tax.vermont.gov/sites/tax/files/documents/IN-114-Instr-2026.pdf'],
  },
];

describe('Vermont state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'VT', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
