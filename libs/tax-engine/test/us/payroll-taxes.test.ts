/**
 * Employee FICA cases, as data. By hand: Social Security 6.2% of wages up to the wage base (SSA: 2023 $160,200,
 * 2024 $168,600, 2025 $176,100, 2026 $184,500); Medicare 1.45% of all wages; Additional Medicare 0.9% of wages above $200,000
 * ($250,000 joint, $125,000 married separate) as the liability by filing status (IRC §3101; IRS Topics 751, 560).
 */
import { calculateUsPayrollTaxes, type UsPayrollTaxes, type UsPayrollTaxesInput } from '../../src/us/payroll-taxes';
import type { UsTaxYear } from '../../src/us/tax-year';
import type { Reference } from '../../src/core/parameter';

const S = {
  ssa2023: {
    title: 'SSA 2023 fact sheet: maximum taxable earnings $160,200',
    href: 'https://www.ssa.gov/news/press/factsheets/colafacts2023.pdf',
  },
  ssa2024: {
    title: 'SSA 2024 fact sheet: maximum taxable earnings $168,600',
    href: 'https://www.ssa.gov/news/press/factsheets/colafacts2024.pdf',
  },
  ssa2025: {
    title: 'SSA 2025 fact sheet: maximum taxable earnings $176,100',
    href: 'https://www.ssa.gov/news/press/factsheets/colafacts2025.pdf',
  },
  ssa2026: {
    title: 'SSA 2026 Cost-of-Living Adjustment (COLA) Fact Sheet: maximum taxable earnings $184,500',
    href: 'https://www.ssa.gov/news/en/cola/factsheets/2026.html',
  },
  ssaCbb: { title: 'SSA Office of the Chief Actuary: Contribution and benefit base', href: 'https://www.ssa.gov/oact/cola/cbb.html' },
  topic751: { title: 'IRS Topic 751: 6.2% Social Security, 1.45% Medicare (employee)', href: 'https://www.irs.gov/taxtopics/tc751' },
  topic560: { title: 'IRS Topic 560: Additional Medicare Tax thresholds by filing status', href: 'https://www.irs.gov/taxtopics/tc560' },
} as const satisfies Record<string, Reference>;

