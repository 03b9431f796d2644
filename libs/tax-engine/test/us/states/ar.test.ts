/**
 * Arkansas cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 50,000 - 2,410 = 47,590 taxable.
    // 2% x 5,400 = 108; 3% x 4,700 = 141; 3.4% x 10,100 = 343.40; 3.9% x 21,890 = 853.71 -> 1,446.11
    // less the credit 29 -> 1,417.11
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 47_590, tax: 1417.11, marginalRate: 3.9 },
    source: [
      'https://www.dfa.arkansas.gov/wp-content/uploads/2024_TaxBrackets.pdf',
      'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR1000F_and_AR1000NR_Instructions.pdf',
    ],
  },
  {
    // 80,000 - 4,820 = 75,180 taxable.
    // 2% x 5,400 = 108; 3% x 4,700 = 141; 3.4% x 10,100 = 343.40; 3.9% x 49,480 = 1,929.72 -> 2,522.12
    // less the credit 58 -> 2,464.12
    name: 'married filing jointly, wages $80,000 (2024)',
    period: 2024,
    input: { income: 80_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 75_180, tax: 2464.12, marginalRate: 3.9 },
    source: [
      'https://www.dfa.arkansas.gov/wp-content/uploads/2024_TaxBrackets.pdf',
      'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR1000F_and_AR1000NR_Instructions.pdf',
    ],
  },
  {
    // 28,110 - 2,410 = 25,700 taxable.
    // 2% x 5,400 = 108; 3% x 4,700 = 141; 3.4% x 10,100 = 343.40 -> 592.40
    // less the credit 29 -> 563.40
    name: 'single, net taxable income exactly $25,700, where 3.9% starts (2024)',
    period: 2024,
    input: { income: 28_110, filingStatus: 'single' },
    output: { taxableIncome: 25_700, tax: 563.4, marginalRate: 3.9 },
    source: ['https://www.dfa.arkansas.gov/wp-content/uploads/2024_TaxBrackets.pdf'],
  },
  {
    // 50,000 - 2,470 = 47,530 taxable.
    // 2% x 5,600 = 112; 3% x 4,800 = 144; 3.4% x 10,400 = 353.60; 3.9% x 21,130 = 824.07 -> 1,433.67
    // less the credit 29 -> 1,404.67
    name: 'single, wages $50,000 (2025)',
    period: 2025,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 47_530, tax: 1404.67, marginalRate: 3.9 },
    source: ['https://www.dfa.arkansas.gov/wp-content/uploads/2025_AR1000F_and_AR1000NR_Instructions.pdf'],
  },
  {
    // Act 1 of 2026: top rate 3.7%, 2025 thresholds; standard deduction 2,470 carried forward (provisional).
    // 50,000 - 2,470 = 47,530 taxable.
    // 2% x 5,600 = 112; 3% x 4,800 = 144; 3.4% x 10,400 = 353.60; 3.7% x 21,130 = 781.81 -> 1,391.41
    // less the credit 29 -> 1,362.41
    name: 'single, wages $50,000 (2026, top rate 3.7%)',
    period: 2026,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 47_530, tax: 1362.41, marginalRate: 3.7 },
    source: ['https://www.arkleg.state.ar.us/Home/FTPDocument?path=%2FBills%2F2026S1%2FPublic%2FHB1001.pdf'],
  },
  {
    // Bracket edge: 28,870 - 2,470 = 26,400 taxable, the start of the 3.7% bracket.
    // 112 + 144 + 353.60 = 609.60, less 29 -> 580.60; the next dollar is taxed at 3.7%.
    name: 'single, net taxable income exactly $26,400, where 3.7% starts (2026)',
    period: 2026,
    input: { income: 28_870, filingStatus: 'single' },
    output: { taxableIncome: 26_400, tax: 580.6, marginalRate: 3.7 },
    source: ['https://www.arkleg.state.ar.us/Home/FTPDocument?path=%2FBills%2F2026S1%2FPublic%2FHB1001.pdf'],
  },
];

describe('Arkansas state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'AR', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
