/**
 * Oregon cases, worked by hand from the official rate schedules, deductions and exemptions cited below.
 * The federal income tax subtraction is not modelled (see params/us/states/or.ts), so these cases assume no
 * subtraction is claimed.
 * The engine uses exact schedule arithmetic to the cent (each bracket rounded half up, api-contract.md), not the
 * $50-row tax table.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  ors316_037: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
  or40i2024: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  or40i2025: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
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
    // Taxable: 60,000 - (standard deduction 2,745) = 57,255.
    // Tax: 4.75% x 4,300 = 204.25; 6.75% x 6,450 = 435.38; 8.75% x 46,505 = 4,069.19; total 4,708.82.
    // Less the credit 249 (used 249): 4,459.82.
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_255, tax: 4459.82, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037],
  },
  {
    // Taxable: 100,000 - (standard deduction 5,495) = 94,505.
    // Tax: 4.75% x 8,600 = 408.50; 6.75% x 12,900 = 870.75; 8.75% x 73,005 = 6,387.94; total 7,667.19.
    // Less the credit 498 (used 498): 7,169.19.
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 94_505, tax: 7169.19, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037],
  },
  {
    // Taxable: 60,000 - (standard deduction 2,835) = 57,165.
    // Tax: 4.75% x 4,400 = 209; 6.75% x 6,700 = 452.25; 8.75% x 46,065 = 4,030.69; total 4,691.94.
    // Less the credit 256 (used 256): 4,435.94.
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_165, tax: 4435.94, marginalRate: 8.75 },
    source: [sources.or40i2025, sources.ors316_037],
  },
  {
    // Federal AGI over $100,000: no exemption credit.
    // Taxable: 100,001 - (standard deduction 2,745) = 97,256.
    // Tax: 4.75% x 4,300 = 204.25; 6.75% x 6,450 = 435.38; 8.75% x 86,506 = 7,569.28; total 8,208.91.
    name: 'single, wages $100,001: no exemption credit above $100,000 (2024)',
    period: 2024,
    input: { income: 100_001, filingStatus: 'single' },
    output: { taxableIncome: 97_256, tax: 8208.91, marginalRate: 8.75 },
    source: [sources.or40i2024],
  },
  {
    // Taxable: 13,495 - (standard deduction 2,745) = 10,750.
    // Tax: 4.75% x 4,300 = 204.25; 6.75% x 6,450 = 435.38; total 639.63.
    // Less the credit 249 (used 249): 390.63.
    name: 'edge: taxable income exactly $10,750, top of the 6.75% bracket (2024)',
    period: 2024,
    input: { income: 13_495, filingStatus: 'single' },
    output: { taxableIncome: 10_750, tax: 390.63, marginalRate: 8.75 },
    source: [sources.or40i2024, sources.ors316_037],
  },
];

describe('Oregon state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'OR', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
