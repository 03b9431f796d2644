/**
 * Illinois cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
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
    // 60,000 - 2,775 = 57,225 taxable.
    // 4.95% x 57,225 = 2,832.64 -> 2,832.64
    name: 'single, wages $60,000 (2024): exemption $2,775',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_225, tax: 2832.64, marginalRate: 4.95 },
    source: ['https://tax.illinois.gov/questionsandanswers/answer.851.html', 'https://tax.illinois.gov/research/taxrates/income.html'],
  },
  {
    // 100,000 - 5,550 (2 x 2,775) = 94,450 taxable.
    // 4.95% x 94,450 = 4,675.28 -> 4,675.28
    name: 'married filing jointly, wages $100,000 (2024)',
    period: 2024,
    input: { income: 100_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 94_450, tax: 4675.28, marginalRate: 4.95 },
    source: ['https://tax.illinois.gov/questionsandanswers/answer.851.html', 'https://tax.illinois.gov/research/taxrates/income.html'],
  },
  {
    // 60,000 - 2,850 = 57,150 taxable.
    // 4.95% x 57,150 = 2,828.93 -> 2,828.93
    name: 'single, wages $60,000 (2025): exemption $2,850',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_150, tax: 2828.93, marginalRate: 4.95 },
    source: ['https://tax.illinois.gov/questionsandanswers/answer.851.html'],
  },
  {
    // 2,775 - 2,775 = 0 taxable.
    // no tax from the brackets
    name: 'single, wages equal to the exemption: no tax (2024)',
    period: 2024,
    input: { income: 2775, filingStatus: 'single' },
    output: { taxableIncome: 0, tax: 0, marginalRate: 4.95 },
    source: ['https://tax.illinois.gov/questionsandanswers/answer.851.html'],
  },
  {
    // AGI 250,000 does not exceed $250,000: exemption kept. 250,000 - 2,775 = 247,225 x 4.95% = 12,237.64
    name: 'single, wages $250,000 (2024): exemption still allowed',
    period: 2024,
    input: { income: 250_000, filingStatus: 'single' },
    output: { taxableIncome: 247_225, tax: 12_237.64, marginalRate: 4.95 },
    source: ['https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K204'],
  },
  {
    // 35 ILCS 5/204(g): no exemption above $250,000. 250,001 x 4.95% = 12,375.05
    name: 'single, wages $250,001 (2024): no exemption above $250,000',
    period: 2024,
    input: { income: 250_001, filingStatus: 'single' },
    output: { taxableIncome: 250_001, tax: 12_375.05, marginalRate: 4.95 },
    source: ['https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K204'],
  },
  {
    // Joint: no exemption above $500,000. 500,001 x 4.95% = 24,750.05
    name: 'married filing jointly, wages $500,001 (2024): no exemption above $500,000',
    period: 2024,
    input: { income: 500_001, filingStatus: 'married-joint' },
    output: { taxableIncome: 500_001, tax: 24_750.05, marginalRate: 4.95 },
    source: ['https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K204'],
  },
  {
    // 60,000 - 2,925 = 57,075 taxable. 4.95% x 57,075 = 2,825.2125 -> 2,825.21
    name: 'single, wages $60,000 (2026): exemption $2,925',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 57_075, tax: 2825.21, marginalRate: 4.95 },
    source: ['https://tax.illinois.gov/forms/withholding/2025/il-700-t-withholding-guide.html'],
  },
  {
    // 100,850 - 5,850 (2 x 2,925) = 95,000 taxable. 4.95% x 95,000 = 4,702.50
    name: 'married filing jointly, wages $100,850 (2026): two exemptions',
    period: 2026,
    input: { income: 100_850, filingStatus: 'married-joint' },
    output: { taxableIncome: 95_000, tax: 4702.5, marginalRate: 4.95 },
    source: ['https://tax.illinois.gov/forms/withholding/2025/il-700-t-withholding-guide.html'],
  },
];

describe('Illinois state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'IL', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
