/**
 * North Dakota cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  ndcc57_38_30_3: 'https://ndlegis.gov/cencode/t57c38.pdf#nameddest=57-38-30p3',
  booklet2024: 'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2024-iit/2024-individual-income-tax-booklet.pdf#page=29',
  booklet2025: 'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/2025-individual-income-tax-booklet.pdf#page=29',
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
    // Tax: 0% x 45,400 = 0; total 0.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 0, marginalRate: 0 },
    source: [sources.booklet2024, sources.federalSd2024],
  },
  {
    // Taxable: 100,000 - (standard deduction 29,200) = 70,800.
    // Tax: 0% x 70,800 = 0; total 0.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 0, marginalRate: 0 },
    source: [sources.booklet2024, sources.federalSd2024],
  },
  {
    // Taxable: 60,000 - (standard deduction 15,750) = 44,250.
    // Tax: 0% x 44,250 = 0; total 0.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 0, marginalRate: 0 },
    source: [sources.booklet2025, sources.federalSd2025],
  },
  {
    // Taxable: 100,000 - (standard deduction 14,600) = 85,400.
    // Tax: 0% x 47,150 = 0; 1.95% x 38,250 = 745.88; total 745.88.
    name: 'single, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'single' },
    output: { taxableIncome: 85_400, tax: 745.88, marginalRate: 1.95 },
    source: [sources.booklet2024, sources.federalSd2024],
  },
  {
    // Taxable: 61,750 - (standard deduction 14,600) = 47,150.
    // Tax: 0% x 47,150 = 0; total 0.
    name: 'edge: federal taxable income exactly $47,150, top of the 0% bracket (2024)',
    period: 2024,
    input: { income: 61_750, filingStatus: 'single' },
    output: { taxableIncome: 47_150, tax: 0, marginalRate: 1.95 },
    source: [sources.booklet2024, sources.federalSd2024],
  },
  {
    // Taxable: 100,000 - (standard deduction 15,750) = 84,250.
    // Tax: 0% x 48,475 = 0; 1.95% x 35,775 = 697.61; total 697.61.
    name: 'single, wages $100,000 (2025)',
    period: 2025,
    input: { income: 100_000, filingStatus: 'single' },
    output: { taxableIncome: 84_250, tax: 697.61, marginalRate: 1.95 },
    source: [sources.booklet2025, sources.federalSd2025],
  },
  {
    // 2026 (ND-1ES 2026): 80,000 - 16,100 (2026 federal standard deduction) = 63,900.
    // 1.95% x (63,900 - 49,575 = 14,325) = 279.34
    name: 'single, wages $80,000 (2026)',
    period: 2026,
    input: { income: 80_000, filingStatus: 'single' },
    output: { taxableIncome: 63_900, tax: 279.34, marginalRate: 1.95 },
    source: [
      'https://www.tax.nd.gov/sites/www/files/documents/forms/software-developer/individual-income-forms/28709-form-nd-1es-2026%20final.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    ],
  },
  {
    // 65,675 - 16,100 = 49,575, the top of the 2026 single zero-rate bracket: no tax.
    name: 'single, taxable income exactly $49,575 (2026): next dollar at 1.95%',
    period: 2026,
    input: { income: 65_675, filingStatus: 'single' },
    output: { taxableIncome: 49_575, tax: 0, marginalRate: 1.95 },
    source: [
      'https://www.tax.nd.gov/sites/www/files/documents/forms/software-developer/individual-income-forms/28709-form-nd-1es-2026%20final.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    ],
  },
  {
    // 150,000 - 32,200 = 117,800: 1.95% x (117,800 - 82,800 = 35,000) = 682.50
    name: 'married filing jointly, wages $150,000 (2026)',
    period: 2026,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 117_800, tax: 682.5, marginalRate: 1.95 },
    source: [
      'https://www.tax.nd.gov/sites/www/files/documents/forms/software-developer/individual-income-forms/28709-form-nd-1es-2026%20final.pdf',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    ],
  },
];

describe('North Dakota state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'ND', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
