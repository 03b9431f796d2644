/**
 * US federal income tax cases, as data: { name, period, input, output, source }.
 *
 * Every expected figure is derived by hand from the published tables (the arithmetic is in the comment or the
 * case name), never copied from the engine:
 * - Rate tables: Rev. Proc. 2022-38 / 2023-34 / 2024-40 §3.01 and Rev. Proc. 2025-32 §4.01 print each bracket as
 *   "$base plus r% of the excess over $threshold"; the bases below are rebuilt from the thresholds (and checked
 *   against each other in a test).
 * - Standard deduction: the Rev. Procs. for 2023 and 2024; for 2025 P.L. 119-21 §70102 ($15,750 / $31,500 /
 *   $23,625), which replaced Rev. Proc. 2024-40's $15,000 / $30,000 / $22,500 retroactively; for 2026 Rev. Proc.
 *   2025-32 §4.14 ($16,100 / $32,200 / $24,150; additional $1,650 married, $2,050 unmarried).
 * - Tax Table (Form 1040 instructions): rows $0-5, $5-15, $15-25, then $25 rows to $3,000 and $50 rows to
 *   $100,000; the tax shown is the rate-table tax on the row's midpoint, rounded to the nearest dollar (50 cents up).
 * - Tax Computation Worksheet (taxable income $100,000 or more): taxable income × rate − subtraction amount, where
 *   the subtraction amount is rate × threshold − base (equal to the exact computation).
 */
import { calculateUsFederalIncomeTax, type UsFederalIncomeTaxInput, type UsFederalIncomeTaxResult } from '../../src/us/federal-income-tax';
import type { UsFilingStatus } from '../../src/us/filing-status';
import { usTaxYears, type UsTaxYear } from '../../src/us/tax-year';
import type { Reference } from '../../src/core/parameter';

