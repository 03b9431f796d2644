/**
 * UK National Insurance: Class 1 by category letter and earnings period, Employment Allowance, Class 2, 3 and 4.
 *
 * Every expected figure is worked by hand from HMRC's published rates and thresholds (the arithmetic is in the comment
 * above each case), never copied from the engine. Rules used in the arithmetic:
 * - Class 1 per earnings period on the published weekly, monthly or annual thresholds (not annual ÷ 12), to the
 *   nearest penny, a halfpenny or less disregarded (SS(C)R 2001 reg. 12(1); NIM11002).
 * - 2023-24: 12% (5.85% reduced) on earnings paid to 5 January 2024, 10% (3.85%) from 6 January 2024 (NIM01625);
 *   directors on an annual earnings period 11.5% (5.35%) for the whole year (NICs (Reduction in Rates) Act 2023,
 *   Schedule para 1).
 * - Employer: 0% up to the Secondary Threshold and, for categories H, M, Z, V, F, I, L, S, N, up to the category's
 *   upper secondary threshold; 13.8% (15% from 6 April 2025) above.
 */
import {
  calculateUkNationalInsurance,
  NationalInsuranceInputError,
  niCategories,
  type UkNationalInsuranceInput,
  type UkNationalInsuranceResult,
  ukNationalInsuranceHeadlines,
} from '../../src/uk/national-insurance';
import { ukTaxYears, ukTaxYearStart, type UkTaxYear } from '../../src/uk/tax-year';
import { valueAt, type Reference } from '../../src/core/parameter';
import { class1EmployeeAnnual } from '../../params/uk/hmrc/national-insurance/class1-employee';

const S = {
  employer2023: {
    title: 'HMRC: Rates and thresholds for employers 2023 to 2024',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2023-to-2024',
  },
  employer2024: {
    title: 'HMRC: Rates and thresholds for employers 2024 to 2025',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025',
  },
  employer2025: {
    title: 'HMRC: Rates and thresholds for employers 2025 to 2026',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026',
  },
  employer2026: {
    title: 'HMRC: Rates and thresholds for employers 2026 to 2027',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
  },
  nim01625: {
    title: 'HMRC NIM01625: 2023 to 2024 rates by payment date; directors 275 days at 12% and 91 days at 10% = 11.5%',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01625',
  },
  directorsAct: {
    title: 'NICs (Reduction in Rates) Act 2023, Schedule para 1: directors 11.5%, reduced rate 5.35% for 2023-24',
    href: 'https://www.legislation.gov.uk/ukpga/2023/57/schedule/paragraph/1',
  },
  nim01535: {
    title: 'HMRC NIM01535: Freeport and Investment Zone upper secondary thresholds £25,000 / £481 / £2,083',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01535',
  },
  niRates: {
    title: 'HMRC: Rates and allowances: National Insurance contributions (Class 2, 3 and 4)',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-national-insurance-contributions/rates-and-allowances-national-insurance-contributions',
  },
  nim01299: {
    title: 'HMRC NIM01299: employees under 21, assessment examples 1 and 2 (2025 to 2026 rates)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01299',
  },
  nim01311: {
    title: 'HMRC NIM01311: apprentices under 25, assessment examples 1 to 3 (2025 to 2026 rates)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01311',
  },
  nim01545: {
    title: 'HMRC NIM01545: Freeport and Investment Zone relief, assessment examples 1 and 2 (2024 to 2025 thresholds)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01545',
  },
  rounding: {
    title: 'SS(C)R 2001 reg. 12(1), HMRC NIM11002: a halfpenny or less is disregarded',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim11002',
  },
} satisfies Record<string, Reference>;

function ni(
  overrides: Partial<UkNationalInsuranceInput> & Pick<UkNationalInsuranceInput, 'taxYear' | 'earnings'>,
): UkNationalInsuranceResult {
  return calculateUkNationalInsurance({
    period: 'annual',
    category: 'A',
    director: false,
    employmentAllowance: false,
    selfEmployedProfits: 0,
    voluntaryClass2: false,
    class3Weeks: 0,
    ...overrides,
  });
}

