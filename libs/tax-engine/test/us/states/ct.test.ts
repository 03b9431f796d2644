/**
 * Connecticut cases worked by hand from the 2024 and 2025 Form CT-1040 instructions: the tax calculation schedule
 * (exact bracket arithmetic to the cent, each bracket rounded half up), Table A (personal exemption), Table C (2%
 * phase-out add-back), Table D (tax recapture) and Table E (personal tax credit, a percentage of the tax after Tables
 * C and D). Sources per case.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

const sources = {
  instructions2024: 'https://portal.ct.gov/-/media/drs/forms/2024/income/2024-ct-1040-instructions_1224.pdf',
  instructions2025: 'https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf',
  cgs: 'https://www.cga.ct.gov/current/pub/chap_229.htm',
} as const;

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: {
    readonly taxableIncome: number;
    readonly recapture: number;
    readonly personalTaxCredit: number;
    readonly tax: number;
    readonly marginalRate?: number;
  };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // 25,000 - 15,000 = 10,000 taxable: 2% x 10,000 = 200.
    // Table E: AGI more than 22,300 and not more than 25,000 -> 35% credit: 70 -> 130
    name: 'single, wages $25,000 (2024): full $15,000 exemption, 35% personal tax credit',
    period: 2024,
    input: { income: 25_000, filingStatus: 'single' },
    output: { taxableIncome: 10_000, recapture: 0, personalTaxCredit: 70, tax: 130, marginalRate: 4.5 },
    source: [sources.instructions2024, sources.cgs],
  },
  {
    // AGI 36,500 is 6,500 over 30,000: 7 steps of $1,000 (a part counts) -> 15,000 - 7,000 = 8,000 exemption.
    // 36,500 - 8,000 = 28,500 taxable: 2% x 10,000 = 200; 4.5% x 18,500 = 832.50 -> 1,032.50
    // Table E: more than 33,300 and not more than 60,000 -> 10%: 103.25 -> 929.25
    name: 'single, wages $36,500 (2024): exemption reduced to $8,000, 10% credit',
    period: 2024,
    input: { income: 36_500, filingStatus: 'single' },
    output: { taxableIncome: 28_500, recapture: 0, personalTaxCredit: 103.25, tax: 929.25, marginalRate: 4.5 },
    source: [sources.instructions2024],
  },
  {
    // 50,000 - 0 = 50,000 taxable: 2% x 10,000 = 200; 4.5% x 40,000 = 1,800 -> 2,000; Table E 10%: 200 -> 1,800
    name: 'single, wages $50,000 (2024): the top of the 4.5% bracket',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 50_000, recapture: 0, personalTaxCredit: 200, tax: 1800, marginalRate: 5.5 },
    source: [sources.instructions2024],
  },
  {
    // 150,000 taxable: 200 + 1,800 + 5.5% x 50,000 = 2,750 + 6% x 50,000 = 3,000 -> 7,750.
    // Table C: 93,500 over 56,500 = 19 steps x $25 = 475 -> capped at 250.
    // Table D (first tier): 45,000 over 105,000 = 9 steps x $25 = 225. No credit above 64,500. 7,750 + 475 = 8,225
    name: 'single, wages $150,000 (2024): 2% phase-out add-back and tax recapture',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { taxableIncome: 150_000, recapture: 475, personalTaxCredit: 0, tax: 8225, marginalRate: 6 },
    source: [sources.instructions2024, sources.cgs],
  },
  {
    // 300,000 taxable: 200 + 1,800 + 2,750 + 6% x 100,000 = 6,000 + 6.5% x 50,000 = 3,250 + 6.9% x 50,000 = 3,450
    // -> 17,450. Table C 250; Table D first tier 250 (max); second tier: 100,000 over 200,000 = 20 x $90 = 1,800.
    // 17,450 + 2,300 = 19,750
    name: 'single, wages $300,000 (2024): second tier of the recapture',
    period: 2024,
    input: { income: 300_000, filingStatus: 'single' },
    output: { taxableIncome: 300_000, recapture: 2300, personalTaxCredit: 0, tax: 19_750, marginalRate: 6.9 },
    source: [sources.instructions2024, sources.cgs],
  },
  {
    // Exemption: 2,000 over 48,000 -> 2 steps -> 24,000 - 2,000 = 22,000. 50,000 - 22,000 = 28,000 taxable.
    // 2% x 20,000 = 400; 4.5% x 8,000 = 360 -> 760. Table E joint: more than 41,500, not more than 50,000 -> 15%: 114
    // -> 646
    name: 'married filing jointly, wages $50,000 (2024): 15% personal tax credit',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 28_000, recapture: 0, personalTaxCredit: 114, tax: 646, marginalRate: 4.5 },
    source: [sources.instructions2024],
  },
  {
    // AGI 150,000 is far above 48,000 + 24,000: exemption 0. 150,000 taxable.
    // 2% x 20,000 = 400; 4.5% x 80,000 = 3,600; 5.5% x 50,000 = 2,750 -> 6,750.
    // Table C joint: 49,500 over 100,500 = 10 steps x $50 = 500 (the maximum). Table D starts at 210,000. -> 7,250
    name: 'married filing jointly, wages $150,000 (2024): 2% phase-out add-back in full',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 150_000, recapture: 500, personalTaxCredit: 0, tax: 7250, marginalRate: 5.5 },
    source: [sources.instructions2024],
  },
  {
    // Exemption: 22,000 over 38,000 -> 19,000 - 22,000 -> 0. 60,000 taxable: 2% x 16,000 = 320; 4.5% x 44,000 = 1,980
    // -> 2,300. Table E head of household: more than 46,000, not more than 74,000 -> 10%: 230 -> 2,070
    name: 'head of household, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 60_000, recapture: 0, personalTaxCredit: 230, tax: 2070, marginalRate: 4.5 },
    source: [sources.instructions2025],
  },
  {
    // 1,000,000 taxable: 200 + 1,800 + 2,750 + 6,000 + 3,250 + 6.9% x 250,000 = 17,250 + 6.99% x 500,000 = 34,950
    // -> 66,200. Tables C and D at their maximums: 250 + 250 + 2,700 + 450 = 3,650. -> 69,850
    name: 'single, wages $1,000,000 (2025): every add-back at its maximum',
    period: 2025,
    input: { income: 1_000_000, filingStatus: 'single' },
    output: { taxableIncome: 1_000_000, recapture: 3650, personalTaxCredit: 0, tax: 69_850, marginalRate: 6.99 },
    source: [sources.instructions2025, sources.cgs],
  },
  {
    // Unchanged statutory amounts (§§ 12-700, 12-702, 12-703), as in 2025:
    // Exemption: 22,000 over 38,000 -> 19,000 - 22,000 -> 0. 60,000 taxable: 2% x 16,000 = 320; 4.5% x 44,000 = 1,980
    // -> 2,300. Table E head of household: more than 46,000, not more than 74,000 -> 10%: 230 -> 2,070
    name: 'head of household, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 60_000, recapture: 0, personalTaxCredit: 230, tax: 2070, marginalRate: 4.5 },
    source: [sources.cgs],
  },
  {
    // 1,000,000 taxable: 200 + 1,800 + 2,750 + 6,000 + 3,250 + 6.9% x 250,000 = 17,250 + 6.99% x 500,000 = 34,950
    // -> 66,200. Tables C and D at their maximums: 250 + 250 + 2,700 + 450 = 3,650. -> 69,850
    name: 'single, wages $1,000,000 (2026): every add-back at its maximum',
    period: 2026,
    input: { income: 1_000_000, filingStatus: 'single' },
    output: { taxableIncome: 1_000_000, recapture: 3650, personalTaxCredit: 0, tax: 69_850, marginalRate: 6.99 },
    source: [sources.cgs],
  },
];

describe('Connecticut state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'CT', taxYear: period, ...input });
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.recapture).toBe(output.recapture);
    expect(result.personalTaxCredit).toBe(output.personalTaxCredit);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });

  test('the breakdown lists each table as a band, the credit as a negative one, and sums to the tax', () => {
    const result = calculateUsStateIncomeTax({ state: 'CT', taxYear: 2024, income: 150_000, filingStatus: 'single' });
    expect(result.breakdown.filter((band) => band.rate === 0).map((band) => [band.band, band.amount])).toEqual([
      ['Phase-out of the 2% bracket (Table C)', 250],
      ['Tax recapture (Table D), first tier', 225],
      ['Tax recapture (Table D), second tier', 0],
      ['Tax recapture (Table D), third tier', 0],
      ['Personal tax credit (Table E)', 0],
    ]);
    const credit = calculateUsStateIncomeTax({ state: 'CT', taxYear: 2024, income: 25_000, filingStatus: 'single' });
    expect(credit.breakdown.at(-1)).toMatchObject({ band: 'Personal tax credit (Table E)', amount: -70 });
  });
});