const S = {
  rp2022_38: {
    title: 'IRS Rev. Proc. 2022-38, §3.01 Tables 1-4 (2023) and standard deduction',
    href: 'https://www.irs.gov/pub/irs-drop/rp-22-38.pdf',
  },
  rp2023_34: {
    title: 'IRS Rev. Proc. 2023-34, §3.01 Tables 1-4 (2024) and standard deduction',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  rp2024_40: {
    title: 'IRS Rev. Proc. 2024-40, §3.01 Tables 1-4 (2025) and additional standard deduction',
    href: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
  },
  rp2025_32: {
    title: 'IRS Rev. Proc. 2025-32, §4.01 Tables 1-4 (2026) and §4.14 standard deduction (reflecting P.L. 119-21)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  ir2025_103: {
    title: 'IRS IR-2025-103: tax inflation adjustments for tax year 2026 (standard deduction, rate thresholds)',
    href: 'https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2026-including-amendments-from-the-one-big-beautiful-bill',
  },
  pl119_21: {
    title: 'P.L. 119-21 (One Big Beautiful Bill Act) §70102: 2025 standard deduction $15,750 / $31,500 / $23,625',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  irsObbb: { title: 'IRS: One, Big, Beautiful Bill provisions', href: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions' },
  i1040_2023: {
    title: 'IRS 2023 Instructions for Form 1040: 2023 Tax Table and Tax Computation Worksheet',
    href: 'https://www.irs.gov/pub/irs-prior/i1040gi--2023.pdf',
  },
  i1040_2024: {
    title: 'IRS 2024 Instructions for Form 1040: 2024 Tax Table and Tax Computation Worksheet',
    href: 'https://www.irs.gov/pub/irs-prior/i1040gi--2024.pdf',
  },
  i1040tt: {
    title: 'IRS Form 1040 Tax Table and Tax Computation Worksheet (current year booklet)',
    href: 'https://www.irs.gov/pub/irs-pdf/i1040tt.pdf',
  },
} as const satisfies Record<string, Reference>;

const statuses: readonly UsFilingStatus[] = [
  'single',
  'married-joint',
  'married-separate',
  'head-of-household',
  'qualifying-surviving-spouse',
];

/** Standard deduction by year and status (Rev. Procs.; 2025 per P.L. 119-21; 2026 Rev. Proc. 2025-32 §4.14). */
const standardDeductions: Record<UsTaxYear, Record<UsFilingStatus, number>> = {
  2023: {
    single: 13_850,
    'married-joint': 27_700,
    'married-separate': 13_850,
    'head-of-household': 20_800,
    'qualifying-surviving-spouse': 27_700,
  },
  2024: {
    single: 14_600,
    'married-joint': 29_200,
    'married-separate': 14_600,
    'head-of-household': 21_900,
    'qualifying-surviving-spouse': 29_200,
  },
  2025: {
    single: 15_750,
    'married-joint': 31_500,
    'married-separate': 15_750,
    'head-of-household': 23_625,
    'qualifying-surviving-spouse': 31_500,
  },
  2026: {
    single: 16_100,
    'married-joint': 32_200,
    'married-separate': 16_100,
    'head-of-household': 24_150,
    'qualifying-surviving-spouse': 32_200,
  },
};

type Table = readonly (readonly [threshold: number, base: number])[];
/**
 * The Rev. Proc. rate tables in "base + rate × excess" form: [threshold, base] for the 12% ... 37% rows (the 10%
 * row starts at 0 with base 0). Bases by hand: each is the previous base + previous rate × (threshold − previous
 * threshold), e.g. 2024 single: 1,160 = 10% × 11,600; 5,426 = 1,160 + 12% × 35,550; 17,168.50 = 5,426 + 22% × 53,375;
 * 39,110.50 = 17,168.50 + 24% × 91,425; 55,678.50 = 39,110.50 + 32% × 51,775; 183,647.25 = 55,678.50 + 35% × 365,625.
 */
const rateTables: Record<UsTaxYear, Record<'single' | 'joint' | 'separate' | 'hoh', Table>> = {
  2023: {
    single: [
      [11_000, 1_100],
      [44_725, 5_147],
      [95_375, 16_290],
      [182_100, 37_104],
      [231_250, 52_832],
      [578_125, 174_238.25],
    ],
    joint: [
      [22_000, 2_200],
      [89_450, 10_294],
      [190_750, 32_580],
      [364_200, 74_208],
      [462_500, 105_664],
      [693_750, 186_601.5],
    ],
    separate: [
      [11_000, 1_100],
      [44_725, 5_147],
      [95_375, 16_290],
      [182_100, 37_104],
      [231_250, 52_832],
      [346_875, 93_300.75],
    ],
    hoh: [
      [15_700, 1_570],
      [59_850, 6_868],
      [95_350, 14_678],
      [182_100, 35_498],
      [231_250, 51_226],
      [578_100, 172_623.5],
    ],
  },
  2024: {
    single: [
      [11_600, 1_160],
      [47_150, 5_426],
      [100_525, 17_168.5],
      [191_950, 39_110.5],
      [243_725, 55_678.5],
      [609_350, 183_647.25],
    ],
    joint: [
      [23_200, 2_320],
      [94_300, 10_852],
      [201_050, 34_337],
      [383_900, 78_221],
      [487_450, 111_357],
      [731_200, 196_669.5],
    ],
    separate: [
      [11_600, 1_160],
      [47_150, 5_426],
      [100_525, 17_168.5],
      [191_950, 39_110.5],
      [243_725, 55_678.5],
      [365_600, 98_334.75],
    ],
    hoh: [
      [16_550, 1_655],
      [63_100, 7_241],
      [100_500, 15_469],
      [191_950, 37_417],
      [243_700, 53_977],
      [609_350, 181_954.5],
    ],
  },
  2025: {
    single: [
      [11_925, 1_192.5],
      [48_475, 5_578.5],
      [103_350, 17_651],
      [197_300, 40_199],
      [250_525, 57_231],
      [626_350, 188_769.75],
    ],
    joint: [
      [23_850, 2_385],
      [96_950, 11_157],
      [206_700, 35_302],
      [394_600, 80_398],
      [501_050, 114_462],
      [751_600, 202_154.5],
    ],
    separate: [
      [11_925, 1_192.5],
      [48_475, 5_578.5],
      [103_350, 17_651],
      [197_300, 40_199],
      [250_525, 57_231],
      [375_800, 101_077.25],
    ],
    hoh: [
      [17_000, 1_700],
      [64_850, 7_442],
      [103_350, 15_912],
      [197_300, 38_460],
      [250_500, 55_484],
      [626_350, 187_031.5],
    ],
  },
  // Rev. Proc. 2025-32 §4.01. Single: 1,240 = 10% × 12,400; 5,800 = 1,240 + 12% × 38,000; 17,966 = 5,800 + 22% × 55,300;
  // 41,024 = 17,966 + 24% × 96,075; 58,448 = 41,024 + 32% × 54,450; 192,979.25 = 58,448 + 35% × 384,375.
  // Joint: 2,480; 11,600 = 2,480 + 12% × 76,000; 35,932 = 11,600 + 22% × 110,600; 82,048 = 35,932 + 24% × 192,150;
  // 116,896 = 82,048 + 32% × 108,900; 206,583.50 = 116,896 + 35% × 256,250.
  // Separate: as single to 256,225; 103,291.75 = 58,448 + 35% × 128,125 (the 37% row starts at half the joint 768,700).
  // Head of household: 1,770; 7,740 = 1,770 + 12% × 49,750; 16,155 = 7,740 + 22% × 38,250; 39,207 = 16,155 + 24% × 96,050;
  // 56,631 = 39,207 + 32% × 54,450; 191,171 = 56,631 + 35% × 384,400.
  2026: {
    single: [
      [12_400, 1_240],
      [50_400, 5_800],
      [105_700, 17_966],
      [201_775, 41_024],
      [256_225, 58_448],
      [640_600, 192_979.25],
    ],
    joint: [
      [24_800, 2_480],
      [100_800, 11_600],
      [211_400, 35_932],
      [403_550, 82_048],
      [512_450, 116_896],
      [768_700, 206_583.5],
    ],
    separate: [
      [12_400, 1_240],
      [50_400, 5_800],
      [105_700, 17_966],
      [201_775, 41_024],
      [256_225, 58_448],
      [384_350, 103_291.75],
    ],
    hoh: [
      [17_700, 1_770],
      [67_450, 7_740],
      [105_700, 16_155],
      [201_750, 39_207],
      [256_200, 56_631],
      [640_600, 191_171],
    ],
  },
};
const tableKey: Record<UsFilingStatus, 'single' | 'joint' | 'separate' | 'hoh'> = {
  single: 'single',
  'married-joint': 'joint',
  'married-separate': 'separate',
  'head-of-household': 'hoh',
  'qualifying-surviving-spouse': 'joint',
};
const rates = [10, 12, 22, 24, 32, 35, 37];
const revProcFor: Record<UsTaxYear, Reference> = { 2023: S.rp2022_38, 2024: S.rp2023_34, 2025: S.rp2024_40, 2026: S.rp2025_32 };

type CaseInput = Pick<UsFederalIncomeTaxInput, 'grossIncome'> & Partial<Omit<UsFederalIncomeTaxInput, 'grossIncome' | 'taxYear'>>;
type CaseOutput = Partial<
  Pick<
    UsFederalIncomeTaxResult,
    'standardDeduction' | 'deduction' | 'deductionType' | 'taxableIncome' | 'tax' | 'methodApplied' | 'marginalRate'
  >
>;
interface FederalCase {
  readonly name: string;
  readonly period: UsTaxYear;
  readonly input: CaseInput;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

function run(period: UsTaxYear, input: CaseInput): UsFederalIncomeTaxResult {
  return calculateUsFederalIncomeTax({ filingStatus: 'single', method: 'exact', ...input, taxYear: period });
}

function pick(result: UsFederalIncomeTaxResult, output: CaseOutput): CaseOutput {
  return Object.fromEntries(Object.keys(output).map((key) => [key, result[key as keyof CaseOutput]]));
}

describe('Rev. Proc. rate tables: the printed bases agree with the thresholds', () => {
  test.each(usTaxYears)('%i', (year) => {
    for (const table of Object.values(rateTables[year])) {
      let previousThreshold = 0;
      let previousBase = 0;
      table.forEach(([threshold, base], index) => {
        // In cents to keep the check exact.
        expect(Math.round(base * 100)).toBe(Math.round(previousBase * 100) + (threshold - previousThreshold) * rates[index]!);
        previousThreshold = threshold;
        previousBase = base;
      });
    }
  });
});

/** Tax at every bracket threshold, for every status and year: exactly the printed base (income = threshold + standard deduction). */
const bracketEdgeCases: FederalCase[] = usTaxYears.flatMap((period) =>
  statuses.flatMap((status) =>
    rateTables[period][tableKey[status]].flatMap(([threshold, base], index): FederalCase[] => [
      {
        name: `${period} ${status}: taxable income exactly $${threshold} (start of the ${rates[index + 1]}% row) → $${base}`,
        period,
        input: { grossIncome: threshold + standardDeductions[period][status], filingStatus: status },
        output: { taxableIncome: threshold, tax: base, marginalRate: rates[index + 1]! },
        source: [revProcFor[period]],
      },
      {
        // base + next rate × $100, e.g. 2024 single 47,250: 5,426 + 22% × 100 = 5,448.
        name: `${period} ${status}: $100 above $${threshold} → $${base} + ${rates[index + 1]}% × 100`,
        period,
        input: { grossIncome: threshold + 100 + standardDeductions[period][status], filingStatus: status },
        output: { taxableIncome: threshold + 100, tax: Math.round(base * 100 + 100 * rates[index + 1]!) / 100 },
        source: [revProcFor[period]],
      },
    ]),
  ),
);

const standardDeductionCases: FederalCase[] = [
  ...usTaxYears.flatMap((period) =>
    statuses.map((status): FederalCase => ({
      name: `${status} standard deduction ${standardDeductions[period][status]}; income equal to it leaves no taxable income`,
      period,
      input: { grossIncome: standardDeductions[period][status], filingStatus: status },
      output: {
        standardDeduction: standardDeductions[period][status],
        deduction: standardDeductions[period][status],
        taxableIncome: 0,
        tax: 0,
        marginalRate: 10,
      },
      source: period === 2025 ? [S.pl119_21, S.irsObbb] : period === 2026 ? [S.rp2025_32, S.ir2025_103] : [revProcFor[period]],
    })),
  ),
  {
    // 15,750 + 2 conditions × 2,000 (unmarried) = 19,750; taxable 40,000 − 19,750 = 20,250; 1,192.50 + 12% × 8,325 = 2,191.50.
    name: '2025 single, 65 or over and blind: 15,750 + 2 × 2,000',
    period: 2025,
    input: { grossIncome: 40_000, age65OrOlder: 1, blind: 1 },
    output: { standardDeduction: 19_750, taxableIncome: 20_250, tax: 2_191.5 },
    source: [S.pl119_21, S.rp2024_40],
  },
  {
    // 31,500 + 2 × 1,600 (married) = 34,700; taxable 65,300; 2,385 + 12% × 41,450 = 7,359.
    name: '2025 married joint, both 65 or over: 31,500 + 2 × 1,600',
    period: 2025,
    input: { grossIncome: 100_000, filingStatus: 'married-joint', age65OrOlder: 2 },
    output: { standardDeduction: 34_700, taxableIncome: 65_300, tax: 7_359 },
    source: [S.pl119_21, S.rp2024_40],
  },
  {
    // 16,100 + 2 conditions × 2,050 (unmarried) = 20,200; taxable 40,000 − 20,200 = 19,800; 1,240 + 12% × 7,400 = 2,128.
    name: '2026 single, 65 or over and blind: 16,100 + 2 × 2,050',
    period: 2026,
    input: { grossIncome: 40_000, age65OrOlder: 1, blind: 1 },
    output: { standardDeduction: 20_200, taxableIncome: 19_800, tax: 2_128 },
    source: [S.rp2025_32],
  },
  {
    // 32,200 + 2 × 1,650 (married) = 35,500; taxable 64,500; 2,480 + 12% × 39,700 = 7,244.
    name: '2026 married joint, both 65 or over: 32,200 + 2 × 1,650',
    period: 2026,
    input: { grossIncome: 100_000, filingStatus: 'married-joint', age65OrOlder: 2 },
    output: { standardDeduction: 35_500, taxableIncome: 64_500, tax: 7_244 },
    source: [S.rp2025_32],
  },
  {
    // 24,150 + 2,050 (unmarried) = 26,200; taxable 23,800; 1,770 + 12% × 6,100 = 2,502.
    name: '2026 head of household, 65 or over: 24,150 + 2,050',
    period: 2026,
    input: { grossIncome: 50_000, filingStatus: 'head-of-household', age65OrOlder: 1 },
    output: { standardDeduction: 26_200, taxableIncome: 23_800, tax: 2_502 },
    source: [S.rp2025_32],
  },
  {
    // 21,900 + 1,950 (unmarried) = 23,850; taxable 26,150; 1,655 + 12% × 9,600 = 2,807.
    name: '2024 head of household, 65 or over: 21,900 + 1,950',
    period: 2024,
    input: { grossIncome: 50_000, filingStatus: 'head-of-household', age65OrOlder: 1 },
    output: { standardDeduction: 23_850, taxableIncome: 26_150, tax: 2_807 },
    source: [S.rp2023_34],
  },
  {
    // 13,850 + 1,500 (married) = 15,350; taxable 14,650; 1,100 + 12% × 3,650 = 1,538.
    name: '2023 married separate, blind: 13,850 + 1,500',
    period: 2023,
    input: { grossIncome: 30_000, filingStatus: 'married-separate', blind: 1 },
    output: { standardDeduction: 15_350, taxableIncome: 14_650, tax: 1_538 },
    source: [S.rp2022_38],
  },
  {
    // Itemized 20,000 > 14,600; taxable 80,000; 5,426 + 22% × 32,850 = 12,653.
    name: '2024 single, itemized deductions larger than the standard deduction',
    period: 2024,
    input: { grossIncome: 100_000, itemizedDeductions: 20_000 },
    output: { standardDeduction: 14_600, deduction: 20_000, deductionType: 'itemized', taxableIncome: 80_000, tax: 12_653 },
    source: [S.rp2023_34],
  },
  {
    // Itemized 10,000 < 14,600: the standard deduction applies; taxable 85,400; 5,426 + 22% × 38,250 = 13,841.
    name: '2024 single, itemized deductions smaller than the standard deduction',
    period: 2024,
    input: { grossIncome: 100_000, itemizedDeductions: 10_000 },
    output: { deduction: 14_600, deductionType: 'standard', taxableIncome: 85_400, tax: 13_841 },
    source: [S.rp2023_34],
  },
  {
    // Income below the deduction: nothing taxable, and the next dollar is not taxed either.
    name: '2024 single, income below the standard deduction',
    period: 2024,
    input: { grossIncome: 10_000 },
    output: { taxableIncome: 0, tax: 0, marginalRate: 0 },
    source: [S.rp2023_34],
  },
];

const exactCases: FederalCase[] = [
  {
    // 2025 single, 75,000 − 15,750 = 59,250; 5,578.50 + 22% × 10,775 = 7,949.
    name: '2025 single, $75,000 wages',
    period: 2025,
    input: { grossIncome: 75_000 },
    output: { taxableIncome: 59_250, tax: 7_949, marginalRate: 22 },
    source: [S.rp2024_40, S.pl119_21],
  },
  {
    // 2026 single, 75,000 − 16,100 = 58,900; 5,800 + 22% × 8,500 = 7,670.
    name: '2026 single, $75,000 wages',
    period: 2026,
    input: { grossIncome: 75_000 },
    output: { taxableIncome: 58_900, tax: 7_670, marginalRate: 22 },
    source: [S.rp2025_32, S.ir2025_103],
  },
  {
    // 2026 married joint, 37% row: taxable 800,000; 206,583.50 + 37% × 31,300 = 218,164.50.
    name: '2026 married joint, top rate: taxable $800,000',
    period: 2026,
    input: { grossIncome: 832_200, filingStatus: 'married-joint' },
    output: { taxableIncome: 800_000, tax: 218_164.5, marginalRate: 37 },
    source: [S.rp2025_32],
  },
  {
    // 2026 married separate, 37% row from 384,350: taxable 400,000; 103,291.75 + 37% × 15,650 = 109,082.25.
    name: '2026 married separate, top rate: taxable $400,000',
    period: 2026,
    input: { grossIncome: 416_100, filingStatus: 'married-separate' },
    output: { taxableIncome: 400_000, tax: 109_082.25, marginalRate: 37 },
    source: [S.rp2025_32],
  },
  {
    // To the cent: taxable 11,600.05; 1,160 + 12% × 0.05 = 1,160.006 → 1,160.01.
    name: '2024 single, cents: a fraction of a cent rounds to the nearest cent',
    period: 2024,
    input: { grossIncome: 26_200.05 },
    output: { taxableIncome: 11_600.05, tax: 1_160.01 },
    source: [S.rp2023_34],
  },
  {
    // Tax Computation Worksheet 2024 Section A (single), 24% row: 150,000 × 24% − 6,957.50 = 29,042.50
    // (subtraction 6,957.50 = 24% × 100,525 − 17,168.50).
    name: '2024 single, Tax Computation Worksheet: taxable $150,000',
    period: 2024,
    input: { grossIncome: 164_600 },
    output: { taxableIncome: 150_000, tax: 29_042.5, marginalRate: 24 },
    source: [S.i1040_2024, S.rp2023_34],
  },
  {
    // Tax Computation Worksheet 2023 Section B (joint), 24% row: 250,000 × 24% − 13,200 = 46,800
    // (subtraction 13,200 = 24% × 190,750 − 32,580).
    name: '2023 married joint, Tax Computation Worksheet: taxable $250,000',
    period: 2023,
    input: { grossIncome: 277_700, filingStatus: 'married-joint' },
    output: { taxableIncome: 250_000, tax: 46_800 },
    source: [S.i1040_2023, S.rp2022_38],
  },
  {
    // 2025 head of household, 37% row: taxable 700,000; 187,031.50 + 37% × 73,650 = 214,282.
    name: '2025 head of household, top rate: taxable $700,000',
    period: 2025,
    input: { grossIncome: 723_625, filingStatus: 'head-of-household' },
    output: { taxableIncome: 700_000, tax: 214_282, marginalRate: 37 },
    source: [S.rp2024_40, S.pl119_21],
  },
];

/**
 * Tax Table rows, read as the table prints them: the row holding the taxable income, tax on its midpoint rounded to
 * the nearest dollar. Gross income = taxable income + the standard deduction.
 */
function tableCase(period: UsTaxYear, status: UsFilingStatus, taxable: number, tax: number, arithmetic: string): FederalCase {
  return {
    name: `${period} Tax Table, ${status}, taxable $${taxable}: ${arithmetic} → $${tax}`,
    period,
    input: { grossIncome: taxable + standardDeductions[period][status], filingStatus: status, method: 'tax-table' },
    output: { taxableIncome: taxable, tax, methodApplied: 'tax-table' },
    source: [period === 2023 ? S.i1040_2023 : period === 2024 ? S.i1040_2024 : S.i1040tt, revProcFor[period]],
  };
}

const taxTableCases: FederalCase[] = [
  tableCase(2024, 'single', 3, 0, 'row 0-5, 10% × 2.50 = 0.25'),
  tableCase(2024, 'single', 10, 1, 'row 5-15, 10% × 10'),
  tableCase(2024, 'married-joint', 20, 2, 'row 15-25, 10% × 20'),
  tableCase(2024, 'single', 30, 4, 'row 25-50, 10% × 37.50 = 3.75'),
  tableCase(2024, 'single', 2_990, 299, 'row 2,975-3,000, 10% × 2,987.50 = 298.75'),
  tableCase(2024, 'married-joint', 3_010, 303, 'row 3,000-3,050, 10% × 3,025 = 302.50, 50 cents up'),
  tableCase(2024, 'single', 25_300, 2_807, 'row 25,300-25,350, 1,160 + 12% × 13,725 = 2,807'),
  tableCase(2024, 'married-joint', 25_300, 2_575, 'row 25,300-25,350, 2,320 + 12% × 2,125 = 2,575'),
  tableCase(2024, 'single', 47_140, 5_423, 'row 47,100-47,150, 1,160 + 12% × 35,525 = 5,423'),
  tableCase(2024, 'single', 47_160, 5_432, 'row 47,150-47,200, 5,426 + 22% × 25 = 5,431.50'),
  tableCase(2024, 'head-of-household', 63_130, 7_247, 'row 63,100-63,150, 7,241 + 22% × 25 = 7,246.50'),
  tableCase(2024, 'single', 99_990, 17_048, 'row 99,950-100,000, 5,426 + 22% × 52,825 = 17,047.50'),
  tableCase(2024, 'married-joint', 99_990, 12_101, 'row 99,950-100,000, 10,852 + 22% × 5,675 = 12,100.50'),
  tableCase(2023, 'single', 25_300, 2_819, 'row 25,300-25,350, 1,100 + 12% × 14,325 = 2,819'),
  tableCase(2023, 'married-joint', 25_300, 2_599, 'row 25,300-25,350, 2,200 + 12% × 3,325 = 2,599'),
  tableCase(2023, 'single', 44_740, 5_147, 'row 44,700-44,750, midpoint 44,725 is the 22% threshold: 5,147'),
  tableCase(2023, 'married-separate', 60_010, 8_513, 'row 60,000-60,050, 5,147 + 22% × 15,300 = 8,513'),
  tableCase(2023, 'head-of-household', 15_710, 1_573, 'row 15,700-15,750, 1,570 + 12% × 25 = 1,573'),
  tableCase(2025, 'single', 25_300, 2_801, 'row 25,300-25,350, 1,192.50 + 12% × 13,400 = 2,800.50'),
  tableCase(2025, 'married-joint', 50_010, 5_526, 'row 50,000-50,050, 2,385 + 12% × 26,175 = 5,526'),
  // 2026: the row layout is carried forward (the 2026 Tax Table is published with the 2026 Form 1040 instructions);
  // the tax on each row's midpoint comes from the Rev. Proc. 2025-32 rate tables.
  tableCase(2026, 'single', 25_300, 2_791, 'row 25,300-25,350, 1,240 + 12% × 12,925 = 2,791'),
  tableCase(2026, 'head-of-household', 67_460, 7_746, 'row 67,450-67,500, 7,740 + 22% × 25 = 7,745.50'),
];

const fallbackCases: FederalCase[] = [
  {
    // At $100,000 the Tax Table no longer applies: Tax Computation Worksheet, 100,000 × 22% − 4,947 = 17,053
    // (subtraction 4,947 = 22% × 47,150 − 5,426), the exact computation.
    name: '2024 single, tax-table requested at taxable $100,000: falls back to the exact computation',
    period: 2024,
    input: { grossIncome: 114_600, method: 'tax-table' },
    output: { taxableIncome: 100_000, tax: 17_053, methodApplied: 'exact' },
    source: [S.i1040_2024, S.rp2023_34],
  },
];

describe.each([
  ['Rev. Proc. bracket edges', bracketEdgeCases],
  ['standard deduction', standardDeductionCases],
  ['exact method', exactCases],
  ['Tax Table method', taxTableCases],
  ['Tax Table fallback', fallbackCases],
] as const)('%s', (_group, cases) => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(c.source.length).toBeGreaterThan(0);
    for (const source of c.source) expect(source.href).toMatch(/^https:\/\//);
    expect(pick(run(c.period, c.input), c.output)).toEqual(c.output);
  });
});

describe('result shape', () => {
  test('contract fields, breakdown and summary (2024 single, $60,000)', () => {
    // Taxable 45,400; 1,160 + 12% × 33,800 = 5,216.
    const result = run(2024, { grossIncome: 60_000 });
    expect(result).toMatchObject({
      calculationType: 'us-federal-tax',
      taxYear: '2024',
      currency: 'USD',
      inputAmount: 60_000,
      totalTax: 5_216,
      tax: 5_216,
      netAmount: 54_784,
      standardDeduction: 14_600,
      deduction: 14_600,
      taxableIncome: 45_400,
      effectiveRate: 8.69, // 100 × 5,216 / 60,000 = 8.6933
      marginalRate: 12,
      method: 'exact',
      methodApplied: 'exact',
    });
    expect(result.summary).toHaveLength(4);
    const group = result.breakdowns[0]!;
    expect(group).toMatchObject({ title: 'Federal income tax', type: 'income-tax', totalAmount: 5_216 });
    expect(group.data.map((band) => band.rate)).toEqual(rates);
    expect(group.data.map((band) => band.taxableAmount)).toEqual([11_600, 33_800, 0, 0, 0, 0, 0]);
    expect(group.data.map((band) => band.amount)).toEqual([1_160, 4_056, 0, 0, 0, 0, 0]);
    for (const band of group.data) expect(band.reference).toMatch(/Rev\. Proc\. 2023-34/);
  });

  test('the Tax Table method reports its row and a rounding band so the bands still sum to the tax', () => {
    const result = run(2024, { grossIncome: 47_160 + 14_600, method: 'tax-table' });
    expect(result.taxTableRow).toEqual({ atLeast: 47_150, lessThan: 47_200, midpoint: 47_175 });
    const amounts = result.breakdowns[0]!.data.map((band) => Math.round(band.amount * 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(543_200);
    expect(result.breakdowns[0]!.data.at(-1)!.amount).toBe(0.5);
  });

  test("a 2025 return uses the P.L. 119-21 standard deduction, not Rev. Proc. 2024-40's $15,000", () => {
    expect(run(2025, { grossIncome: 0 }).standardDeduction).toBe(15_750);
    expect(run(2025, { grossIncome: 0, filingStatus: 'married-joint' }).standardDeduction).toBe(31_500);
    expect(run(2025, { grossIncome: 0, filingStatus: 'head-of-household' }).standardDeduction).toBe(23_625);
  });

  test('a 2026 return uses the Rev. Proc. 2025-32 tables and deduction, and every band cites it', () => {
    // Taxable 60,000 − 16,100 = 43,900; 1,240 + 12% × 31,500 = 5,020.
    const result = run(2026, { grossIncome: 60_000 });
    expect(result).toMatchObject({ taxYear: '2026', standardDeduction: 16_100, taxableIncome: 43_900, tax: 5_020 });
    for (const band of result.breakdowns[0]!.data) expect(band.reference).toMatch(/Rev\. Proc\. 2025-32/);
  });

  test('more people than the return can hold are rejected', () => {
    expect(() => run(2024, { grossIncome: 1, age65OrOlder: 2 })).toThrow(RangeError);
    expect(() => run(2024, { grossIncome: 1, blind: 3, filingStatus: 'married-joint' })).toThrow(RangeError);
    expect(() => run(2024, { grossIncome: 1, age65OrOlder: 0.5, filingStatus: 'married-joint' })).toThrow(RangeError);
  });
});
