/**
 * Pennsylvania cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, docs/api.md "Rounding"), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  pa40in2024:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40in.pdf',
  pa40in2025:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2025/2025_pa-40in.pdf',
  tax302:
    'https://www.legis.state.pa.us/cfdocs/legis/LI/uconsCheck.cfm?txtType=HTM&yr=1971&sessInd=0&smthLwInd=0&act=2&chpt=3&sctn=2&subsctn=0',
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
    // Taxable: 60,000 = 60,000.
    // Tax: 3.07% x 60,000 = 1,842; total 1,842.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 1842, marginalRate: 3.07 },
    source: [sources.pa40in2024, sources.tax302],
  },
  {
    // Taxable: 100,000 = 100,000.
    // Tax: 3.07% x 100,000 = 3,070; total 3,070.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 100_000, tax: 3070, marginalRate: 3.07 },
    source: [sources.pa40in2024, sources.tax302],
  },
  {
    // Taxable: 60,000 = 60,000.
    // Tax: 3.07% x 60,000 = 1,842; total 1,842.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 1842, marginalRate: 3.07 },
    source: [sources.pa40in2025, sources.tax302],
  },
  {
    // Taxable: 1 = 1.
    // Tax: 3.07% x 1 = 0.03; total 0.03.
    name: 'edge: $1 of wages is taxed, no deduction (2024)',
    period: 2024,
    input: { income: 1, filingStatus: 'single' },
    output: { taxableIncome: 1, tax: 0.03, marginalRate: 3.07 },
    source: [sources.pa40in2024],
  },
  {
    // Taxable: 60,000 = 60,000 (no deductions or exemptions).
    // Tax: 3.07% x 60,000 = 1,842; total 1,842.
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 60_000, tax: 1842, marginalRate: 3.07 },
    source: [sources.tax302],
  },
  {
    // Taxable: 150,000. Tax: 3.07% x 150,000 = 4,605.
    name: 'married filing jointly, wages $150,000 (2026)',
    period: 2026,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 150_000, tax: 4605, marginalRate: 3.07 },
    source: [sources.tax302],
  },
];

describe('Pennsylvania state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'PA', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
