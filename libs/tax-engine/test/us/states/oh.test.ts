/**
 * Ohio cases, worked by hand from the official income tax schedules (ORC 5747.02; IT 1040 instructions) and the
 * income-tested exemptions.
 * The $360.69 (2024) / $342 (2025) base tax above $26,050 is spread over the first $500 (see params/us/states/oh.ts);
 * every case here is outside that window and equals the official schedule.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  orc5747_02: 'https://codes.ohio.gov/ohio-revised-code/section-5747.02',
  orc5747_025: 'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
  orc5747_022: 'https://codes.ohio.gov/ohio-revised-code/section-5747.022',
  booklet2024: 'https://dam.assets.ohio.gov/image/upload/v1735920104/tax.ohio.gov/forms/ohio_individual/individual/2024/it1040-booklet.pdf',
  booklet2025: 'https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf',
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
    // Exemption: modified AGI 50,000 -> $2,150 per person x 1 = 2,150.
    // Taxable: 50,000 - (exemptions 2,150) = 47,850.
    // Tax: 0% x 26,050 = 0; 74.888% x 500 = 374.44; 2.75% x 21,300 = 585.75; total 960.19.
    // Official schedule: $360.69 + 2.75% x (47,850 - 26,050 = 21,800) = 360.69 + 599.50 = 960.19.
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 47_850, tax: 960.19, marginalRate: 2.75 },
    source: [sources.booklet2024, sources.orc5747_02, sources.orc5747_025],
  },
  {
    // Exemption: modified AGI 150,000 -> $1,900 per person x 2 = 3,800.
    // Taxable: 150,000 - (exemptions 3,800) = 146,200.
    // Tax: 0% x 26,050 = 0; 74.888% x 500 = 374.44; 2.75% x 73,450 = 2,019.88; 3.5% x 46,200 = 1,617; total 4,011.32.
    // Official schedule: $2,394.32 + 3.5% x (146,200 - 100,000 = 46,200) = 2,394.32 + 1,617 = 4,011.32.
    name: 'married filing jointly, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 146_200, tax: 4011.32, marginalRate: 3.5 },
    source: [sources.booklet2024, sources.orc5747_02, sources.orc5747_025],
  },
  {
    // Exemption: modified AGI 60,000 -> $2,150 per person x 1 = 2,150.
    // Taxable: 60,000 - (exemptions 2,150) = 57,850.
    // Tax: 0% x 26,050 = 0; 71.15% x 500 = 355.75; 2.75% x 31,300 = 860.75; total 1,216.50.
    // Official 2025 schedule: $342 + 2.75% x (57,850 - 26,050 = 31,800) = 342 + 874.50 = 1,216.50.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_850, tax: 1216.5, marginalRate: 2.75 },
    source: [sources.booklet2025, sources.orc5747_02, sources.orc5747_025],
  },
  {
    // Exemption: modified AGI 20,000 -> $2,400 per person x 1 = 2,400.
    // Taxable: 20,000 - (exemptions 2,400) = 17,600.
    // Tax: 0% x 17,600 = 0; total 0.
    name: 'single, wages $20,000: under $26,050 no tax (2024)',
    period: 2024,
    input: { income: 20_000, filingStatus: 'single' },
    output: { taxableIncome: 17_600, tax: 0 },
    source: [sources.booklet2024, sources.orc5747_02, sources.orc5747_025],
  },
  {
    // Exemption: modified AGI 28,950 -> $2,400 per person x 1 = 2,400.
    // Taxable: 28,950 - (exemptions 2,400) = 26,550.
    // Tax: 0% x 26,050 = 0; 74.888% x 500 = 374.44; total 374.44.
    // Official schedule: $360.69 + 2.75% x 500 = 374.44; from here on the brackets equal the schedule.
    // Exemption credit (line 9): AGI less exemptions 26,550 is $30,000 or less -> $20: 354.44.
    name: 'edge: taxable income exactly $26,550, where the spread base tax ends (2024)',
    period: 2024,
    input: { income: 28_950, filingStatus: 'single' },
    output: { taxableIncome: 26_550, tax: 354.44, marginalRate: 2.75 },
    source: [sources.booklet2024, sources.orc5747_02, sources.orc5747_025],
  },
  {
    // Taxable 30,000 - 2,400 = 27,600: 374.44 + 2.75% x 1,050 = 28.88 -> 403.32.
    // Exemption credit: 27,600 is $30,000 or less -> $20 for the one exemption: 383.32.
    name: 'single, wages $30,000 (2024): $20 exemption credit',
    period: 2024,
    input: { income: 30_000, filingStatus: 'single' },
    output: { taxableIncome: 27_600, tax: 383.32, marginalRate: 2.75 },
    source: [sources.booklet2024, sources.orc5747_022],
  },
  {
    // Taxable 32,500 - 2,400 = 30,100 is over $30,000: no credit. 374.44 + 2.75% x 3,550 = 97.63 -> 472.07.
    name: 'single, wages $32,500 (2024): no exemption credit above $30,000 of AGI less exemptions',
    period: 2024,
    input: { income: 32_500, filingStatus: 'single' },
    output: { taxableIncome: 30_100, tax: 472.07, marginalRate: 2.75 },
    source: [sources.booklet2024, sources.orc5747_022],
  },
  {
    // Joint: 34,000 - 4,800 = 29,200: 374.44 + 2.75% x 2,650 = 72.88 -> 447.32; credit 2 x $20 = 40: 407.32.
    name: 'married filing jointly, wages $34,000 (2024): $40 exemption credit',
    period: 2024,
    input: { income: 34_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 29_200, tax: 407.32, marginalRate: 2.75 },
    source: [sources.booklet2024, sources.orc5747_022],
  },
  {
    // 2026 (HB 96): exemption at MAGI 60,000: 2,150. Taxable 57,850.
    // $332 + 2.75% x (57,850 - 26,050 = 31,800) = 874.50 -> 1,206.50 (no exemption credit: 57,850 > 30,000)
    name: 'single, wages $60,000 (2026): $332 plus 2.75%',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_850, tax: 1206.5, marginalRate: 2.75 },
    source: ['https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/#page=2608'],
  },
  {
    // Exemption 1,900 (MAGI over 80,000); taxable 148,100: 332 + 2.75% x 122,050 = 3,356.375 -> 3,688.38.
    // 2.75% above $100,000 too: the 3.125% bracket of 2025 is gone.
    name: 'single, wages $150,000 (2026): one rate above $100,000',
    period: 2026,
    input: { income: 150_000, filingStatus: 'single' },
    output: { taxableIncome: 148_100, tax: 3688.38, marginalRate: 2.75 },
    source: ['https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/#page=2608'],
  },
  {
    // MAGI 600,000 > 500,000: no exemption (2025: none only above 750,000). 332 + 2.75% x 573,950 = 16,115.625 -> 16,115.63
    name: 'single, wages $600,000 (2026): no exemption above $500,000',
    period: 2026,
    input: { income: 600_000, filingStatus: 'single' },
    output: { taxableIncome: 600_000, tax: 16_115.63, marginalRate: 2.75 },
    source: ['https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/#page=2608'],
  },
];

describe('Ohio state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'OH', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