interface Case {
  readonly name: string;
  readonly input: Parameters<typeof ni>[0];
  readonly expected: Partial<
    Pick<UkNationalInsuranceResult, 'employeeNi' | 'employerNi' | 'class2' | 'class3' | 'class4' | 'employmentAllowanceUsed'>
  >;
  readonly source: readonly Reference[];
}

const cases: readonly Case[] = [
  {
    // NIM01299 example 1: under 21, £1,600 a month. Primary (1,600 − 1,048) × 8% = 552 × 8% = 44.16; secondary 0% below the UST.
    name: 'NIM01299 example 1: category M, £1,600 a month, 2025-26',
    input: { taxYear: '2025-26', earnings: 1_600, period: 'monthly', category: 'M' },
    expected: { employeeNi: 44.16, employerNi: 0 },
    source: [S.nim01299],
  },
  {
    // NIM01299 example 2: £5,000 a month. Primary (4,189 − 1,048) × 8% = 251.28 + (5,000 − 4,189) × 2% = 16.22 → 267.50;
    // secondary (5,000 − 4,189) × 15% = 811 × 15% = 121.65; total 389.15.
    name: 'NIM01299 example 2: category M, £5,000 a month, 2025-26',
    input: { taxYear: '2025-26', earnings: 5_000, period: 'monthly', category: 'M' },
    expected: { employeeNi: 267.5, employerNi: 121.65 },
    source: [S.nim01299],
  },
  {
    // NIM01311 examples 1 and 2 (apprentice, category H): the same figures as NIM01299, 44.16 / 0 and 267.50 / 121.65.
    name: 'NIM01311 example 2: category H, £5,000 a month, 2025-26',
    input: { taxYear: '2025-26', earnings: 5_000, period: 'monthly', category: 'H' },
    expected: { employeeNi: 267.5, employerNi: 121.65 },
    source: [S.nim01311],
  },
  {
    // NIM01311 example 1: category H, £1,600 a month → 44.16 and 0.
    name: 'NIM01311 example 1: category H, £1,600 a month, 2025-26',
    input: { taxYear: '2025-26', earnings: 1_600, period: 'monthly', category: 'H' },
    expected: { employeeNi: 44.16, employerNi: 0 },
    source: [S.nim01311],
  },
  {
    // NIM01311 example 3: the apprentice has turned 25, category A, £1,400. Primary (1,400 − 1,048) × 8% = 352 × 8% = 28.16;
    // secondary (1,400 − 417) × 15% = 983 × 15% = 147.45; total 175.61.
    name: 'NIM01311 example 3: category A, £1,400 a month, 2025-26',
    input: { taxYear: '2025-26', earnings: 1_400, period: 'monthly' },
    expected: { employeeNi: 28.16, employerNi: 147.45 },
    source: [S.nim01311],
  },
  {
    // NIM01545 example 1: Freeport relief, £2,500 in May 2024: nothing to the ST £758 or the FUST £2,083, the rate on £417:
    // 417 × 13.8% = 57.546 → 57.55 (the manual stops at "the rate is applied to earnings of £417").
    name: 'NIM01545 example 1: category F, £2,500 a month, 2024-25',
    input: { taxYear: '2024-25', earnings: 2_500, period: 'monthly', category: 'F' },
    expected: { employerNi: 57.55 },
    source: [S.nim01545, S.rounding],
  },
  {
    // NIM01545 example 2: £2,000 in June 2024, below the FUST: no secondary NICs (Investment Zone alike).
    name: 'NIM01545 example 2: category N, £2,000 a month, 2024-25',
    input: { taxYear: '2024-25', earnings: 2_000, period: 'monthly', category: 'N' },
    expected: { employerNi: 0 },
    source: [S.nim01545],
  },
  {
    // (3,000 − 1,048) × 8% = 1,952 × 0.08 = 156.16; employer (3,000 − 417) × 15% = 2,583 × 0.15 = 387.45.
    name: '2025-26 category A, £3,000 a month',
    input: { taxYear: '2025-26', earnings: 3_000, period: 'monthly' },
    expected: { employeeNi: 156.16, employerNi: 387.45 },
    source: [S.employer2025],
  },
  {
    // (50,270 − 12,570) × 8% = 3,016.00 + (60,000 − 50,270) × 2% = 194.60 → 3,210.60; employer (60,000 − 5,000) × 15% = 8,250.
    name: '2025-26 category A, £60,000 a year',
    input: { taxYear: '2025-26', earnings: 60_000 },
    expected: { employeeNi: 3_210.6, employerNi: 8_250 },
    source: [S.employer2025],
  },
  {
    // (500 − 242) × 8% = 20.64; employer (500 − 175) × 13.8% = 44.85.
    name: '2024-25 category A, £500 a week',
    input: { taxYear: '2024-25', earnings: 500, period: 'weekly' },
    expected: { employeeNi: 20.64, employerNi: 44.85 },
    source: [S.employer2024],
  },
  {
    // Paid 31 December 2023: (3,000 − 1,048) × 12% = 234.24; employer (3,000 − 758) × 13.8% = 309.396 → 309.40.
    name: '2023-24 category A, £3,000 paid on 31 December 2023 (12%)',
    input: { taxYear: '2023-24', earnings: 3_000, period: 'monthly', payDate: '2023-12-31' },
    expected: { employeeNi: 234.24, employerNi: 309.4 },
    source: [S.employer2023, S.nim01625],
  },
  {
    // Paid 31 January 2024: (3,000 − 1,048) × 10% = 195.20; the employer rate did not change.
    name: '2023-24 category A, £3,000 paid on 31 January 2024 (10%)',
    input: { taxYear: '2023-24', earnings: 3_000, period: 'monthly', payDate: '2024-01-31' },
    expected: { employeeNi: 195.2, employerNi: 309.4 },
    source: [S.employer2023, S.nim01625],
  },
  {
    // Director: (50,270 − 12,570) × 11.5% = 4,335.50 + 9,730 × 2% = 194.60 → 4,530.10; employer (60,000 − 9,100) × 13.8% = 7,024.20.
    name: '2023-24 director, category A, £60,000 (blended 11.5%)',
    input: { taxYear: '2023-24', earnings: 60_000, director: true },
    expected: { employeeNi: 4_530.1, employerNi: 7_024.2 },
    source: [S.directorsAct, S.nim01625],
  },
  {
    // Director, reduced rate: (30,000 − 12,570) × 5.35% = 17,430 × 0.0535 = 932.505 → a halfpenny, disregarded → 932.50.
    name: '2023-24 director, category B, £30,000 (5.35%, the halfpenny disregarded)',
    input: { taxYear: '2023-24', earnings: 30_000, director: true, category: 'B' },
    expected: { employeeNi: 932.5 },
    source: [S.directorsAct, S.rounding],
  },
  {
    // Under 21: employee as A (3,210.60); employer 0% to the UST £50,270, then (60,000 − 50,270) × 15% = 1,459.50.
    name: '2025-26 category M (under 21), £60,000',
    input: { taxYear: '2025-26', earnings: 60_000, category: 'M' },
    expected: { employeeNi: 3_210.6, employerNi: 1_459.5 },
    source: [S.employer2025],
  },
  {
    // Apprentice under 25: employer (60,000 − 50,270) × 13.8% = 9,730 × 0.138 = 1,342.74.
    name: '2024-25 category H (apprentice), £60,000',
    input: { taxYear: '2024-25', earnings: 60_000, category: 'H' },
    expected: { employeeNi: 3_210.6, employerNi: 1_342.74 },
    source: [S.employer2024],
  },
  {
    // Freeport: employer 0% to the FUST £25,000, then (30,000 − 25,000) × 15% = 750; employee (30,000 − 12,570) × 8% = 1,394.40.
    name: '2025-26 category F (Freeport), £30,000',
    input: { taxYear: '2025-26', earnings: 30_000, category: 'F' },
    expected: { employeeNi: 1_394.4, employerNi: 750 },
    source: [S.employer2025, S.nim01535],
  },
  {
    // Investment Zone (from 2024-25): employer (30,000 − 25,000) × 13.8% = 690.
    name: '2024-25 category N (Investment Zone), £30,000',
    input: { taxYear: '2024-25', earnings: 30_000, category: 'N' },
    expected: { employeeNi: 1_394.4, employerNi: 690 },
    source: [S.employer2024, S.nim01535],
  },
  {
    // Freeport, monthly: employer (2,500 − 2,083) × 15% = 62.55; over State Pension age (S): no employee NICs.
    name: '2025-26 category S (Freeport, over State Pension age), £2,500 a month',
    input: { taxYear: '2025-26', earnings: 2_500, period: 'monthly', category: 'S' },
    expected: { employeeNi: 0, employerNi: 62.55 },
    source: [S.employer2025, S.nim01535],
  },
  {
    // Over State Pension age: employee nil; employer as A: (3,000 − 417) × 15% = 387.45.
    name: '2025-26 category C, £3,000 a month',
    input: { taxYear: '2025-26', earnings: 3_000, period: 'monthly', category: 'C' },
    expected: { employeeNi: 0, employerNi: 387.45 },
    source: [S.employer2025],
  },
  {
    // Deferment: 2% from the Primary Threshold: (60,000 − 12,570) × 2% = 948.60.
    name: '2025-26 category J (deferment), £60,000',
    input: { taxYear: '2025-26', earnings: 60_000, category: 'J' },
    expected: { employeeNi: 948.6, employerNi: 8_250 },
    source: [S.employer2025],
  },
  {
    // Married women's reduced rate 1.85%: (3,000 − 1,048) × 1.85% = 36.112 → 36.11.
    name: '2024-25 category B, £3,000 a month',
    input: { taxYear: '2024-25', earnings: 3_000, period: 'monthly', category: 'B' },
    expected: { employeeNi: 36.11 },
    source: [S.employer2024],
  },
  {
    // Veteran, weekly: employee (967 − 242) × 8% = 58.00 + (1,000 − 967) × 2% = 0.66 → 58.66;
    // employer 0% to the VUST £967: (1,000 − 967) × 15% = 4.95.
    name: '2026-27 category V (veteran), £1,000 a week',
    input: { taxYear: '2026-27', earnings: 1_000, period: 'weekly', category: 'V' },
    expected: { employeeNi: 58.66, employerNi: 4.95 },
    source: [S.employer2026],
  },
  {
    // Employment Allowance 2024-25: employer (60,000 − 9,100) × 13.8% = 7,024.20 less £5,000 = 2,024.20.
    name: '2024-25 Employment Allowance £5,000',
    input: { taxYear: '2024-25', earnings: 60_000, employmentAllowance: true },
    expected: { employerNi: 2_024.2, employmentAllowanceUsed: 5_000 },
    source: [S.employer2024],
  },
  {
    // Employment Allowance 2025-26: £10,500 covers the whole 8,250.
    name: '2025-26 Employment Allowance £10,500',
    input: { taxYear: '2025-26', earnings: 60_000, employmentAllowance: true },
    expected: { employerNi: 0, employmentAllowanceUsed: 8_250 },
    source: [S.employer2025],
  },
  {
    // 2023-24 Class 4: (30,000 − 12,570) × 9% = 1,568.70; Class 2 due above the LPL: £3.45 × 52 = 179.40.
    name: '2023-24 self-employed, profits £30,000',
    input: { taxYear: '2023-24', earnings: 0, selfEmployedProfits: 30_000 },
    expected: { class4: 1_568.7, class2: 179.4 },
    source: [S.niRates],
  },
  {
    // 2024-25 Class 4: 17,430 × 6% = 1,045.80; Class 2 credited, not paid.
    name: '2024-25 self-employed, profits £30,000',
    input: { taxYear: '2024-25', earnings: 0, selfEmployedProfits: 30_000 },
    expected: { class4: 1_045.8, class2: 0 },
    source: [S.niRates],
  },
  {
    // 2025-26 Class 4: 37,700 × 6% = 2,262 + (75,000 − 50,270) × 2% = 494.60 → 2,756.60.
    name: '2025-26 self-employed, profits £75,000',
    input: { taxYear: '2025-26', earnings: 0, selfEmployedProfits: 75_000 },
    expected: { class4: 2_756.6, class2: 0 },
    source: [S.niRates],
  },
  {
    // Profits £5,000 below the SPT £6,845: voluntary Class 2 £3.50 × 52 = 182.00; Class 3 × 52 = 17.75 × 52 = 923.00.
    name: '2025-26 voluntary Class 2 and 52 weeks of Class 3',
    input: { taxYear: '2025-26', earnings: 0, selfEmployedProfits: 5_000, voluntaryClass2: true, class3Weeks: 52 },
    expected: { class2: 182, class3: 923, class4: 0 },
    source: [S.niRates],
  },
  {
    // 2026-27: voluntary Class 2 £3.65 × 52 = 189.80; Class 3 £18.40 × 10 = 184.00.
    name: '2026-27 voluntary Class 2 and 10 weeks of Class 3',
    input: { taxYear: '2026-27', earnings: 0, selfEmployedProfits: 5_000, voluntaryClass2: true, class3Weeks: 10 },
    expected: { class2: 189.8, class3: 184 },
    source: [S.niRates, S.employer2026],
  },
];

