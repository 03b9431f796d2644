/**
 * Arizona cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 14,600 = 45,400 taxable.
    // 2.5% x 45,400 = 1,135 -> 1,135
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_400, tax: 1135, marginalRate: 2.5 },
    source: ['https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2024_140i.pdf', 'https://www.azleg.gov/ars/43/01011.htm'],
  },
  {
    // 100,000 - 29,200 = 70,800 taxable.
    // 2.5% x 70,800 = 1,770 -> 1,770
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 70_800, tax: 1770, marginalRate: 2.5 },
    source: ['https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2024_140i.pdf'],
  },
  {
    // 21,900 - 21,900 = 0 taxable.
    // no tax from the brackets
    name: 'head of household, wages equal to the $21,900 standard deduction (2024): no tax',
    period: 2024,
    input: { income: 21_900, filingStatus: 'head-of-household' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 2.5 },
    source: ['https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2024_140i.pdf'],
  },
  {
    // 60,000 - 15,750 = 44,250 taxable.
    // 2.5% x 44,250 = 1,106.25
    name: 'single, wages $60,000 (2025, standard deduction $15,750)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_250, tax: 1106.25, marginalRate: 2.5 },
    source: ['https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf', 'https://www.azleg.gov/ars/43/01011.htm'],
  },
  {
    // 100,000 - 31,500 = 68,500 taxable.
    // 2.5% x 68,500 = 1,712.50
    name: 'married filing jointly, wages $100,000 (2025)',
    period: 2025,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 68_500, tax: 1712.5, marginalRate: 2.5 },
    source: ['https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf'],
  },
  {
    // 23,625 - 23,625 = 0 taxable: the 2024 deduction ($21,900) would have left 1,725 taxable.
    name: 'head of household, wages equal to the $23,625 standard deduction (2025): no tax',
    period: 2025,
    input: { income: 23_625, filingStatus: 'head-of-household' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 2.5 },
    source: ['https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf'],
  },
  {
    // HB 4168 conformity: the 2026 federal standard deduction (Rev. Proc. 2025-32). 60,000 - 16,100 = 43,900 taxable.
    // 2.5% x 43,900 = 1,097.50
    name: 'single, wages $60,000 (2026, standard deduction $16,100)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 43_900, tax: 1097.5, marginalRate: 2.5 },
    source: ['https://www.irs.gov/pub/irs-drop/rp-25-32.pdf', 'https://www.azleg.gov/ars/43/01041.htm'],
  },
  {
    // Married filing jointly at exactly the 2026 deduction: 32,200 - 32,200 = 0 (in 2025, 700 would have been taxable).
    name: 'married filing jointly, wages equal to the $32,200 standard deduction (2026): no tax',
    period: 2026,
    input: { income: 32_200, filingStatus: 'married-joint' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 2.5 },
    source: ['https://www.irs.gov/pub/irs-drop/rp-25-32.pdf', 'https://www.azleg.gov/ars/43/01041.htm'],
  },
];

describe('Arizona state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'AZ', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