type CaseOutput = Partial<Pick<UsPayrollTaxes, 'socialSecurity' | 'medicare' | 'additionalMedicare' | 'total'>>;
interface PayrollCase {
  readonly name: string;
  readonly period: UsTaxYear;
  readonly input: Omit<UsPayrollTaxesInput, 'taxYear' | 'filingStatus'> & Partial<Pick<UsPayrollTaxesInput, 'filingStatus'>>;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

const cases: PayrollCase[] = [
  // 6.2% × 160,200 = 9,932.40; 1.45% × 160,200 = 2,322.90.
  {
    name: '2023 wages at the wage base',
    period: 2023,
    input: { wages: 160_200 },
    output: { socialSecurity: 9_932.4, medicare: 2_322.9, additionalMedicare: 0, total: 12_255.3 },
    source: [S.ssa2023, S.topic751],
  },
  // 6.2% × 168,600 = 10,453.20; 1.45% × 168,600 = 2,444.70.
  {
    name: '2024 wages at the wage base',
    period: 2024,
    input: { wages: 168_600 },
    output: { socialSecurity: 10_453.2, medicare: 2_444.7, total: 12_897.9 },
    source: [S.ssa2024, S.topic751],
  },
  // Above the base: SS capped at 10,453.20; Medicare 1.45% × 200,000 = 2,900; no Additional Medicare at exactly 200,000.
  {
    name: '2024 single, $200,000 (cap reached, Additional Medicare threshold not exceeded)',
    period: 2024,
    input: { wages: 200_000 },
    output: { socialSecurity: 10_453.2, medicare: 2_900, additionalMedicare: 0 },
    source: [S.ssa2024, S.topic560],
  },
  // 0.9% × 50,000 = 450; Medicare 1.45% × 250,000 = 3,625.
  {
    name: '2024 single, $250,000: Additional Medicare on $50,000',
    period: 2024,
    input: { wages: 250_000 },
    output: { medicare: 3_625, additionalMedicare: 450, total: 14_528.2 },
    source: [S.topic560],
  },
  {
    name: '2024 married joint, $250,000: at the joint threshold, none',
    period: 2024,
    input: { wages: 250_000, filingStatus: 'married-joint' },
    output: { additionalMedicare: 0 },
    source: [S.topic560],
  },
  // 0.9% × (250,000 − 125,000) = 1,125.
  {
    name: '2024 married separate, $250,000: threshold $125,000',
    period: 2024,
    input: { wages: 250_000, filingStatus: 'married-separate' },
    output: { additionalMedicare: 1_125 },
    source: [S.topic560],
  },
  // QSS falls in "all other taxpayers": 0.9% × 10,000 = 90.
  {
    name: '2025 qualifying surviving spouse, $210,000: threshold $200,000',
    period: 2025,
    input: { wages: 210_000, filingStatus: 'qualifying-surviving-spouse' },
    output: { additionalMedicare: 90 },
    source: [S.topic560],
  },
  // 6.2% × 176,100 = 10,918.20.
  {
    name: '2025 wages above the wage base',
    period: 2025,
    input: { wages: 180_000 },
    output: { socialSecurity: 10_918.2, medicare: 2_610 },
    source: [S.ssa2025, S.topic751],
  },
  // 6.2% × 184,500 = 11,439; 1.45% × 184,500 = 2,675.25.
  {
    name: '2026 wages at the wage base ($184,500)',
    period: 2026,
    input: { wages: 184_500 },
    output: { socialSecurity: 11_439, medicare: 2_675.25, additionalMedicare: 0, total: 14_114.25 },
    source: [S.ssa2026, S.ssaCbb, S.topic751],
  },
  // One dollar over the base: Social Security stays 11,439; Medicare 1.45% × 184,501 = 2,675.2645 → 2,675.26.
  {
    name: '2026 wages $1 over the wage base',
    period: 2026,
    input: { wages: 184_501 },
    output: { socialSecurity: 11_439, medicare: 2_675.26 },
    source: [S.ssa2026, S.topic751],
  },
  // One dollar under: 6.2% × 184,499 = 11,438.938 → 11,438.94.
  {
    name: '2026 wages $1 under the wage base',
    period: 2026,
    input: { wages: 184_499 },
    output: { socialSecurity: 11_438.94 },
    source: [S.ssa2026, S.topic751],
  },
  // The statutory, unindexed Additional Medicare thresholds still apply in 2026: 0.9% × (260,000 − 250,000) = 90 joint;
  // 0.9% × (260,000 − 200,000) = 540 single; 0.9% × (260,000 − 125,000) = 1,215 married separate.
  {
    name: '2026 married joint, $260,000: Additional Medicare above $250,000',
    period: 2026,
    input: { wages: 260_000, filingStatus: 'married-joint' },
    output: { socialSecurity: 11_439, medicare: 3_770, additionalMedicare: 90 },
    source: [S.topic560],
  },
  {
    name: '2026 single, $260,000: Additional Medicare above $200,000',
    period: 2026,
    input: { wages: 260_000 },
    output: { additionalMedicare: 540 },
    source: [S.topic560],
  },
  {
    name: '2026 married separate, $260,000: Additional Medicare above $125,000',
    period: 2026,
    input: { wages: 260_000, filingStatus: 'married-separate' },
    output: { additionalMedicare: 1_215 },
    source: [S.topic560],
  },
  // 6.2% × 50,000.50 = 3,100.031 → 3,100.03; 1.45% × 50,000.50 = 725.00725 → 725.01.
  {
    name: '2024 cents rounded to the nearest cent',
    period: 2024,
    input: { wages: 50_000.5 },
    output: { socialSecurity: 3_100.03, medicare: 725.01, total: 3_825.04 },
    source: [S.topic751],
  },
];

describe('US payroll taxes (employee FICA)', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = calculateUsPayrollTaxes({ filingStatus: 'single', ...c.input, taxYear: c.period });
    const picked = Object.fromEntries(Object.keys(c.output).map((key) => [key, result[key as keyof CaseOutput]]));
    expect(picked).toEqual(c.output);
    expect(result.minor.total).toBe(result.minor.socialSecurity + result.minor.medicare + result.minor.additionalMedicare);
    expect(result.bands.totalAmount).toBe(result.total);
  });

  test('breakdown group and marginal rate', () => {
    const result = calculateUsPayrollTaxes({ wages: 250_000, filingStatus: 'single', taxYear: 2024 });
    expect(result.bands.title).toBe('Payroll taxes (FICA)');
    expect(result.bands.data.map((band) => [band.rate, band.taxableAmount, band.amount])).toEqual([
      [6.2, 168_600, 10_453.2],
      [1.45, 250_000, 3_625],
      [0.9, 50_000, 450],
    ]);
    expect(result.marginalRate).toBe(2.35); // 1.45 + 0.9 above the wage base
    expect(calculateUsPayrollTaxes({ wages: 50_000, filingStatus: 'single', taxYear: 2024 }).marginalRate).toBe(7.65);
  });
});