describe('UK National Insurance worked cases', () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    expect(entry.source.length).toBeGreaterThan(0);
    const result = ni(entry.input);
    const picked = Object.fromEntries(Object.keys(entry.expected).map((key) => [key, result[key as keyof typeof entry.expected]]));
    expect(picked).toEqual(entry.expected);
  });
});

/** Published thresholds per year and period (the employer pages above): PT, UEL, ST. */
const published: Record<UkTaxYear, Record<'weekly' | 'monthly' | 'annual', { pt: number; uel: number; st: number; lel: number }>> = {
  '2023-24': {
    weekly: { lel: 123, pt: 242, uel: 967, st: 175 },
    monthly: { lel: 533, pt: 1_048, uel: 4_189, st: 758 },
    annual: { lel: 6_396, pt: 12_570, uel: 50_270, st: 9_100 },
  },
  '2024-25': {
    weekly: { lel: 123, pt: 242, uel: 967, st: 175 },
    monthly: { lel: 533, pt: 1_048, uel: 4_189, st: 758 },
    annual: { lel: 6_396, pt: 12_570, uel: 50_270, st: 9_100 },
  },
  '2025-26': {
    weekly: { lel: 125, pt: 242, uel: 967, st: 96 },
    monthly: { lel: 542, pt: 1_048, uel: 4_189, st: 417 },
    annual: { lel: 6_500, pt: 12_570, uel: 50_270, st: 5_000 },
  },
  '2026-27': {
    weekly: { lel: 129, pt: 242, uel: 967, st: 96 },
    monthly: { lel: 559, pt: 1_048, uel: 4_189, st: 417 },
    annual: { lel: 6_708, pt: 12_570, uel: 50_270, st: 5_000 },
  },
};
/** Employee main rate at the start of each year and the employer rate (same pages). */
const publishedRates: Record<UkTaxYear, { main: number; employer: number }> = {
  '2023-24': { main: 12, employer: 13.8 },
  '2024-25': { main: 8, employer: 13.8 },
  '2025-26': { main: 8, employer: 15 },
  '2026-27': { main: 8, employer: 15 },
};

