/**
 * Minnesota cases worked by hand from the published rate schedule, deduction and exemption amounts (exact bracket
 * arithmetic to the cent, each bracket rounded half up), and the standard deduction limitation worksheet. Sources per
 * case.
 */
import { calculateUsStateIncomeTax } from '../../../src/us/state-income-tax';
import type { UsFilingStatus } from '../../../src/us/filing-status';

interface Case {
  readonly name: string;
  readonly period: number;
  readonly input: { readonly income: number; readonly filingStatus: UsFilingStatus };
  readonly output: {
    readonly standardDeduction?: number;
    readonly taxableIncome: number;
    readonly tax: number;
    readonly marginalRate?: number;
  };
  readonly source: readonly string[];
}

const cases: Case[] = [
  {
    // 60,000 - 14,575 = 45,425 taxable.
    // 5.35% x 31,690 = 1,695.42; 6.8% x 13,735 = 933.98 -> 2,629.40
    name: 'single, wages $60,000 (2024)',
    period: 2024,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_425, tax: 2629.4, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 150,000 - 29,150 = 120,850 taxable.
    // 5.35% x 46,330 = 2,478.66; 6.8% x 74,520 = 5,067.36 -> 7,546.02
    name: 'married filing jointly, wages $150,000 (2024)',
    period: 2024,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 120_850, tax: 7546.02, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 46,265 - 14,575 = 31,690 taxable.
    // 5.35% x 31,690 = 1,695.42 -> 1,695.42
    name: 'single, taxable income exactly $31,690 (2024): next dollar at 6.8%',
    period: 2024,
    input: { income: 46_265, filingStatus: 'single' },
    output: { taxableIncome: 31_690, tax: 1695.42, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // Form M1 line 1 federal AGI 50,000; line 4 standard deduction 14,575; line 9 taxable 35,425.
    // Schedule for single filers: 5.35% x 31,690 = 1,695.42; 6.8% x 3,735 = 253.98 -> 1,949.40
    name: 'single, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'single' },
    output: { taxableIncome: 35_425, tax: 1949.4, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 150,000 - 14,575 = 135,425 taxable, in the 7.85% bracket, which starts at $104,090 for single filers in 2024.
    // 5.35% x 31,690 = 1,695.42; 6.8% x (104,090 - 31,690 = 72,400) = 4,923.20; 7.85% x 31,335 = 2,459.80 -> 9,078.42
    // (With the 7.85% bracket wrongly starting at $104,690 the tax was 9,072.12, $6.30 short.)
    name: 'single, wages $150,000 (2024): the 7.85% bracket starts at $104,090',
    period: 2024,
    input: { income: 150_000, filingStatus: 'single' },
    output: { taxableIncome: 135_425, tax: 9078.42, marginalRate: 7.85 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 50,000 - 29,150 = 20,850 taxable: 5.35% x 20,850 = 1,115.48
    name: 'married filing jointly, wages $50,000 (2024)',
    period: 2024,
    input: { income: 50_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 20_850, tax: 1115.48, marginalRate: 5.35 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // 100,000 - 21,900 = 78,100 taxable; the head-of-household 5.35% bracket ends at $39,010 in 2024.
    // 5.35% x 39,010 = 2,087.04; 6.8% x 39,090 = 2,658.12 -> 4,745.16
    name: 'head of household, wages $100,000 (2024): the 6.8% bracket starts at $39,010',
    period: 2024,
    input: { income: 100_000, filingStatus: 'head-of-household' },
    output: { taxableIncome: 78_100, tax: 4745.16, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1-inst-24_0.pdf'],
  },
  {
    // Standard deduction limitation (Schedule M1SA line 26 worksheet; Minn. Stat. 290.0123 subd. 5):
    // AGI 300,000 is 67,500 over $232,500: 3% x 67,500 = 2,025 < 80% x 14,575 -> deduction 14,575 - 2,025 = 12,550.
    // 300,000 - 12,550 = 287,450 taxable: 1,695.42 + 4,923.20 + 7.85% x 89,150 = 6,998.28 + 9.85% x 94,210 = 9,279.69
    // -> 22,896.59
    name: 'single, wages $300,000 (2024): standard deduction reduced by 3% of AGI over $232,500',
    period: 2024,
    input: { income: 300_000, filingStatus: 'single' },
    output: { standardDeduction: 12_550, taxableIncome: 287_450, tax: 22_896.59, marginalRate: 9.85 },
    source: [
      'https://www.revenue.state.mn.us/sites/default/files/2024-12/m1sa-24.pdf',
      'https://www.revisor.mn.gov/statutes/cite/290.0123',
    ],
  },
  {
    // 3% x (400,000 - 232,500) = 5,025 plus 7% x (400,000 - 321,350) = 5,505.50 (10% in all above $321,350)
    // = 10,530.50 < 80% x 29,150 -> deduction 18,619.50; 400,000 - 18,619.50 = 381,380.50 taxable.
    // 5.35% x 46,330 = 2,478.66; 6.8% x 137,710 = 9,364.28; 7.85% x 137,410 = 10,786.69; 9.85% x 59,930.50 = 5,903.15
    // -> 28,532.78
    name: 'married filing jointly, wages $400,000 (2024): 10% reduction above $321,350',
    period: 2024,
    input: { income: 400_000, filingStatus: 'married-joint' },
    output: { standardDeduction: 18_619.5, taxableIncome: 381_380.5, tax: 28_532.78, marginalRate: 9.85 },
    source: [
      'https://www.revenue.state.mn.us/sites/default/files/2024-12/m1sa-24.pdf',
      'https://www.revisor.mn.gov/statutes/cite/290.0123',
    ],
  },
  {
    // The reduction stops at 80%: 20% x 14,575 = 2,915 remains. 1,000,000 - 2,915 = 997,085 taxable.
    // 1,695.42 + 4,923.20 + 6,998.28 + 9.85% x 803,845 = 79,178.73 -> 92,795.63
    name: 'single, wages $1,000,000 (2024): the deduction keeps 20%',
    period: 2024,
    input: { income: 1_000_000, filingStatus: 'single' },
    output: { standardDeduction: 2915, taxableIncome: 997_085, tax: 92_795.63, marginalRate: 9.85 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2024-12/m1sa-24.pdf'],
  },
  {
    // 2025 thresholds $238,950 and $330,300: 3% x 161,050 = 4,831.50 + 7% x 69,700 = 4,879 -> 14,950 - 9,710.50 = 5,239.50.
    // 400,000 - 5,239.50 = 394,760.50: 5.35% x 32,570 = 1,742.50; 6.8% x 74,420 = 5,060.56; 7.85% x 91,640 = 7,193.74;
    // 9.85% x 196,130.50 = 19,318.85 -> 33,315.65
    name: 'single, wages $400,000 (2025): standard deduction limitation',
    period: 2025,
    input: { income: 400_000, filingStatus: 'single' },
    output: { standardDeduction: 5239.5, taxableIncome: 394_760.5, tax: 33_315.65, marginalRate: 9.85 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2025-12/m1sa-25.pdf'],
  },
  {
    // 60,000 - 14,950 = 45,050 taxable.
    // 5.35% x 32,570 = 1,742.50; 6.8% x 12,480 = 848.64 -> 2,591.14
    name: 'single, wages $60,000 (2025)',
    period: 2025,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 45_050, tax: 2591.14, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2025-11/m1-inst-25_0.pdf'],
  },
  {
    // 2026 (DOR, 16 December 2025): 60,000 - 15,300 = 44,700 taxable.
    // 5.35% x 33,310 = 1,782.09; 6.8% x 11,390 = 774.52 -> 2,556.61
    name: 'single, wages $60,000 (2026)',
    period: 2026,
    input: { income: 60_000, filingStatus: 'single' },
    output: { taxableIncome: 44_700, tax: 2556.61, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets'],
  },
  {
    // 48,610 - 15,300 = 33,310 taxable, the top of the 2026 single 5.35% bracket: 5.35% x 33,310 = 1,782.09.
    name: 'single, taxable income exactly $33,310 (2026): next dollar at 6.8%',
    period: 2026,
    input: { income: 48_610, filingStatus: 'single' },
    output: { taxableIncome: 33_310, tax: 1782.09, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets'],
  },
  {
    // 150,000 - 30,600 = 119,400 taxable: 5.35% x 48,700 = 2,605.45; 6.8% x 70,700 = 4,807.60 -> 7,413.05
    name: 'married filing jointly, wages $150,000 (2026)',
    period: 2026,
    input: { income: 150_000, filingStatus: 'married-joint' },
    output: { taxableIncome: 119_400, tax: 7413.05, marginalRate: 6.8 },
    source: ['https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets'],
  },
  {
    // 2026 limitation (Inflation-Adjusted Amounts 2026): 3% x (300,000 - 244,400) = 1,668 -> deduction 15,300 - 1,668 = 13,632.
    // Taxable 286,368: 1,782.09 + 6.8% x 76,120 = 5,176.16 + 7.85% x 93,720 = 7,357.02 + 9.85% x 83,218 = 8,196.97 -> 22,512.24
    name: 'single, wages $300,000 (2026): deduction limited above $244,400',
    period: 2026,
    input: { income: 300_000, filingStatus: 'single' },
    output: { taxableIncome: 286_368, tax: 22_512.24, marginalRate: 9.85 },
    source: ['https://www.revenue.state.mn.us/sites/default/files/2025-12/inflation-adjusted-amounts-2026.pdf'],
  },
];

describe('Minnesota state income tax', () => {
  test.each(cases)('$name', ({ period, input, output }) => {
    const result = calculateUsStateIncomeTax({ state: 'MN', taxYear: period, ...input });
    if (output.standardDeduction !== undefined) expect(result.standardDeduction).toBe(output.standardDeduction);
    expect(result.taxableIncome).toBe(output.taxableIncome);
    expect(result.tax).toBe(output.tax);
    if (output.marginalRate !== undefined) expect(result.marginalRate).toBe(output.marginalRate);
  });
});