describe.each(ukTaxYears)('%s thresholds at their edges', (taxYear) => {
  it.each(['weekly', 'monthly', 'annual'] as const)('%s: nothing at the thresholds, the rate on the next pound', (period) => {
    const { pt, uel, st, lel } = published[taxYear][period];
    const { main, employer } = publishedRates[taxYear];
    const at = (earnings: number) => ni({ taxYear, earnings, period, payDate: `${taxYear.slice(0, 4)}-04-06` });
    expect(at(pt).thresholds.lowerEarningsLimit).toBe(lel);
    expect(at(pt).employeeNi).toBe(0);
    expect(at(st).employerNi).toBe(0);
    // £100 above the PT: 100 × main%; £100 above the ST: 100 × employer%.
    expect(at(pt + 100).employeeNi).toBe(main);
    expect(at(st + 100).employerNi).toBeCloseTo(employer, 10);
    // At the UEL: the whole band at the main rate; £100 above it: plus 100 × 2%.
    expect(at(uel).employeeNi).toBeCloseTo(((uel - pt) * main) / 100, 10);
    expect(at(uel + 100).employeeNi).toBeCloseTo(((uel - pt) * main) / 100 + 2, 10);
  });
});

describe('rules and refusals', () => {
  it('a director on a weekly or monthly period is refused, naming director', () => {
    expect(() => ni({ taxYear: '2025-26', earnings: 1_000, period: 'monthly', director: true })).toThrow(NationalInsuranceInputError);
    try {
      ni({ taxYear: '2025-26', earnings: 1_000, period: 'monthly', director: true });
    } catch (error) {
      expect((error as NationalInsuranceInputError).field).toBe('director');
    }
  });

  it('Investment Zone category N does not exist in 2023-24 (relief from 6 April 2024), naming category', () => {
    expect(() => ni({ taxYear: '2023-24', earnings: 30_000, category: 'N' })).toThrow(/category N is not a category in 2023-24/);
  });

  it('a pay date outside the tax year is refused, naming payDate', () => {
    expect(() => ni({ taxYear: '2024-25', earnings: 1_000, payDate: '2024-04-05' })).toThrow(/^payDate/);
    expect(() => ni({ taxYear: '2024-25', earnings: 1_000, payDate: '2025-02-30' })).toThrow(/^payDate/);
  });

  it('2023-24 without a pay date uses the rate in force on 6 April 2023 and says so', () => {
    const result = ni({ taxYear: '2023-24', earnings: 3_000, period: 'monthly' });
    expect(result.employeeRate).toBe(12);
    expect(result.noteLabels.map((note) => note.key)).toContain('uk.ni.note.rateByPayDate');
  });

  it('every category is accepted from 2024-25 and its employee NICs never exceed category A', () => {
    for (const category of niCategories) {
      const result = ni({ taxYear: '2025-26', earnings: 40_000, category });
      expect(result.employeeNi).toBeLessThanOrEqual(ni({ taxYear: '2025-26', earnings: 40_000 }).employeeNi);
    }
  });

  it('profits between the SPT and the LPL in 2023-24 are credited with Class 2, not charged', () => {
    // £10,000: above the SPT £6,725, below the LPL £12,570 → no Class 2 and no Class 4.
    const result = ni({ taxYear: '2023-24', earnings: 0, selfEmployedProfits: 10_000 });
    expect([result.class2, result.class4]).toEqual([0, 0]);
    expect(result.noteLabels.map((note) => note.key)).toContain('uk.ni.note.class2Credited');
  });

  it("the income tax calculator reads the same annual figures: a director's in 2023-24 (11.5%), category A after", () => {
    for (const taxYear of ukTaxYears) {
      const annual = valueAt(class1EmployeeAnnual, ukTaxYearStart(taxYear));
      const director = ni({ taxYear, earnings: 60_000, director: true });
      expect([annual.mainRate, annual.primaryThreshold, annual.upperEarningsLimit]).toEqual([
        director.employeeRate,
        director.thresholds.primaryThreshold,
        director.thresholds.upperEarningsLimit,
      ]);
    }
    expect(valueAt(class1EmployeeAnnual, '2023-04-06').mainRate).toBe(11.5);
  });
});

describe('headline figures for a page', () => {
  it('quote the published figures of each year', () => {
    // HMRC employer pages and NI rates page: 2023-24 12% → 10%, 13.8%, EA £5,000, Class 2 £3.45, SPT £6,725, Class 3 £17.45, Class 4 9%;
    // 2025-26 8%, 15%, EA £10,500, Class 2 £3.50, SPT £6,845, Class 3 £17.75, Class 4 6%.
    const first = ukNationalInsuranceHeadlines('2023-24');
    expect([first.mainRate, first.inYearChange?.mainRate, first.employerRate, first.employmentAllowance]).toEqual([12, 10, 13.8, 5_000]);
    expect([first.class2WeeklyRate, first.smallProfitsThreshold, first.class3WeeklyRate, first.class4.mainRate]).toEqual([
      3.45, 6_725, 17.45, 9,
    ]);
    const later = ukNationalInsuranceHeadlines('2025-26');
    expect([later.mainRate, later.inYearChange, later.employerRate, later.employmentAllowance]).toEqual([8, undefined, 15, 10_500]);
    expect([later.class2WeeklyRate, later.smallProfitsThreshold, later.class3WeeklyRate, later.class4.mainRate]).toEqual([
      3.5, 6_845, 17.75, 6,
    ]);
    expect(later.thresholds.monthly.secondaryThreshold).toBe(417);
  });
});
