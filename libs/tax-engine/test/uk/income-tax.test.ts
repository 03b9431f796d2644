/**
 * UK Income Tax, National Insurance and student loan cases, as data: { name, period, input, output, source }.
 *
 * Every expected figure is derived by hand from the published rates (the arithmetic is in the comment above each
 * case), never copied from the engine. Rules used in the arithmetic:
 * - Personal Allowance: £12,570 reduced by half the adjusted net income above £100,000 (ITA 2007 s.35(2)); a
 *   reduced allowance that is not a whole pound is rounded UP to the next pound (s.35(3)).
 * - Income Tax: taxable income (after the allowance) split over the bands; each band's tax to the penny, any
 *   fraction of a penny left uncharged (the engine's documented rule; docs/api.md "Rounding").
 * - Class 1 NI (employee, category A, annual earnings period): to the nearest penny, a halfpenny or less
 *   disregarded (SS(C)R 2001 reg. 12(1), NIM11002). 2023-24 uses the 11.5% annual rate (see class1-employee.ts).
 * - Student loans: 9% (postgraduate 6%) of pay above the plan's annual threshold, rounded down to whole pounds
 *   (CSLM13013). Plan 5 repayments start in 2026-27.
 * - Salary sacrifice reduces the pay on which Income Tax, NI and student loan are worked out.
 */
import {
  calculateUkIncomeTax,
  type StudentLoanPlanOption,
  type UkIncomeTaxInput,
  type UkIncomeTaxResult,
  type UkRegion,
} from '../../src/uk/income-tax';
import { ukTaxYearStart, ukTaxYears, type UkTaxYear } from '../../src/uk/tax-year';
import type { Reference } from '../../src/core/parameter';

const S = {
  ratesCurrent: {
    title: 'GOV.UK: Income Tax rates and Personal Allowances (current year, 2025 to 2026)',
    href: 'https://www.gov.uk/income-tax-rates',
  },
  ratesPrevious: {
    title: 'GOV.UK: Income Tax rates and Personal Allowances, previous tax years (2023 to 2024, 2024 to 2025)',
    href: 'https://www.gov.uk/income-tax-rates/previous-tax-years',
  },
  hmrcRatesTable: {
    title: 'HMRC: Income Tax rates and allowances for current and past years',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
  },
  incomeOver100k: {
    title: 'GOV.UK: Income over £100,000 (allowance down £1 for every £2 above £100,000; zero from £125,140)',
    href: 'https://www.gov.uk/income-tax-rates/income-over-100000',
  },
  ita2007s35: { title: 'Income Tax Act 2007, s.35(2)-(3)', href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/35' },
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
  niDirectors2023: {
    title:
      "NICs (Reduction in Rates) Act 2023, Schedule para 1: 11.5% main primary percentage for directors' annual earnings periods in 2023-24",
    href: 'https://www.legislation.gov.uk/ukpga/2023/57/schedule/paragraph/1',
  },
  niReduction2024: {
    title: 'NICs (Reduction in Rates) Act 2024, s.1: main primary percentage 8% from 6 April 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2024/5/section/1',
  },
  niRounding: {
    title: 'HMRC NIM11002: Class 1 NICs to the nearest penny, a halfpenny or less disregarded (SS(C)R 2001 reg. 12(1))',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim11002',
  },
  scotland2023: {
    title: 'GOV.UK: Income Tax in Scotland, 2023 to 2024 tax year',
    href: 'https://www.gov.uk/scottish-income-tax/2023-to-2024-tax-year',
  },
  scotland2024: {
    title: 'GOV.UK: Income Tax in Scotland, 2024 to 2025 tax year',
    href: 'https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year',
  },
  scotland2025: { title: 'GOV.UK: Income Tax in Scotland (2025 to 2026 rates)', href: 'https://www.gov.uk/scottish-income-tax' },
  srr2023: {
    title:
      'Scottish Rate Resolution 2023-24 (S6M-07853, 9 February 2023): 19% to £2,162, 20% to £13,118, 21% to £31,092, 42% to £125,140, 47% above',
    href: 'https://www.parliament.scot/chamber-and-committees/official-report/search-what-was-said-in-parliament/meeting-of-parliament-09-02-2023?meeting=14141&iob=128127',
  },
  srr2024: {
    title:
      'Scottish Rate Resolution 2024-25 (S6M-12252, 22 February 2024): 19% to £2,306, 20% to £13,991, 21% to £31,092, 42% to £62,430, 45% to £125,140, 48% above',
    href: 'https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-12252',
  },
  srr2025: {
    title:
      'Scottish Government: Scottish Income Tax rates and bands 2025 to 2026 (19% to £15,397, 20% to £27,491, 21% to £43,662, 42% to £75,000, 45% to £125,140, 48% above)',
    href: 'https://www.gov.scot/publications/scottish-income-tax-rates-and-bands/pages/proposed-rates-and-bands-2025-to-2026',
  },
  studentLoanEmployers: {
    title: 'HMRC: Student loan and postgraduate loan repayment guidance for employers',
    href: 'https://www.gov.uk/guidance/special-rules-for-student-loans',
  },
  studentLoanRounding: {
    title: 'HMRC CSLM13013: student and postgraduate loan deductions are rounded down to the nearest whole pound',
    href: 'https://www.gov.uk/hmrc-internal-manuals/collection-of-student-loans-manual/cslm13013',
  },
  studentLoanWhatYouPay: {
    title: 'GOV.UK: Repaying your student loan, what you pay (Plan 5 repayments from April 2026)',
    href: 'https://www.gov.uk/repaying-your-student-loan/what-you-pay',
  },
  salarySacrifice: {
    title: 'HMRC: Salary sacrifice (contractual reduction of the cash pay on which tax and NICs are due)',
    href: 'https://www.gov.uk/guidance/salary-sacrifice-and-the-effects-on-paye',
  },
  employer2026: {
    title: 'HMRC: Rates and thresholds for employers 2026 to 2027',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
  },
  thresholds2026: {
    title:
      'HMRC policy paper: Personal Allowance £12,570, basic rate limit £37,700, NICs PT and UEL (£50,270) frozen 6 April 2026 to 5 April 2028',
    href: 'https://www.gov.uk/government/publications/the-personal-allowance-and-basic-rate-limit-for-income-tax-and-certain-national-insurance-contributions-nics-thresholds-from-6-april-2026-to-5-apr',
  },
  fa2023s5: {
    title: 'Finance Act 2023, s.5: basic rate limit £37,700 and personal allowance £12,570 for 2026-27 and 2027-28',
    href: 'https://www.legislation.gov.uk/ukpga/2023/1/section/5',
  },
  fa2023s6: {
    title: 'Finance Act 2023, s.6: higher rate limit = 2 x personal allowance + £100,000 (£125,140) to 2027-28',
    href: 'https://www.legislation.gov.uk/ukpga/2023/1/section/6',
  },
  fa2026s2: {
    title: 'Finance Act 2026, s.2: main rates for 2026-27 are 20%, 40% and 45%',
    href: 'https://www.legislation.gov.uk/ukpga/2026/11/section/2',
  },
  srr2026: {
    title:
      'Scottish Rate Resolution 2026-27 (S6M-20844): 19% to £3,967, 20% to £16,956, 21% to £31,092, 42% to £62,430, 45% to £125,140, 48% above',
    href: 'https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844',
  },
  scotlandBudgetBill2026: {
    title:
      'Scottish Parliament, 25 February 2026: Budget (Scotland) (No 5) Bill stage 3 (possible only once the rate resolution is agreed)',
    href: 'https://www.parliament.scot/chamber-and-committees/official-report/search-what-was-said-in-parliament/meeting-of-parliament-25-02-2026?iob=207266&meeting=20095',
  },
  welshRates2024: {
    title: 'HMRC: Rates and thresholds for employers 2024 to 2025 (Welsh Income Tax rates equal to England)',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025',
  },
} as const satisfies Record<string, Reference>;

type CaseInput = Pick<UkIncomeTaxInput, 'grossIncome'> & {
  readonly region?: UkRegion;
  readonly pensionContribution?: number;
  readonly studentLoanPlan?: StudentLoanPlanOption;
  readonly includeNationalInsurance?: boolean;
};
type CaseOutput = Partial<
  Pick<UkIncomeTaxResult, 'personalAllowance' | 'taxableIncome' | 'incomeTax' | 'nationalInsurance' | 'studentLoan' | 'takeHome'>
>;
interface UkCase {
  readonly name: string;
  readonly period: UkTaxYear;
  readonly input: CaseInput;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

function run(period: UkTaxYear, input: CaseInput): UkIncomeTaxResult {
  return calculateUkIncomeTax({
    taxYear: period,
    region: input.region ?? 'england',
    pensionContribution: input.pensionContribution ?? 0,
    studentLoanPlan: input.studentLoanPlan ?? 'none',
    includeNationalInsurance: input.includeNationalInsurance ?? true,
    grossIncome: input.grossIncome,
  });
}

/** Examples published by official sources. */
const officialExamples: readonly UkCase[] = [
  // gov.uk's worked example on the rates page: £35,000 income, standard allowance, 20% on £22,430 (£35,000 minus £12,570)
  // PA: adjusted net income 35,000.00 <= 100,000 -> standard 12,570
  // Taxable: 35,000.00 - 12,570.00 = 22,430.00
  //   Basic 22,430.00 x 20% = 4,486.00
  //   Income Tax = 4,486.00
  // NI: (22,430.00 x 11.5%) = 2,579.45
  // Take-home: 35,000.00 - 4,486.00 - 2,579.45 = 27,934.55
  {
    name: 'gov.uk example: £35,000, basic rate on £22,430',
    period: '2023-24',
    input: { grossIncome: 35_000 },
    output: { personalAllowance: 12_570, taxableIncome: 22_430, incomeTax: 4_486 },
    source: [S.ratesPrevious],
  },
  // PA: adjusted net income 35,000.00 <= 100,000 -> standard 12,570
  // Taxable: 35,000.00 - 12,570.00 = 22,430.00
  //   Basic 22,430.00 x 20% = 4,486.00
  //   Income Tax = 4,486.00
  // NI: (22,430.00 x 8%) = 1,794.4
  // Take-home: 35,000.00 - 4,486.00 - 1,794.40 = 28,719.60
  {
    name: 'gov.uk example: £35,000, basic rate on £22,430',
    period: '2024-25',
    input: { grossIncome: 35_000 },
    output: { personalAllowance: 12_570, taxableIncome: 22_430, incomeTax: 4_486 },
    source: [S.ratesPrevious],
  },
  // PA: adjusted net income 35,000.00 <= 100,000 -> standard 12,570
  // Taxable: 35,000.00 - 12,570.00 = 22,430.00
  //   Basic 22,430.00 x 20% = 4,486.00
  //   Income Tax = 4,486.00
  // NI: (22,430.00 x 8%) = 1,794.4
  // Take-home: 35,000.00 - 4,486.00 - 1,794.40 = 28,719.60
  {
    name: 'gov.uk example: £35,000, basic rate on £22,430',
    period: '2025-26',
    input: { grossIncome: 35_000 },
    output: { personalAllowance: 12_570, taxableIncome: 22_430, incomeTax: 4_486 },
    source: [S.ratesCurrent],
  },
  // The reference figure the deployment checks also use: £60,000 in 2024-25, England -> Income Tax £11,432.00 and NI £3,210.60
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // NI: (37,700.00 x 8%) + (9,730.00 x 2%) = 3,210.6
  // Take-home: 60,000.00 - 11,432.00 - 3,210.60 = 45,357.40
  {
    name: 'known figure: £60,000 England',
    period: '2024-25',
    input: { grossIncome: 60_000 },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, nationalInsurance: 3_210.6, takeHome: 45_357.4 },
    source: [S.ratesPrevious, S.employer2024, S.niReduction2024],
  },
];

/** Band edges and the allowance taper, every supported year, rest of UK and Scotland. */
const bandEdgeCases: readonly UkCase[] = [
  // ---- rest of UK (England; Wales and Northern Ireland use the same bands) ----
  // PA: adjusted net income 0.00 <= 100,000 -> standard 12,570
  // Taxable: 0.00 - 0.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 11.5%) = 0
  // Take-home: 0.00 - 0.00 - 0.00 = 0.00
  {
    name: 'rUK nil income (0)',
    period: '2023-24',
    input: { grossIncome: 0 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 0 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2023, S.niDirectors2023],
  },
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 11.5%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'rUK at the Personal Allowance / Primary Threshold (12,570)',
    period: '2023-24',
    input: { grossIncome: 12_570 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2023, S.niDirectors2023],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 0.20
  // NI: (1.00 x 11.5%) = 0.115 -> to the penny, 1/2p or less disregarded = 0.11
  // Take-home: 12,571.00 - 0.20 - 0.11 = 12,570.69
  {
    name: 'rUK first pound above the allowance and PT (12,571)',
    period: '2023-24',
    input: { grossIncome: 12_571 },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.2, nationalInsurance: 0.11, takeHome: 12_570.69 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2023, S.niDirectors2023],
  },
  // PA: adjusted net income 50,270.00 <= 100,000 -> standard 12,570
  // Taxable: 50,270.00 - 12,570.00 = 37,700.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 11.5%) = 4,335.5
  // Take-home: 50,270.00 - 7,540.00 - 4,335.50 = 38,394.50
  {
    name: 'rUK at the higher rate threshold / UEL (50,270)',
    period: '2023-24',
    input: { grossIncome: 50_270 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700, incomeTax: 7_540, nationalInsurance: 4_335.5, takeHome: 38_394.5 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2023, S.niDirectors2023],
  },
  // PA: adjusted net income 50,271.00 <= 100,000 -> standard 12,570
  // Taxable: 50,271.00 - 12,570.00 = 37,701.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 1.00 x 40% = 0.40
  //   Income Tax = 7,540.40
  // NI: (37,700.00 x 11.5%) + (1.00 x 2%) = 4,335.52
  // Take-home: 50,271.00 - 7,540.40 - 4,335.52 = 38,395.08
  {
    name: 'rUK first pound above the higher rate threshold / UEL (50,271)',
    period: '2023-24',
    input: { grossIncome: 50_271 },
    output: { personalAllowance: 12_570, taxableIncome: 37_701, incomeTax: 7_540.4, nationalInsurance: 4_335.52, takeHome: 38_395.08 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2023, S.niDirectors2023],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 11.5%) + (49,730.00 x 2%) = 5,330.1
  // Take-home: 100,000.00 - 27,432.00 - 5,330.10 = 67,237.90
  {
    name: 'rUK taper start (100,000)',
    period: '2023-24',
    input: { grossIncome: 100_000 },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 27_432, nationalInsurance: 5_330.1, takeHome: 67_237.9 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,731.00 x 40% = 19,892.40
  //   Income Tax = 27,432.40
  // NI: (37,700.00 x 11.5%) + (49,731.00 x 2%) = 5,330.12
  // Take-home: 100,001.00 - 27,432.40 - 5,330.12 = 67,238.48
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £1 over (allowance rounds up) (100,001)',
    period: '2023-24',
    input: { grossIncome: 100_001 },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 27_432.4, nationalInsurance: 5_330.12, takeHome: 67_238.48 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,733.00 x 40% = 19,893.20
  //   Income Tax = 27,433.20
  // NI: (37,700.00 x 11.5%) + (49,732.00 x 2%) = 5,330.14
  // Take-home: 100,002.00 - 27,433.20 - 5,330.14 = 67,238.66
  {
    name: 'rUK taper: £2 over (100,002)',
    period: '2023-24',
    input: { grossIncome: 100_002 },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 27_433.2, nationalInsurance: 5_330.14, takeHome: 67_238.66 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: 12,570 - (100,003.00 - 100,000) / 2 = 12,570 - 1.5 = 12,568.5 -> rounded up to a whole pound (s.35(3)) = 12,569.00
  // Taxable: 100,003.00 - 12,569.00 = 87,434.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,734.00 x 40% = 19,893.60
  //   Income Tax = 27,433.60
  // NI: (37,700.00 x 11.5%) + (49,733.00 x 2%) = 5,330.16
  // Take-home: 100,003.00 - 27,433.60 - 5,330.16 = 67,239.24
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £3 over (allowance rounds up) (100,003)',
    period: '2023-24',
    input: { grossIncome: 100_003 },
    output: { personalAllowance: 12_569, taxableIncome: 87_434, incomeTax: 27_433.6, nationalInsurance: 5_330.16, takeHome: 67_239.24 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 64,730.00 x 40% = 25,892.00
  //   Income Tax = 33,432.00
  // NI: (37,700.00 x 11.5%) + (59,730.00 x 2%) = 5,530.1
  // Take-home: 110,000.00 - 33,432.00 - 5,530.10 = 71,037.90
  {
    name: 'rUK mid-taper (110,000)',
    period: '2023-24',
    input: { grossIncome: 110_000 },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 33_432, nationalInsurance: 5_530.1, takeHome: 71_037.9 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: 12,570 - (125,139.00 - 100,000) / 2 = 12,570 - 12,569.5 = 0.5 -> rounded up to a whole pound (s.35(3)) = 1.00
  // Taxable: 125,139.00 - 1.00 = 125,138.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,438.00 x 40% = 34,975.20
  //   Income Tax = 42,515.20
  // NI: (37,700.00 x 11.5%) + (74,869.00 x 2%) = 5,832.88
  // Take-home: 125,139.00 - 42,515.20 - 5,832.88 = 76,790.92
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £1 below the end (allowance rounds up to £1) (125,139)',
    period: '2023-24',
    input: { grossIncome: 125_139 },
    output: { personalAllowance: 1, taxableIncome: 125_138, incomeTax: 42_515.2, nationalInsurance: 5_832.88, takeHome: 76_790.92 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Income Tax = 42,516.00
  // NI: (37,700.00 x 11.5%) + (74,870.00 x 2%) = 5,832.9
  // Take-home: 125,140.00 - 42,516.00 - 5,832.90 = 76,791.10
  {
    name: 'rUK taper end, allowance nil (125,140)',
    period: '2023-24',
    input: { grossIncome: 125_140 },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 42_516, nationalInsurance: 5_832.9, takeHome: 76_791.1 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 1.00 x 45% = 0.45
  //   Income Tax = 42,516.45
  // NI: (37,700.00 x 11.5%) + (74,871.00 x 2%) = 5,832.92
  // Take-home: 125,141.00 - 42,516.45 - 5,832.92 = 76,791.63
  {
    name: 'rUK first pound of additional rate (125,141)',
    period: '2023-24',
    input: { grossIncome: 125_141 },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 42_516.45, nationalInsurance: 5_832.92, takeHome: 76_791.63 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 24,860.00 x 45% = 11,187.00
  //   Income Tax = 53,703.00
  // NI: (37,700.00 x 11.5%) + (99,730.00 x 2%) = 6,330.1
  // Take-home: 150,000.00 - 53,703.00 - 6,330.10 = 89,966.90
  {
    name: 'rUK above the taper (150,000)',
    period: '2023-24',
    input: { grossIncome: 150_000 },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 53_703, nationalInsurance: 6_330.1, takeHome: 89_966.9 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2023],
  },
  // PA: adjusted net income 0.00 <= 100,000 -> standard 12,570
  // Taxable: 0.00 - 0.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 0.00 - 0.00 - 0.00 = 0.00
  {
    name: 'rUK nil income (0)',
    period: '2024-25',
    input: { grossIncome: 0 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 0 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2024, S.niReduction2024],
  },
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'rUK at the Personal Allowance / Primary Threshold (12,570)',
    period: '2024-25',
    input: { grossIncome: 12_570 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2024, S.niReduction2024],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 0.20
  // NI: (1.00 x 8%) = 0.08
  // Take-home: 12,571.00 - 0.20 - 0.08 = 12,570.72
  {
    name: 'rUK first pound above the allowance and PT (12,571)',
    period: '2024-25',
    input: { grossIncome: 12_571 },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.2, nationalInsurance: 0.08, takeHome: 12_570.72 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2024, S.niReduction2024],
  },
  // PA: adjusted net income 50,270.00 <= 100,000 -> standard 12,570
  // Taxable: 50,270.00 - 12,570.00 = 37,700.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 8%) = 3,016
  // Take-home: 50,270.00 - 7,540.00 - 3,016.00 = 39,714.00
  {
    name: 'rUK at the higher rate threshold / UEL (50,270)',
    period: '2024-25',
    input: { grossIncome: 50_270 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700, incomeTax: 7_540, nationalInsurance: 3_016, takeHome: 39_714 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2024, S.niReduction2024],
  },
  // PA: adjusted net income 50,271.00 <= 100,000 -> standard 12,570
  // Taxable: 50,271.00 - 12,570.00 = 37,701.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 1.00 x 40% = 0.40
  //   Income Tax = 7,540.40
  // NI: (37,700.00 x 8%) + (1.00 x 2%) = 3,016.02
  // Take-home: 50,271.00 - 7,540.40 - 3,016.02 = 39,714.58
  {
    name: 'rUK first pound above the higher rate threshold / UEL (50,271)',
    period: '2024-25',
    input: { grossIncome: 50_271 },
    output: { personalAllowance: 12_570, taxableIncome: 37_701, incomeTax: 7_540.4, nationalInsurance: 3_016.02, takeHome: 39_714.58 },
    source: [S.ratesPrevious, S.hmrcRatesTable, S.employer2024, S.niReduction2024],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 100,000.00 - 27,432.00 - 4,010.60 = 68,557.40
  {
    name: 'rUK taper start (100,000)',
    period: '2024-25',
    input: { grossIncome: 100_000 },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 27_432, nationalInsurance: 4_010.6, takeHome: 68_557.4 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,731.00 x 40% = 19,892.40
  //   Income Tax = 27,432.40
  // NI: (37,700.00 x 8%) + (49,731.00 x 2%) = 4,010.62
  // Take-home: 100,001.00 - 27,432.40 - 4,010.62 = 68,557.98
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £1 over (allowance rounds up) (100,001)',
    period: '2024-25',
    input: { grossIncome: 100_001 },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 27_432.4, nationalInsurance: 4_010.62, takeHome: 68_557.98 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,733.00 x 40% = 19,893.20
  //   Income Tax = 27,433.20
  // NI: (37,700.00 x 8%) + (49,732.00 x 2%) = 4,010.64
  // Take-home: 100,002.00 - 27,433.20 - 4,010.64 = 68,558.16
  {
    name: 'rUK taper: £2 over (100,002)',
    period: '2024-25',
    input: { grossIncome: 100_002 },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 27_433.2, nationalInsurance: 4_010.64, takeHome: 68_558.16 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: 12,570 - (100,003.00 - 100,000) / 2 = 12,570 - 1.5 = 12,568.5 -> rounded up to a whole pound (s.35(3)) = 12,569.00
  // Taxable: 100,003.00 - 12,569.00 = 87,434.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,734.00 x 40% = 19,893.60
  //   Income Tax = 27,433.60
  // NI: (37,700.00 x 8%) + (49,733.00 x 2%) = 4,010.66
  // Take-home: 100,003.00 - 27,433.60 - 4,010.66 = 68,558.74
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £3 over (allowance rounds up) (100,003)',
    period: '2024-25',
    input: { grossIncome: 100_003 },
    output: { personalAllowance: 12_569, taxableIncome: 87_434, incomeTax: 27_433.6, nationalInsurance: 4_010.66, takeHome: 68_558.74 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 64,730.00 x 40% = 25,892.00
  //   Income Tax = 33,432.00
  // NI: (37,700.00 x 8%) + (59,730.00 x 2%) = 4,210.6
  // Take-home: 110,000.00 - 33,432.00 - 4,210.60 = 72,357.40
  {
    name: 'rUK mid-taper (110,000)',
    period: '2024-25',
    input: { grossIncome: 110_000 },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 33_432, nationalInsurance: 4_210.6, takeHome: 72_357.4 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: 12,570 - (125,139.00 - 100,000) / 2 = 12,570 - 12,569.5 = 0.5 -> rounded up to a whole pound (s.35(3)) = 1.00
  // Taxable: 125,139.00 - 1.00 = 125,138.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,438.00 x 40% = 34,975.20
  //   Income Tax = 42,515.20
  // NI: (37,700.00 x 8%) + (74,869.00 x 2%) = 4,513.38
  // Take-home: 125,139.00 - 42,515.20 - 4,513.38 = 78,110.42
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £1 below the end (allowance rounds up to £1) (125,139)',
    period: '2024-25',
    input: { grossIncome: 125_139 },
    output: { personalAllowance: 1, taxableIncome: 125_138, incomeTax: 42_515.2, nationalInsurance: 4_513.38, takeHome: 78_110.42 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Income Tax = 42,516.00
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 42,516.00 - 4,513.40 = 78,110.60
  {
    name: 'rUK taper end, allowance nil (125,140)',
    period: '2024-25',
    input: { grossIncome: 125_140 },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 42_516, nationalInsurance: 4_513.4, takeHome: 78_110.6 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 1.00 x 45% = 0.45
  //   Income Tax = 42,516.45
  // NI: (37,700.00 x 8%) + (74,871.00 x 2%) = 4,513.42
  // Take-home: 125,141.00 - 42,516.45 - 4,513.42 = 78,111.13
  {
    name: 'rUK first pound of additional rate (125,141)',
    period: '2024-25',
    input: { grossIncome: 125_141 },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 42_516.45, nationalInsurance: 4_513.42, takeHome: 78_111.13 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 24,860.00 x 45% = 11,187.00
  //   Income Tax = 53,703.00
  // NI: (37,700.00 x 8%) + (99,730.00 x 2%) = 5,010.6
  // Take-home: 150,000.00 - 53,703.00 - 5,010.60 = 91,286.40
  {
    name: 'rUK above the taper (150,000)',
    period: '2024-25',
    input: { grossIncome: 150_000 },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 53_703, nationalInsurance: 5_010.6, takeHome: 91_286.4 },
    source: [S.ratesPrevious, S.incomeOver100k, S.ita2007s35, S.employer2024],
  },
  // PA: adjusted net income 0.00 <= 100,000 -> standard 12,570
  // Taxable: 0.00 - 0.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 0.00 - 0.00 - 0.00 = 0.00
  {
    name: 'rUK nil income (0)',
    period: '2025-26',
    input: { grossIncome: 0 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 0 },
    source: [S.ratesCurrent, S.hmrcRatesTable, S.employer2025, S.niReduction2024],
  },
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'rUK at the Personal Allowance / Primary Threshold (12,570)',
    period: '2025-26',
    input: { grossIncome: 12_570 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.ratesCurrent, S.hmrcRatesTable, S.employer2025, S.niReduction2024],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 0.20
  // NI: (1.00 x 8%) = 0.08
  // Take-home: 12,571.00 - 0.20 - 0.08 = 12,570.72
  {
    name: 'rUK first pound above the allowance and PT (12,571)',
    period: '2025-26',
    input: { grossIncome: 12_571 },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.2, nationalInsurance: 0.08, takeHome: 12_570.72 },
    source: [S.ratesCurrent, S.hmrcRatesTable, S.employer2025, S.niReduction2024],
  },
  // PA: adjusted net income 50,270.00 <= 100,000 -> standard 12,570
  // Taxable: 50,270.00 - 12,570.00 = 37,700.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 8%) = 3,016
  // Take-home: 50,270.00 - 7,540.00 - 3,016.00 = 39,714.00
  {
    name: 'rUK at the higher rate threshold / UEL (50,270)',
    period: '2025-26',
    input: { grossIncome: 50_270 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700, incomeTax: 7_540, nationalInsurance: 3_016, takeHome: 39_714 },
    source: [S.ratesCurrent, S.hmrcRatesTable, S.employer2025, S.niReduction2024],
  },
  // PA: adjusted net income 50,271.00 <= 100,000 -> standard 12,570
  // Taxable: 50,271.00 - 12,570.00 = 37,701.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 1.00 x 40% = 0.40
  //   Income Tax = 7,540.40
  // NI: (37,700.00 x 8%) + (1.00 x 2%) = 3,016.02
  // Take-home: 50,271.00 - 7,540.40 - 3,016.02 = 39,714.58
  {
    name: 'rUK first pound above the higher rate threshold / UEL (50,271)',
    period: '2025-26',
    input: { grossIncome: 50_271 },
    output: { personalAllowance: 12_570, taxableIncome: 37_701, incomeTax: 7_540.4, nationalInsurance: 3_016.02, takeHome: 39_714.58 },
    source: [S.ratesCurrent, S.hmrcRatesTable, S.employer2025, S.niReduction2024],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 100,000.00 - 27,432.00 - 4,010.60 = 68,557.40
  {
    name: 'rUK taper start (100,000)',
    period: '2025-26',
    input: { grossIncome: 100_000 },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 27_432, nationalInsurance: 4_010.6, takeHome: 68_557.4 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,731.00 x 40% = 19,892.40
  //   Income Tax = 27,432.40
  // NI: (37,700.00 x 8%) + (49,731.00 x 2%) = 4,010.62
  // Take-home: 100,001.00 - 27,432.40 - 4,010.62 = 68,557.98
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £1 over (allowance rounds up) (100,001)',
    period: '2025-26',
    input: { grossIncome: 100_001 },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 27_432.4, nationalInsurance: 4_010.62, takeHome: 68_557.98 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,733.00 x 40% = 19,893.20
  //   Income Tax = 27,433.20
  // NI: (37,700.00 x 8%) + (49,732.00 x 2%) = 4,010.64
  // Take-home: 100,002.00 - 27,433.20 - 4,010.64 = 68,558.16
  {
    name: 'rUK taper: £2 over (100,002)',
    period: '2025-26',
    input: { grossIncome: 100_002 },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 27_433.2, nationalInsurance: 4_010.64, takeHome: 68_558.16 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: 12,570 - (100,003.00 - 100,000) / 2 = 12,570 - 1.5 = 12,568.5 -> rounded up to a whole pound (s.35(3)) = 12,569.00
  // Taxable: 100,003.00 - 12,569.00 = 87,434.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,734.00 x 40% = 19,893.60
  //   Income Tax = 27,433.60
  // NI: (37,700.00 x 8%) + (49,733.00 x 2%) = 4,010.66
  // Take-home: 100,003.00 - 27,433.60 - 4,010.66 = 68,558.74
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £3 over (allowance rounds up) (100,003)',
    period: '2025-26',
    input: { grossIncome: 100_003 },
    output: { personalAllowance: 12_569, taxableIncome: 87_434, incomeTax: 27_433.6, nationalInsurance: 4_010.66, takeHome: 68_558.74 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 64,730.00 x 40% = 25,892.00
  //   Income Tax = 33,432.00
  // NI: (37,700.00 x 8%) + (59,730.00 x 2%) = 4,210.6
  // Take-home: 110,000.00 - 33,432.00 - 4,210.60 = 72,357.40
  {
    name: 'rUK mid-taper (110,000)',
    period: '2025-26',
    input: { grossIncome: 110_000 },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 33_432, nationalInsurance: 4_210.6, takeHome: 72_357.4 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: 12,570 - (125,139.00 - 100,000) / 2 = 12,570 - 12,569.5 = 0.5 -> rounded up to a whole pound (s.35(3)) = 1.00
  // Taxable: 125,139.00 - 1.00 = 125,138.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,438.00 x 40% = 34,975.20
  //   Income Tax = 42,515.20
  // NI: (37,700.00 x 8%) + (74,869.00 x 2%) = 4,513.38
  // Take-home: 125,139.00 - 42,515.20 - 4,513.38 = 78,110.42
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'rUK taper: £1 below the end (allowance rounds up to £1) (125,139)',
    period: '2025-26',
    input: { grossIncome: 125_139 },
    output: { personalAllowance: 1, taxableIncome: 125_138, incomeTax: 42_515.2, nationalInsurance: 4_513.38, takeHome: 78_110.42 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Income Tax = 42,516.00
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 42,516.00 - 4,513.40 = 78,110.60
  {
    name: 'rUK taper end, allowance nil (125,140)',
    period: '2025-26',
    input: { grossIncome: 125_140 },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 42_516, nationalInsurance: 4_513.4, takeHome: 78_110.6 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 1.00 x 45% = 0.45
  //   Income Tax = 42,516.45
  // NI: (37,700.00 x 8%) + (74,871.00 x 2%) = 4,513.42
  // Take-home: 125,141.00 - 42,516.45 - 4,513.42 = 78,111.13
  {
    name: 'rUK first pound of additional rate (125,141)',
    period: '2025-26',
    input: { grossIncome: 125_141 },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 42_516.45, nationalInsurance: 4_513.42, takeHome: 78_111.13 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 24,860.00 x 45% = 11,187.00
  //   Income Tax = 53,703.00
  // NI: (37,700.00 x 8%) + (99,730.00 x 2%) = 5,010.6
  // Take-home: 150,000.00 - 53,703.00 - 5,010.60 = 91,286.40
  {
    name: 'rUK above the taper (150,000)',
    period: '2025-26',
    input: { grossIncome: 150_000 },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 53_703, nationalInsurance: 5_010.6, takeHome: 91_286.4 },
    source: [S.ratesCurrent, S.incomeOver100k, S.ita2007s35, S.employer2025],
  },
  // ---- Scotland: every band edge, expressed in gross pay with the standard allowance ----
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 11.5%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'Scotland band edge 12,570',
    period: '2023-24',
    input: { grossIncome: 12_570, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Starter 1.00 x 19% = 0.19
  //   Income Tax = 0.19
  // NI: (1.00 x 11.5%) = 0.115 -> to the penny, 1/2p or less disregarded = 0.11
  // Take-home: 12,571.00 - 0.19 - 0.11 = 12,570.70
  {
    name: 'Scotland band edge 12,571',
    period: '2023-24',
    input: { grossIncome: 12_571, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.19, nationalInsurance: 0.11, takeHome: 12_570.7 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 14,732.00 <= 100,000 -> standard 12,570
  // Taxable: 14,732.00 - 12,570.00 = 2,162.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Income Tax = 410.78
  // NI: (2,162.00 x 11.5%) = 248.63
  // Take-home: 14,732.00 - 410.78 - 248.63 = 14,072.59
  {
    name: 'Scotland band edge 14,732',
    period: '2023-24',
    input: { grossIncome: 14_732, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 2_162, incomeTax: 410.78, nationalInsurance: 248.63, takeHome: 14_072.59 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 14,733.00 <= 100,000 -> standard 12,570
  // Taxable: 14,733.00 - 12,570.00 = 2,163.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 410.98
  // NI: (2,163.00 x 11.5%) = 248.745 -> to the penny, 1/2p or less disregarded = 248.74
  // Take-home: 14,733.00 - 410.98 - 248.74 = 14,073.28
  {
    name: 'Scotland band edge 14,733',
    period: '2023-24',
    input: { grossIncome: 14_733, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 2_163, incomeTax: 410.98, nationalInsurance: 248.74, takeHome: 14_073.28 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 25,688.00 <= 100,000 -> standard 12,570
  // Taxable: 25,688.00 - 12,570.00 = 13,118.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Income Tax = 2,601.98
  // NI: (13,118.00 x 11.5%) = 1,508.57
  // Take-home: 25,688.00 - 2,601.98 - 1,508.57 = 21,577.45
  {
    name: 'Scotland band edge 25,688',
    period: '2023-24',
    input: { grossIncome: 25_688, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 13_118, incomeTax: 2_601.98, nationalInsurance: 1_508.57, takeHome: 21_577.45 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 25,689.00 <= 100,000 -> standard 12,570
  // Taxable: 25,689.00 - 12,570.00 = 13,119.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 1.00 x 21% = 0.21
  //   Income Tax = 2,602.19
  // NI: (13,119.00 x 11.5%) = 1,508.685 -> to the penny, 1/2p or less disregarded = 1,508.68
  // Take-home: 25,689.00 - 2,602.19 - 1,508.68 = 21,578.13
  {
    name: 'Scotland band edge 25,689',
    period: '2023-24',
    input: { grossIncome: 25_689, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 13_119, incomeTax: 2_602.19, nationalInsurance: 1_508.68, takeHome: 21_578.13 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 43,662.00 <= 100,000 -> standard 12,570
  // Taxable: 43,662.00 - 12,570.00 = 31,092.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Income Tax = 6,376.52
  // NI: (31,092.00 x 11.5%) = 3,575.58
  // Take-home: 43,662.00 - 6,376.52 - 3,575.58 = 33,709.90
  {
    name: 'Scotland band edge 43,662',
    period: '2023-24',
    input: { grossIncome: 43_662, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_092, incomeTax: 6_376.52, nationalInsurance: 3_575.58, takeHome: 33_709.9 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 43,663.00 <= 100,000 -> standard 12,570
  // Taxable: 43,663.00 - 12,570.00 = 31,093.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 1.00 x 42% = 0.42
  //   Income Tax = 6,376.94
  // NI: (31,093.00 x 11.5%) = 3,575.695 -> to the penny, 1/2p or less disregarded = 3,575.69
  // Take-home: 43,663.00 - 6,376.94 - 3,575.69 = 33,710.37
  {
    name: 'Scotland band edge 43,663',
    period: '2023-24',
    input: { grossIncome: 43_663, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_093, incomeTax: 6_376.94, nationalInsurance: 3_575.69, takeHome: 33_710.37 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 94,048.00 x 42% = 39,500.16
  //   Income Tax = 45,876.68
  // NI: (37,700.00 x 11.5%) + (74,870.00 x 2%) = 5,832.9
  // Take-home: 125,140.00 - 45,876.68 - 5,832.90 = 73,430.42
  {
    name: 'Scotland band edge 125,140',
    period: '2023-24',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 45_876.68, nationalInsurance: 5_832.9, takeHome: 73_430.42 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 94,048.00 x 42% = 39,500.16
  //   Top 1.00 x 47% = 0.47
  //   Income Tax = 45,877.15
  // NI: (37,700.00 x 11.5%) + (74,871.00 x 2%) = 5,832.92
  // Take-home: 125,141.00 - 45,877.15 - 5,832.92 = 73,430.93
  {
    name: 'Scotland band edge 125,141',
    period: '2023-24',
    input: { grossIncome: 125_141, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 45_877.15, nationalInsurance: 5_832.92, takeHome: 73_430.93 },
    source: [S.scotland2023, S.srr2023, S.employer2023],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 56,338.00 x 42% = 23,661.96
  //   Income Tax = 30,038.48
  // NI: (37,700.00 x 11.5%) + (49,730.00 x 2%) = 5,330.1
  // Take-home: 100,000.00 - 30,038.48 - 5,330.10 = 64,631.42
  {
    name: 'Scotland taper 100,000',
    period: '2023-24',
    input: { grossIncome: 100_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 30_038.48, nationalInsurance: 5_330.1, takeHome: 64_631.42 },
    source: [S.scotland2023, S.srr2023, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 56,339.00 x 42% = 23,662.38
  //   Income Tax = 30,038.90
  // NI: (37,700.00 x 11.5%) + (49,731.00 x 2%) = 5,330.12
  // Take-home: 100,001.00 - 30,038.90 - 5,330.12 = 64,631.98
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'Scotland taper 100,001',
    period: '2023-24',
    input: { grossIncome: 100_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 30_038.9, nationalInsurance: 5_330.12, takeHome: 64_631.98 },
    source: [S.scotland2023, S.srr2023, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 56,341.00 x 42% = 23,663.22
  //   Income Tax = 30,039.74
  // NI: (37,700.00 x 11.5%) + (49,732.00 x 2%) = 5,330.14
  // Take-home: 100,002.00 - 30,039.74 - 5,330.14 = 64,632.12
  {
    name: 'Scotland taper 100,002',
    period: '2023-24',
    input: { grossIncome: 100_002, region: 'scotland' },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 30_039.74, nationalInsurance: 5_330.14, takeHome: 64_632.12 },
    source: [S.scotland2023, S.srr2023, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 71,338.00 x 42% = 29,961.96
  //   Income Tax = 36,338.48
  // NI: (37,700.00 x 11.5%) + (59,730.00 x 2%) = 5,530.1
  // Take-home: 110,000.00 - 36,338.48 - 5,530.10 = 68,131.42
  {
    name: 'Scotland taper 110,000',
    period: '2023-24',
    input: { grossIncome: 110_000, region: 'scotland' },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 36_338.48, nationalInsurance: 5_530.1, takeHome: 68_131.42 },
    source: [S.scotland2023, S.srr2023, S.incomeOver100k, S.ita2007s35],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 94,048.00 x 42% = 39,500.16
  //   Income Tax = 45,876.68
  // NI: (37,700.00 x 11.5%) + (74,870.00 x 2%) = 5,832.9
  // Take-home: 125,140.00 - 45,876.68 - 5,832.90 = 73,430.42
  {
    name: 'Scotland taper 125,140',
    period: '2023-24',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 45_876.68, nationalInsurance: 5_832.9, takeHome: 73_430.42 },
    source: [S.scotland2023, S.srr2023, S.incomeOver100k, S.ita2007s35],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 17,974.00 x 21% = 3,774.54
  //   Higher 94,048.00 x 42% = 39,500.16
  //   Top 24,860.00 x 47% = 11,684.20
  //   Income Tax = 57,560.88
  // NI: (37,700.00 x 11.5%) + (99,730.00 x 2%) = 6,330.1
  // Take-home: 150,000.00 - 57,560.88 - 6,330.10 = 86,109.02
  {
    name: 'Scotland taper 150,000',
    period: '2023-24',
    input: { grossIncome: 150_000, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 57_560.88, nationalInsurance: 6_330.1, takeHome: 86_109.02 },
    source: [S.scotland2023, S.srr2023, S.incomeOver100k, S.ita2007s35],
  },
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'Scotland band edge 12,570',
    period: '2024-25',
    input: { grossIncome: 12_570, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Starter 1.00 x 19% = 0.19
  //   Income Tax = 0.19
  // NI: (1.00 x 8%) = 0.08
  // Take-home: 12,571.00 - 0.19 - 0.08 = 12,570.73
  {
    name: 'Scotland band edge 12,571',
    period: '2024-25',
    input: { grossIncome: 12_571, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.19, nationalInsurance: 0.08, takeHome: 12_570.73 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 14,876.00 <= 100,000 -> standard 12,570
  // Taxable: 14,876.00 - 12,570.00 = 2,306.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Income Tax = 438.14
  // NI: (2,306.00 x 8%) = 184.48
  // Take-home: 14,876.00 - 438.14 - 184.48 = 14,253.38
  {
    name: 'Scotland band edge 14,876',
    period: '2024-25',
    input: { grossIncome: 14_876, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 2_306, incomeTax: 438.14, nationalInsurance: 184.48, takeHome: 14_253.38 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 14,877.00 <= 100,000 -> standard 12,570
  // Taxable: 14,877.00 - 12,570.00 = 2,307.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 438.34
  // NI: (2,307.00 x 8%) = 184.56
  // Take-home: 14,877.00 - 438.34 - 184.56 = 14,254.10
  {
    name: 'Scotland band edge 14,877',
    period: '2024-25',
    input: { grossIncome: 14_877, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 2_307, incomeTax: 438.34, nationalInsurance: 184.56, takeHome: 14_254.1 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 26,561.00 <= 100,000 -> standard 12,570
  // Taxable: 26,561.00 - 12,570.00 = 13,991.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Income Tax = 2,775.14
  // NI: (13,991.00 x 8%) = 1,119.28
  // Take-home: 26,561.00 - 2,775.14 - 1,119.28 = 22,666.58
  {
    name: 'Scotland band edge 26,561',
    period: '2024-25',
    input: { grossIncome: 26_561, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 13_991, incomeTax: 2_775.14, nationalInsurance: 1_119.28, takeHome: 22_666.58 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 26,562.00 <= 100,000 -> standard 12,570
  // Taxable: 26,562.00 - 12,570.00 = 13,992.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 1.00 x 21% = 0.21
  //   Income Tax = 2,775.35
  // NI: (13,992.00 x 8%) = 1,119.36
  // Take-home: 26,562.00 - 2,775.35 - 1,119.36 = 22,667.29
  {
    name: 'Scotland band edge 26,562',
    period: '2024-25',
    input: { grossIncome: 26_562, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 13_992, incomeTax: 2_775.35, nationalInsurance: 1_119.36, takeHome: 22_667.29 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 43,662.00 <= 100,000 -> standard 12,570
  // Taxable: 43,662.00 - 12,570.00 = 31,092.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Income Tax = 6,366.35
  // NI: (31,092.00 x 8%) = 2,487.36
  // Take-home: 43,662.00 - 6,366.35 - 2,487.36 = 34,808.29
  {
    name: 'Scotland band edge 43,662',
    period: '2024-25',
    input: { grossIncome: 43_662, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_092, incomeTax: 6_366.35, nationalInsurance: 2_487.36, takeHome: 34_808.29 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 43,663.00 <= 100,000 -> standard 12,570
  // Taxable: 43,663.00 - 12,570.00 = 31,093.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 1.00 x 42% = 0.42
  //   Income Tax = 6,366.77
  // NI: (31,093.00 x 8%) = 2,487.44
  // Take-home: 43,663.00 - 6,366.77 - 2,487.44 = 34,808.79
  {
    name: 'Scotland band edge 43,663',
    period: '2024-25',
    input: { grossIncome: 43_663, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_093, incomeTax: 6_366.77, nationalInsurance: 2_487.44, takeHome: 34_808.79 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 75,000.00 <= 100,000 -> standard 12,570
  // Taxable: 75,000.00 - 12,570.00 = 62,430.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Income Tax = 19,528.31
  // NI: (37,700.00 x 8%) + (24,730.00 x 2%) = 3,510.6
  // Take-home: 75,000.00 - 19,528.31 - 3,510.60 = 51,961.09
  {
    name: 'Scotland band edge 75,000',
    period: '2024-25',
    input: { grossIncome: 75_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_430, incomeTax: 19_528.31, nationalInsurance: 3_510.6, takeHome: 51_961.09 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 75,001.00 <= 100,000 -> standard 12,570
  // Taxable: 75,001.00 - 12,570.00 = 62,431.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 1.00 x 45% = 0.45
  //   Income Tax = 19,528.76
  // NI: (37,700.00 x 8%) + (24,731.00 x 2%) = 3,510.62
  // Take-home: 75,001.00 - 19,528.76 - 3,510.62 = 51,961.62
  {
    name: 'Scotland band edge 75,001',
    period: '2024-25',
    input: { grossIncome: 75_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_431, incomeTax: 19_528.76, nationalInsurance: 3_510.62, takeHome: 51_961.62 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Income Tax = 47,747.81
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 47,747.81 - 4,513.40 = 72,878.79
  {
    name: 'Scotland band edge 125,140',
    period: '2024-25',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 47_747.81, nationalInsurance: 4_513.4, takeHome: 72_878.79 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 1.00 x 48% = 0.48
  //   Income Tax = 47,748.29
  // NI: (37,700.00 x 8%) + (74,871.00 x 2%) = 4,513.42
  // Take-home: 125,141.00 - 47,748.29 - 4,513.42 = 72,879.29
  {
    name: 'Scotland band edge 125,141',
    period: '2024-25',
    input: { grossIncome: 125_141, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 47_748.29, nationalInsurance: 4_513.42, takeHome: 72_879.29 },
    source: [S.scotland2024, S.srr2024, S.employer2024],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,000.00 x 45% = 11,250.00
  //   Income Tax = 30,778.31
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 100,000.00 - 30,778.31 - 4,010.60 = 65,211.09
  {
    name: 'Scotland taper 100,000',
    period: '2024-25',
    input: { grossIncome: 100_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 30_778.31, nationalInsurance: 4_010.6, takeHome: 65_211.09 },
    source: [S.scotland2024, S.srr2024, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,001.00 x 45% = 11,250.45
  //   Income Tax = 30,778.76
  // NI: (37,700.00 x 8%) + (49,731.00 x 2%) = 4,010.62
  // Take-home: 100,001.00 - 30,778.76 - 4,010.62 = 65,211.62
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'Scotland taper 100,001',
    period: '2024-25',
    input: { grossIncome: 100_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 30_778.76, nationalInsurance: 4_010.62, takeHome: 65_211.62 },
    source: [S.scotland2024, S.srr2024, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,003.00 x 45% = 11,251.35
  //   Income Tax = 30,779.66
  // NI: (37,700.00 x 8%) + (49,732.00 x 2%) = 4,010.64
  // Take-home: 100,002.00 - 30,779.66 - 4,010.64 = 65,211.70
  {
    name: 'Scotland taper 100,002',
    period: '2024-25',
    input: { grossIncome: 100_002, region: 'scotland' },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 30_779.66, nationalInsurance: 4_010.64, takeHome: 65_211.7 },
    source: [S.scotland2024, S.srr2024, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 40,000.00 x 45% = 18,000.00
  //   Income Tax = 37,528.31
  // NI: (37,700.00 x 8%) + (59,730.00 x 2%) = 4,210.6
  // Take-home: 110,000.00 - 37,528.31 - 4,210.60 = 68,261.09
  {
    name: 'Scotland taper 110,000',
    period: '2024-25',
    input: { grossIncome: 110_000, region: 'scotland' },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 37_528.31, nationalInsurance: 4_210.6, takeHome: 68_261.09 },
    source: [S.scotland2024, S.srr2024, S.incomeOver100k, S.ita2007s35],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Income Tax = 47,747.81
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 47,747.81 - 4,513.40 = 72,878.79
  {
    name: 'Scotland taper 125,140',
    period: '2024-25',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 47_747.81, nationalInsurance: 4_513.4, takeHome: 72_878.79 },
    source: [S.scotland2024, S.srr2024, S.incomeOver100k, S.ita2007s35],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Starter 2,306.00 x 19% = 438.14
  //   Basic 11,685.00 x 20% = 2,337.00
  //   Intermediate 17,101.00 x 21% = 3,591.21
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 24,860.00 x 48% = 11,932.80
  //   Income Tax = 59,680.61
  // NI: (37,700.00 x 8%) + (99,730.00 x 2%) = 5,010.6
  // Take-home: 150,000.00 - 59,680.61 - 5,010.60 = 85,308.79
  {
    name: 'Scotland taper 150,000',
    period: '2024-25',
    input: { grossIncome: 150_000, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 59_680.61, nationalInsurance: 5_010.6, takeHome: 85_308.79 },
    source: [S.scotland2024, S.srr2024, S.incomeOver100k, S.ita2007s35],
  },
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'Scotland band edge 12,570',
    period: '2025-26',
    input: { grossIncome: 12_570, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Starter 1.00 x 19% = 0.19
  //   Income Tax = 0.19
  // NI: (1.00 x 8%) = 0.08
  // Take-home: 12,571.00 - 0.19 - 0.08 = 12,570.73
  {
    name: 'Scotland band edge 12,571',
    period: '2025-26',
    input: { grossIncome: 12_571, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.19, nationalInsurance: 0.08, takeHome: 12_570.73 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 15,397.00 <= 100,000 -> standard 12,570
  // Taxable: 15,397.00 - 12,570.00 = 2,827.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Income Tax = 537.13
  // NI: (2,827.00 x 8%) = 226.16
  // Take-home: 15,397.00 - 537.13 - 226.16 = 14,633.71
  {
    name: 'Scotland band edge 15,397',
    period: '2025-26',
    input: { grossIncome: 15_397, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 2_827, incomeTax: 537.13, nationalInsurance: 226.16, takeHome: 14_633.71 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 15,398.00 <= 100,000 -> standard 12,570
  // Taxable: 15,398.00 - 12,570.00 = 2,828.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 537.33
  // NI: (2,828.00 x 8%) = 226.24
  // Take-home: 15,398.00 - 537.33 - 226.24 = 14,634.43
  {
    name: 'Scotland band edge 15,398',
    period: '2025-26',
    input: { grossIncome: 15_398, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 2_828, incomeTax: 537.33, nationalInsurance: 226.24, takeHome: 14_634.43 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 27,491.00 <= 100,000 -> standard 12,570
  // Taxable: 27,491.00 - 12,570.00 = 14,921.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Income Tax = 2,955.93
  // NI: (14,921.00 x 8%) = 1,193.68
  // Take-home: 27,491.00 - 2,955.93 - 1,193.68 = 23,341.39
  {
    name: 'Scotland band edge 27,491',
    period: '2025-26',
    input: { grossIncome: 27_491, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 14_921, incomeTax: 2_955.93, nationalInsurance: 1_193.68, takeHome: 23_341.39 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 27,492.00 <= 100,000 -> standard 12,570
  // Taxable: 27,492.00 - 12,570.00 = 14,922.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 1.00 x 21% = 0.21
  //   Income Tax = 2,956.14
  // NI: (14,922.00 x 8%) = 1,193.76
  // Take-home: 27,492.00 - 2,956.14 - 1,193.76 = 23,342.10
  {
    name: 'Scotland band edge 27,492',
    period: '2025-26',
    input: { grossIncome: 27_492, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 14_922, incomeTax: 2_956.14, nationalInsurance: 1_193.76, takeHome: 23_342.1 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 43,662.00 <= 100,000 -> standard 12,570
  // Taxable: 43,662.00 - 12,570.00 = 31,092.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Income Tax = 6,351.84
  // NI: (31,092.00 x 8%) = 2,487.36
  // Take-home: 43,662.00 - 6,351.84 - 2,487.36 = 34,822.80
  {
    name: 'Scotland band edge 43,662',
    period: '2025-26',
    input: { grossIncome: 43_662, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_092, incomeTax: 6_351.84, nationalInsurance: 2_487.36, takeHome: 34_822.8 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 43,663.00 <= 100,000 -> standard 12,570
  // Taxable: 43,663.00 - 12,570.00 = 31,093.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 1.00 x 42% = 0.42
  //   Income Tax = 6,352.26
  // NI: (31,093.00 x 8%) = 2,487.44
  // Take-home: 43,663.00 - 6,352.26 - 2,487.44 = 34,823.30
  {
    name: 'Scotland band edge 43,663',
    period: '2025-26',
    input: { grossIncome: 43_663, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_093, incomeTax: 6_352.26, nationalInsurance: 2_487.44, takeHome: 34_823.3 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 75,000.00 <= 100,000 -> standard 12,570
  // Taxable: 75,000.00 - 12,570.00 = 62,430.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Income Tax = 19,513.80
  // NI: (37,700.00 x 8%) + (24,730.00 x 2%) = 3,510.6
  // Take-home: 75,000.00 - 19,513.80 - 3,510.60 = 51,975.60
  {
    name: 'Scotland band edge 75,000',
    period: '2025-26',
    input: { grossIncome: 75_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_430, incomeTax: 19_513.8, nationalInsurance: 3_510.6, takeHome: 51_975.6 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 75,001.00 <= 100,000 -> standard 12,570
  // Taxable: 75,001.00 - 12,570.00 = 62,431.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 1.00 x 45% = 0.45
  //   Income Tax = 19,514.25
  // NI: (37,700.00 x 8%) + (24,731.00 x 2%) = 3,510.62
  // Take-home: 75,001.00 - 19,514.25 - 3,510.62 = 51,976.13
  {
    name: 'Scotland band edge 75,001',
    period: '2025-26',
    input: { grossIncome: 75_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_431, incomeTax: 19_514.25, nationalInsurance: 3_510.62, takeHome: 51_976.13 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Income Tax = 47,733.30
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 47,733.30 - 4,513.40 = 72,893.30
  {
    name: 'Scotland band edge 125,140',
    period: '2025-26',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 47_733.3, nationalInsurance: 4_513.4, takeHome: 72_893.3 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 1.00 x 48% = 0.48
  //   Income Tax = 47,733.78
  // NI: (37,700.00 x 8%) + (74,871.00 x 2%) = 4,513.42
  // Take-home: 125,141.00 - 47,733.78 - 4,513.42 = 72,893.80
  {
    name: 'Scotland band edge 125,141',
    period: '2025-26',
    input: { grossIncome: 125_141, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 47_733.78, nationalInsurance: 4_513.42, takeHome: 72_893.8 },
    source: [S.scotland2025, S.srr2025, S.employer2025],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,000.00 x 45% = 11,250.00
  //   Income Tax = 30,763.80
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 100,000.00 - 30,763.80 - 4,010.60 = 65,225.60
  {
    name: 'Scotland taper 100,000',
    period: '2025-26',
    input: { grossIncome: 100_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 30_763.8, nationalInsurance: 4_010.6, takeHome: 65_225.6 },
    source: [S.scotland2025, S.srr2025, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,001.00 x 45% = 11,250.45
  //   Income Tax = 30,764.25
  // NI: (37,700.00 x 8%) + (49,731.00 x 2%) = 4,010.62
  // Take-home: 100,001.00 - 30,764.25 - 4,010.62 = 65,226.13
  // ITA 2007 s.35(3): the reduced allowance is rounded up to a whole pound.
  {
    name: 'Scotland taper 100,001',
    period: '2025-26',
    input: { grossIncome: 100_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 30_764.25, nationalInsurance: 4_010.62, takeHome: 65_226.13 },
    source: [S.scotland2025, S.srr2025, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,003.00 x 45% = 11,251.35
  //   Income Tax = 30,765.15
  // NI: (37,700.00 x 8%) + (49,732.00 x 2%) = 4,010.64
  // Take-home: 100,002.00 - 30,765.15 - 4,010.64 = 65,226.21
  {
    name: 'Scotland taper 100,002',
    period: '2025-26',
    input: { grossIncome: 100_002, region: 'scotland' },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 30_765.15, nationalInsurance: 4_010.64, takeHome: 65_226.21 },
    source: [S.scotland2025, S.srr2025, S.incomeOver100k, S.ita2007s35],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 40,000.00 x 45% = 18,000.00
  //   Income Tax = 37,513.80
  // NI: (37,700.00 x 8%) + (59,730.00 x 2%) = 4,210.6
  // Take-home: 110,000.00 - 37,513.80 - 4,210.60 = 68,275.60
  {
    name: 'Scotland taper 110,000',
    period: '2025-26',
    input: { grossIncome: 110_000, region: 'scotland' },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 37_513.8, nationalInsurance: 4_210.6, takeHome: 68_275.6 },
    source: [S.scotland2025, S.srr2025, S.incomeOver100k, S.ita2007s35],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Income Tax = 47,733.30
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 47,733.30 - 4,513.40 = 72,893.30
  {
    name: 'Scotland taper 125,140',
    period: '2025-26',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 47_733.3, nationalInsurance: 4_513.4, takeHome: 72_893.3 },
    source: [S.scotland2025, S.srr2025, S.incomeOver100k, S.ita2007s35],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 24,860.00 x 48% = 11,932.80
  //   Income Tax = 59,666.10
  // NI: (37,700.00 x 8%) + (99,730.00 x 2%) = 5,010.6
  // Take-home: 150,000.00 - 59,666.10 - 5,010.60 = 85,323.30
  {
    name: 'Scotland taper 150,000',
    period: '2025-26',
    input: { grossIncome: 150_000, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 59_666.1, nationalInsurance: 5_010.6, takeHome: 85_323.3 },
    source: [S.scotland2025, S.srr2025, S.incomeOver100k, S.ita2007s35],
  },
];

/** NI thresholds and pence rounding, student loans, salary sacrifice, huge amounts, other regions. */
const otherCases: readonly UkCase[] = [
  // PA: adjusted net income 12,570.01 <= 100,000 -> standard 12,570
  // Taxable: 12,570.01 - 12,570.00 = 0.01
  //   Basic 0.01 x 20% = 0.00 (= 0.002, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.01 x 11.5%) = 0.0011 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.01 - 0.00 - 0.00 = 12,570.01
  {
    name: 'NI: 1p above PT (12,570.01)',
    period: '2023-24',
    input: { grossIncome: 12570.01 },
    output: { personalAllowance: 12_570, taxableIncome: 0.01, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.01 },
    source: [S.employer2023, S.niDirectors2023, S.niRounding],
  },
  // PA: adjusted net income 12,570.03 <= 100,000 -> standard 12,570
  // Taxable: 12,570.03 - 12,570.00 = 0.03
  //   Basic 0.03 x 20% = 0.00 (= 0.006, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.03 x 11.5%) = 0.0034 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.03 - 0.00 - 0.00 = 12,570.03
  {
    name: 'pence rounding (12,570.03)',
    period: '2023-24',
    input: { grossIncome: 12570.03 },
    output: { personalAllowance: 12_570, taxableIncome: 0.03, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.03 },
    source: [S.employer2023, S.niDirectors2023, S.niRounding],
  },
  // PA: adjusted net income 12,570.07 <= 100,000 -> standard 12,570
  // Taxable: 12,570.07 - 12,570.00 = 0.07
  //   Basic 0.07 x 20% = 0.01 (= 0.014, fraction of a penny dropped)
  //   Income Tax = 0.01
  // NI: (0.07 x 11.5%) = 0.008 -> to the penny, 1/2p or less disregarded = 0.01
  // Take-home: 12,570.07 - 0.01 - 0.01 = 12,570.05
  {
    name: 'pence rounding (12,570.07)',
    period: '2023-24',
    input: { grossIncome: 12570.07 },
    output: { personalAllowance: 12_570, taxableIncome: 0.07, incomeTax: 0.01, nationalInsurance: 0.01, takeHome: 12_570.05 },
    source: [S.employer2023, S.niDirectors2023, S.niRounding],
  },
  // PA: adjusted net income 50,270.01 <= 100,000 -> standard 12,570
  // Taxable: 50,270.01 - 12,570.00 = 37,700.01
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 0.01 x 40% = 0.00 (= 0.004, fraction of a penny dropped)
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 11.5%) + (0.01 x 2%) = 4,335.5002 -> to the penny, 1/2p or less disregarded = 4,335.50
  // Take-home: 50,270.01 - 7,540.00 - 4,335.50 = 38,394.51
  {
    name: 'NI at UEL plus 1p (50,270.01)',
    period: '2023-24',
    input: { grossIncome: 50270.01 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700.01, incomeTax: 7_540, nationalInsurance: 4_335.5, takeHome: 38_394.51 },
    source: [S.employer2023, S.niDirectors2023, S.niRounding],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // Take-home: 60,000.00 - 11,432.00 - 0.00 = 48,568.00
  {
    name: 'NI excluded',
    period: '2023-24',
    input: { grossIncome: 60_000, includeNationalInsurance: false },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, takeHome: 48_568 },
    source: [S.ratesPrevious],
  },
  // PA: adjusted net income 22,015.00 <= 100,000 -> standard 12,570
  // Taxable: 22,015.00 - 12,570.00 = 9,445.00
  //   Basic 9,445.00 x 20% = 1,889.00
  //   Income Tax = 1,889.00
  // NI: (9,445.00 x 11.5%) = 1,086.175 -> to the penny, 1/2p or less disregarded = 1,086.17
  // Student loan plan1: (22,015.00 - 22,015) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 22,015.00 - 1,889.00 - 1,086.17 - 0.00 = 19,039.83
  {
    name: 'student loan plan1 at 22,015',
    period: '2023-24',
    input: { grossIncome: 22_015, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 9_445,
      incomeTax: 1_889,
      nationalInsurance: 1_086.17,
      studentLoan: 0,
      takeHome: 19_039.83,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 22,026.00 <= 100,000 -> standard 12,570
  // Taxable: 22,026.00 - 12,570.00 = 9,456.00
  //   Basic 9,456.00 x 20% = 1,891.20
  //   Income Tax = 1,891.20
  // NI: (9,456.00 x 11.5%) = 1,087.44
  // Student loan plan1: (22,026.00 - 22,015) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 22,026.00 - 1,891.20 - 1,087.44 - 0.00 = 19,047.36
  {
    name: 'student loan plan1 at 22,026',
    period: '2023-24',
    input: { grossIncome: 22_026, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 9_456,
      incomeTax: 1_891.2,
      nationalInsurance: 1_087.44,
      studentLoan: 0,
      takeHome: 19_047.36,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 22,027.00 <= 100,000 -> standard 12,570
  // Taxable: 22,027.00 - 12,570.00 = 9,457.00
  //   Basic 9,457.00 x 20% = 1,891.40
  //   Income Tax = 1,891.40
  // NI: (9,457.00 x 11.5%) = 1,087.555 -> to the penny, 1/2p or less disregarded = 1,087.55
  // Student loan plan1: (22,027.00 - 22,015) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 22,027.00 - 1,891.40 - 1,087.55 - 1.00 = 19,047.05
  {
    name: 'student loan plan1 at 22,027',
    period: '2023-24',
    input: { grossIncome: 22_027, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 9_457,
      incomeTax: 1_891.4,
      nationalInsurance: 1_087.55,
      studentLoan: 1,
      takeHome: 19_047.05,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 11.5%) = 3,154.45
  // Student loan plan1: (40,000.00 - 22,015) x 9% = 1,618.65 -> whole pounds, rounded down = 1,618.00
  // Take-home: 40,000.00 - 5,486.00 - 3,154.45 - 1,618.00 = 29,741.55
  {
    name: 'student loan plan1 at 40,000',
    period: '2023-24',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 3_154.45,
      studentLoan: 1_618,
      takeHome: 29_741.55,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,295.00 <= 100,000 -> standard 12,570
  // Taxable: 27,295.00 - 12,570.00 = 14,725.00
  //   Basic 14,725.00 x 20% = 2,945.00
  //   Income Tax = 2,945.00
  // NI: (14,725.00 x 11.5%) = 1,693.375 -> to the penny, 1/2p or less disregarded = 1,693.37
  // Student loan plan2: (27,295.00 - 27,295) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 27,295.00 - 2,945.00 - 1,693.37 - 0.00 = 22,656.63
  {
    name: 'student loan plan2 at 27,295',
    period: '2023-24',
    input: { grossIncome: 27_295, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_725,
      incomeTax: 2_945,
      nationalInsurance: 1_693.37,
      studentLoan: 0,
      takeHome: 22_656.63,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,306.00 <= 100,000 -> standard 12,570
  // Taxable: 27,306.00 - 12,570.00 = 14,736.00
  //   Basic 14,736.00 x 20% = 2,947.20
  //   Income Tax = 2,947.20
  // NI: (14,736.00 x 11.5%) = 1,694.64
  // Student loan plan2: (27,306.00 - 27,295) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 27,306.00 - 2,947.20 - 1,694.64 - 0.00 = 22,664.16
  {
    name: 'student loan plan2 at 27,306',
    period: '2023-24',
    input: { grossIncome: 27_306, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_736,
      incomeTax: 2_947.2,
      nationalInsurance: 1_694.64,
      studentLoan: 0,
      takeHome: 22_664.16,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,307.00 <= 100,000 -> standard 12,570
  // Taxable: 27,307.00 - 12,570.00 = 14,737.00
  //   Basic 14,737.00 x 20% = 2,947.40
  //   Income Tax = 2,947.40
  // NI: (14,737.00 x 11.5%) = 1,694.755 -> to the penny, 1/2p or less disregarded = 1,694.75
  // Student loan plan2: (27,307.00 - 27,295) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 27,307.00 - 2,947.40 - 1,694.75 - 1.00 = 22,663.85
  {
    name: 'student loan plan2 at 27,307',
    period: '2023-24',
    input: { grossIncome: 27_307, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_737,
      incomeTax: 2_947.4,
      nationalInsurance: 1_694.75,
      studentLoan: 1,
      takeHome: 22_663.85,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 11.5%) = 3,154.45
  // Student loan plan2: (40,000.00 - 27,295) x 9% = 1,143.45 -> whole pounds, rounded down = 1,143.00
  // Take-home: 40,000.00 - 5,486.00 - 3,154.45 - 1,143.00 = 30,216.55
  {
    name: 'student loan plan2 at 40,000',
    period: '2023-24',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 3_154.45,
      studentLoan: 1_143,
      takeHome: 30_216.55,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,660.00 <= 100,000 -> standard 12,570
  // Taxable: 27,660.00 - 12,570.00 = 15,090.00
  //   Basic 15,090.00 x 20% = 3,018.00
  //   Income Tax = 3,018.00
  // NI: (15,090.00 x 11.5%) = 1,735.35
  // Student loan plan4: (27,660.00 - 27,660) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 27,660.00 - 3,018.00 - 1,735.35 - 0.00 = 22,906.65
  {
    name: 'student loan plan4 at 27,660',
    period: '2023-24',
    input: { grossIncome: 27_660, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 15_090,
      incomeTax: 3_018,
      nationalInsurance: 1_735.35,
      studentLoan: 0,
      takeHome: 22_906.65,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,671.00 <= 100,000 -> standard 12,570
  // Taxable: 27,671.00 - 12,570.00 = 15,101.00
  //   Basic 15,101.00 x 20% = 3,020.20
  //   Income Tax = 3,020.20
  // NI: (15,101.00 x 11.5%) = 1,736.615 -> to the penny, 1/2p or less disregarded = 1,736.61
  // Student loan plan4: (27,671.00 - 27,660) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 27,671.00 - 3,020.20 - 1,736.61 - 0.00 = 22,914.19
  {
    name: 'student loan plan4 at 27,671',
    period: '2023-24',
    input: { grossIncome: 27_671, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 15_101,
      incomeTax: 3_020.2,
      nationalInsurance: 1_736.61,
      studentLoan: 0,
      takeHome: 22_914.19,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,672.00 <= 100,000 -> standard 12,570
  // Taxable: 27,672.00 - 12,570.00 = 15,102.00
  //   Basic 15,102.00 x 20% = 3,020.40
  //   Income Tax = 3,020.40
  // NI: (15,102.00 x 11.5%) = 1,736.73
  // Student loan plan4: (27,672.00 - 27,660) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 27,672.00 - 3,020.40 - 1,736.73 - 1.00 = 22,913.87
  {
    name: 'student loan plan4 at 27,672',
    period: '2023-24',
    input: { grossIncome: 27_672, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 15_102,
      incomeTax: 3_020.4,
      nationalInsurance: 1_736.73,
      studentLoan: 1,
      takeHome: 22_913.87,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 11.5%) = 3,154.45
  // Student loan plan4: (40,000.00 - 27,660) x 9% = 1,110.6 -> whole pounds, rounded down = 1,110.00
  // Take-home: 40,000.00 - 5,486.00 - 3,154.45 - 1,110.00 = 30,249.55
  {
    name: 'student loan plan4 at 40,000',
    period: '2023-24',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 3_154.45,
      studentLoan: 1_110,
      takeHome: 30_249.55,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 11.5%) + (49,730.00 x 2%) = 5,330.1
  // Student loan plan5: no repayments before 2026-27 -> 0
  // Take-home: 100,000.00 - 27,432.00 - 5,330.10 - 0.00 = 67,237.90
  {
    name: 'student loan plan5 not yet repayable',
    period: '2023-24',
    input: { grossIncome: 100_000, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 87_430,
      incomeTax: 27_432,
      nationalInsurance: 5_330.1,
      studentLoan: 0,
      takeHome: 67_237.9,
    },
    source: [S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 21,000.00 <= 100,000 -> standard 12,570
  // Taxable: 21,000.00 - 12,570.00 = 8,430.00
  //   Basic 8,430.00 x 20% = 1,686.00
  //   Income Tax = 1,686.00
  // NI: (8,430.00 x 11.5%) = 969.45
  // Student loan postgraduate: (21,000.00 - 21,000) x 6% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 21,000.00 - 1,686.00 - 969.45 - 0.00 = 18,344.55
  {
    name: 'student loan postgraduate at 21,000',
    period: '2023-24',
    input: { grossIncome: 21_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_430,
      incomeTax: 1_686,
      nationalInsurance: 969.45,
      studentLoan: 0,
      takeHome: 18_344.55,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,016.00 <= 100,000 -> standard 12,570
  // Taxable: 21,016.00 - 12,570.00 = 8,446.00
  //   Basic 8,446.00 x 20% = 1,689.20
  //   Income Tax = 1,689.20
  // NI: (8,446.00 x 11.5%) = 971.29
  // Student loan postgraduate: (21,016.00 - 21,000) x 6% = 0.96 -> whole pounds, rounded down = 0.00
  // Take-home: 21,016.00 - 1,689.20 - 971.29 - 0.00 = 18,355.51
  {
    name: 'student loan postgraduate at 21,016',
    period: '2023-24',
    input: { grossIncome: 21_016, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_446,
      incomeTax: 1_689.2,
      nationalInsurance: 971.29,
      studentLoan: 0,
      takeHome: 18_355.51,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,017.00 <= 100,000 -> standard 12,570
  // Taxable: 21,017.00 - 12,570.00 = 8,447.00
  //   Basic 8,447.00 x 20% = 1,689.40
  //   Income Tax = 1,689.40
  // NI: (8,447.00 x 11.5%) = 971.405 -> to the penny, 1/2p or less disregarded = 971.40
  // Student loan postgraduate: (21,017.00 - 21,000) x 6% = 1.02 -> whole pounds, rounded down = 1.00
  // Take-home: 21,017.00 - 1,689.40 - 971.40 - 1.00 = 18,355.20
  {
    name: 'student loan postgraduate at 21,017',
    period: '2023-24',
    input: { grossIncome: 21_017, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_447,
      incomeTax: 1_689.4,
      nationalInsurance: 971.4,
      studentLoan: 1,
      takeHome: 18_355.2,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 11.5%) = 3,154.45
  // Student loan postgraduate: (40,000.00 - 21,000) x 6% = 1,140 -> whole pounds, rounded down = 1,140.00
  // Take-home: 40,000.00 - 5,486.00 - 3,154.45 - 1,140.00 = 30,219.55
  {
    name: 'student loan postgraduate at 40,000',
    period: '2023-24',
    input: { grossIncome: 40_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 3_154.45,
      studentLoan: 1_140,
      takeHome: 30_219.55,
    },
    source: [S.employer2023, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 12,570.01 <= 100,000 -> standard 12,570
  // Taxable: 12,570.01 - 12,570.00 = 0.01
  //   Basic 0.01 x 20% = 0.00 (= 0.002, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.01 x 8%) = 0.0008 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.01 - 0.00 - 0.00 = 12,570.01
  {
    name: 'NI: 1p above PT (12,570.01)',
    period: '2024-25',
    input: { grossIncome: 12570.01 },
    output: { personalAllowance: 12_570, taxableIncome: 0.01, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.01 },
    source: [S.employer2024, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 12,570.03 <= 100,000 -> standard 12,570
  // Taxable: 12,570.03 - 12,570.00 = 0.03
  //   Basic 0.03 x 20% = 0.00 (= 0.006, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.03 x 8%) = 0.0024 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.03 - 0.00 - 0.00 = 12,570.03
  {
    name: 'pence rounding (12,570.03)',
    period: '2024-25',
    input: { grossIncome: 12570.03 },
    output: { personalAllowance: 12_570, taxableIncome: 0.03, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.03 },
    source: [S.employer2024, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 12,570.07 <= 100,000 -> standard 12,570
  // Taxable: 12,570.07 - 12,570.00 = 0.07
  //   Basic 0.07 x 20% = 0.01 (= 0.014, fraction of a penny dropped)
  //   Income Tax = 0.01
  // NI: (0.07 x 8%) = 0.0056 -> to the penny, 1/2p or less disregarded = 0.01
  // Take-home: 12,570.07 - 0.01 - 0.01 = 12,570.05
  {
    name: 'pence rounding (12,570.07)',
    period: '2024-25',
    input: { grossIncome: 12570.07 },
    output: { personalAllowance: 12_570, taxableIncome: 0.07, incomeTax: 0.01, nationalInsurance: 0.01, takeHome: 12_570.05 },
    source: [S.employer2024, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 50,270.01 <= 100,000 -> standard 12,570
  // Taxable: 50,270.01 - 12,570.00 = 37,700.01
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 0.01 x 40% = 0.00 (= 0.004, fraction of a penny dropped)
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 8%) + (0.01 x 2%) = 3,016.0002 -> to the penny, 1/2p or less disregarded = 3,016.00
  // Take-home: 50,270.01 - 7,540.00 - 3,016.00 = 39,714.01
  {
    name: 'NI at UEL plus 1p (50,270.01)',
    period: '2024-25',
    input: { grossIncome: 50270.01 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700.01, incomeTax: 7_540, nationalInsurance: 3_016, takeHome: 39_714.01 },
    source: [S.employer2024, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // Take-home: 60,000.00 - 11,432.00 - 0.00 = 48,568.00
  {
    name: 'NI excluded',
    period: '2024-25',
    input: { grossIncome: 60_000, includeNationalInsurance: false },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, takeHome: 48_568 },
    source: [S.ratesPrevious],
  },
  // PA: adjusted net income 24,990.00 <= 100,000 -> standard 12,570
  // Taxable: 24,990.00 - 12,570.00 = 12,420.00
  //   Basic 12,420.00 x 20% = 2,484.00
  //   Income Tax = 2,484.00
  // NI: (12,420.00 x 8%) = 993.6
  // Student loan plan1: (24,990.00 - 24,990) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 24,990.00 - 2,484.00 - 993.60 - 0.00 = 21,512.40
  {
    name: 'student loan plan1 at 24,990',
    period: '2024-25',
    input: { grossIncome: 24_990, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_420,
      incomeTax: 2_484,
      nationalInsurance: 993.6,
      studentLoan: 0,
      takeHome: 21_512.4,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 25,001.00 <= 100,000 -> standard 12,570
  // Taxable: 25,001.00 - 12,570.00 = 12,431.00
  //   Basic 12,431.00 x 20% = 2,486.20
  //   Income Tax = 2,486.20
  // NI: (12,431.00 x 8%) = 994.48
  // Student loan plan1: (25,001.00 - 24,990) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 25,001.00 - 2,486.20 - 994.48 - 0.00 = 21,520.32
  {
    name: 'student loan plan1 at 25,001',
    period: '2024-25',
    input: { grossIncome: 25_001, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_431,
      incomeTax: 2_486.2,
      nationalInsurance: 994.48,
      studentLoan: 0,
      takeHome: 21_520.32,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 25,002.00 <= 100,000 -> standard 12,570
  // Taxable: 25,002.00 - 12,570.00 = 12,432.00
  //   Basic 12,432.00 x 20% = 2,486.40
  //   Income Tax = 2,486.40
  // NI: (12,432.00 x 8%) = 994.56
  // Student loan plan1: (25,002.00 - 24,990) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 25,002.00 - 2,486.40 - 994.56 - 1.00 = 21,520.04
  {
    name: 'student loan plan1 at 25,002',
    period: '2024-25',
    input: { grossIncome: 25_002, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_432,
      incomeTax: 2_486.4,
      nationalInsurance: 994.56,
      studentLoan: 1,
      takeHome: 21_520.04,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan1: (40,000.00 - 24,990) x 9% = 1,350.9 -> whole pounds, rounded down = 1,350.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,350.00 = 30,969.60
  {
    name: 'student loan plan1 at 40,000',
    period: '2024-25',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_350,
      takeHome: 30_969.6,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,295.00 <= 100,000 -> standard 12,570
  // Taxable: 27,295.00 - 12,570.00 = 14,725.00
  //   Basic 14,725.00 x 20% = 2,945.00
  //   Income Tax = 2,945.00
  // NI: (14,725.00 x 8%) = 1,178
  // Student loan plan2: (27,295.00 - 27,295) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 27,295.00 - 2,945.00 - 1,178.00 - 0.00 = 23,172.00
  {
    name: 'student loan plan2 at 27,295',
    period: '2024-25',
    input: { grossIncome: 27_295, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_725,
      incomeTax: 2_945,
      nationalInsurance: 1_178,
      studentLoan: 0,
      takeHome: 23_172,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,306.00 <= 100,000 -> standard 12,570
  // Taxable: 27,306.00 - 12,570.00 = 14,736.00
  //   Basic 14,736.00 x 20% = 2,947.20
  //   Income Tax = 2,947.20
  // NI: (14,736.00 x 8%) = 1,178.88
  // Student loan plan2: (27,306.00 - 27,295) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 27,306.00 - 2,947.20 - 1,178.88 - 0.00 = 23,179.92
  {
    name: 'student loan plan2 at 27,306',
    period: '2024-25',
    input: { grossIncome: 27_306, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_736,
      incomeTax: 2_947.2,
      nationalInsurance: 1_178.88,
      studentLoan: 0,
      takeHome: 23_179.92,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 27,307.00 <= 100,000 -> standard 12,570
  // Taxable: 27,307.00 - 12,570.00 = 14,737.00
  //   Basic 14,737.00 x 20% = 2,947.40
  //   Income Tax = 2,947.40
  // NI: (14,737.00 x 8%) = 1,178.96
  // Student loan plan2: (27,307.00 - 27,295) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 27,307.00 - 2,947.40 - 1,178.96 - 1.00 = 23,179.64
  {
    name: 'student loan plan2 at 27,307',
    period: '2024-25',
    input: { grossIncome: 27_307, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_737,
      incomeTax: 2_947.4,
      nationalInsurance: 1_178.96,
      studentLoan: 1,
      takeHome: 23_179.64,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan2: (40,000.00 - 27,295) x 9% = 1,143.45 -> whole pounds, rounded down = 1,143.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,143.00 = 31,176.60
  {
    name: 'student loan plan2 at 40,000',
    period: '2024-25',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_143,
      takeHome: 31_176.6,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 31,395.00 <= 100,000 -> standard 12,570
  // Taxable: 31,395.00 - 12,570.00 = 18,825.00
  //   Basic 18,825.00 x 20% = 3,765.00
  //   Income Tax = 3,765.00
  // NI: (18,825.00 x 8%) = 1,506
  // Student loan plan4: (31,395.00 - 31,395) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 31,395.00 - 3,765.00 - 1,506.00 - 0.00 = 26,124.00
  {
    name: 'student loan plan4 at 31,395',
    period: '2024-25',
    input: { grossIncome: 31_395, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 18_825,
      incomeTax: 3_765,
      nationalInsurance: 1_506,
      studentLoan: 0,
      takeHome: 26_124,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 31,406.00 <= 100,000 -> standard 12,570
  // Taxable: 31,406.00 - 12,570.00 = 18,836.00
  //   Basic 18,836.00 x 20% = 3,767.20
  //   Income Tax = 3,767.20
  // NI: (18,836.00 x 8%) = 1,506.88
  // Student loan plan4: (31,406.00 - 31,395) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 31,406.00 - 3,767.20 - 1,506.88 - 0.00 = 26,131.92
  {
    name: 'student loan plan4 at 31,406',
    period: '2024-25',
    input: { grossIncome: 31_406, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 18_836,
      incomeTax: 3_767.2,
      nationalInsurance: 1_506.88,
      studentLoan: 0,
      takeHome: 26_131.92,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 31,407.00 <= 100,000 -> standard 12,570
  // Taxable: 31,407.00 - 12,570.00 = 18,837.00
  //   Basic 18,837.00 x 20% = 3,767.40
  //   Income Tax = 3,767.40
  // NI: (18,837.00 x 8%) = 1,506.96
  // Student loan plan4: (31,407.00 - 31,395) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 31,407.00 - 3,767.40 - 1,506.96 - 1.00 = 26,131.64
  {
    name: 'student loan plan4 at 31,407',
    period: '2024-25',
    input: { grossIncome: 31_407, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 18_837,
      incomeTax: 3_767.4,
      nationalInsurance: 1_506.96,
      studentLoan: 1,
      takeHome: 26_131.64,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan4: (40,000.00 - 31,395) x 9% = 774.45 -> whole pounds, rounded down = 774.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 774.00 = 31,545.60
  {
    name: 'student loan plan4 at 40,000',
    period: '2024-25',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 774,
      takeHome: 31_545.6,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Student loan plan5: no repayments before 2026-27 -> 0
  // Take-home: 100,000.00 - 27,432.00 - 4,010.60 - 0.00 = 68,557.40
  {
    name: 'student loan plan5 not yet repayable',
    period: '2024-25',
    input: { grossIncome: 100_000, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 87_430,
      incomeTax: 27_432,
      nationalInsurance: 4_010.6,
      studentLoan: 0,
      takeHome: 68_557.4,
    },
    source: [S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 21,000.00 <= 100,000 -> standard 12,570
  // Taxable: 21,000.00 - 12,570.00 = 8,430.00
  //   Basic 8,430.00 x 20% = 1,686.00
  //   Income Tax = 1,686.00
  // NI: (8,430.00 x 8%) = 674.4
  // Student loan postgraduate: (21,000.00 - 21,000) x 6% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 21,000.00 - 1,686.00 - 674.40 - 0.00 = 18,639.60
  {
    name: 'student loan postgraduate at 21,000',
    period: '2024-25',
    input: { grossIncome: 21_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_430,
      incomeTax: 1_686,
      nationalInsurance: 674.4,
      studentLoan: 0,
      takeHome: 18_639.6,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,016.00 <= 100,000 -> standard 12,570
  // Taxable: 21,016.00 - 12,570.00 = 8,446.00
  //   Basic 8,446.00 x 20% = 1,689.20
  //   Income Tax = 1,689.20
  // NI: (8,446.00 x 8%) = 675.68
  // Student loan postgraduate: (21,016.00 - 21,000) x 6% = 0.96 -> whole pounds, rounded down = 0.00
  // Take-home: 21,016.00 - 1,689.20 - 675.68 - 0.00 = 18,651.12
  {
    name: 'student loan postgraduate at 21,016',
    period: '2024-25',
    input: { grossIncome: 21_016, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_446,
      incomeTax: 1_689.2,
      nationalInsurance: 675.68,
      studentLoan: 0,
      takeHome: 18_651.12,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,017.00 <= 100,000 -> standard 12,570
  // Taxable: 21,017.00 - 12,570.00 = 8,447.00
  //   Basic 8,447.00 x 20% = 1,689.40
  //   Income Tax = 1,689.40
  // NI: (8,447.00 x 8%) = 675.76
  // Student loan postgraduate: (21,017.00 - 21,000) x 6% = 1.02 -> whole pounds, rounded down = 1.00
  // Take-home: 21,017.00 - 1,689.40 - 675.76 - 1.00 = 18,650.84
  {
    name: 'student loan postgraduate at 21,017',
    period: '2024-25',
    input: { grossIncome: 21_017, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_447,
      incomeTax: 1_689.4,
      nationalInsurance: 675.76,
      studentLoan: 1,
      takeHome: 18_650.84,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan postgraduate: (40,000.00 - 21,000) x 6% = 1,140 -> whole pounds, rounded down = 1,140.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,140.00 = 31,179.60
  {
    name: 'student loan postgraduate at 40,000',
    period: '2024-25',
    input: { grossIncome: 40_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_140,
      takeHome: 31_179.6,
    },
    source: [S.employer2024, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 12,570.01 <= 100,000 -> standard 12,570
  // Taxable: 12,570.01 - 12,570.00 = 0.01
  //   Basic 0.01 x 20% = 0.00 (= 0.002, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.01 x 8%) = 0.0008 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.01 - 0.00 - 0.00 = 12,570.01
  {
    name: 'NI: 1p above PT (12,570.01)',
    period: '2025-26',
    input: { grossIncome: 12570.01 },
    output: { personalAllowance: 12_570, taxableIncome: 0.01, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.01 },
    source: [S.employer2025, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 12,570.03 <= 100,000 -> standard 12,570
  // Taxable: 12,570.03 - 12,570.00 = 0.03
  //   Basic 0.03 x 20% = 0.00 (= 0.006, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.03 x 8%) = 0.0024 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.03 - 0.00 - 0.00 = 12,570.03
  {
    name: 'pence rounding (12,570.03)',
    period: '2025-26',
    input: { grossIncome: 12570.03 },
    output: { personalAllowance: 12_570, taxableIncome: 0.03, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.03 },
    source: [S.employer2025, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 12,570.07 <= 100,000 -> standard 12,570
  // Taxable: 12,570.07 - 12,570.00 = 0.07
  //   Basic 0.07 x 20% = 0.01 (= 0.014, fraction of a penny dropped)
  //   Income Tax = 0.01
  // NI: (0.07 x 8%) = 0.0056 -> to the penny, 1/2p or less disregarded = 0.01
  // Take-home: 12,570.07 - 0.01 - 0.01 = 12,570.05
  {
    name: 'pence rounding (12,570.07)',
    period: '2025-26',
    input: { grossIncome: 12570.07 },
    output: { personalAllowance: 12_570, taxableIncome: 0.07, incomeTax: 0.01, nationalInsurance: 0.01, takeHome: 12_570.05 },
    source: [S.employer2025, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 50,270.01 <= 100,000 -> standard 12,570
  // Taxable: 50,270.01 - 12,570.00 = 37,700.01
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 0.01 x 40% = 0.00 (= 0.004, fraction of a penny dropped)
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 8%) + (0.01 x 2%) = 3,016.0002 -> to the penny, 1/2p or less disregarded = 3,016.00
  // Take-home: 50,270.01 - 7,540.00 - 3,016.00 = 39,714.01
  {
    name: 'NI at UEL plus 1p (50,270.01)',
    period: '2025-26',
    input: { grossIncome: 50270.01 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700.01, incomeTax: 7_540, nationalInsurance: 3_016, takeHome: 39_714.01 },
    source: [S.employer2025, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // Take-home: 60,000.00 - 11,432.00 - 0.00 = 48,568.00
  {
    name: 'NI excluded',
    period: '2025-26',
    input: { grossIncome: 60_000, includeNationalInsurance: false },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, takeHome: 48_568 },
    source: [S.ratesCurrent],
  },
  // PA: adjusted net income 26,065.00 <= 100,000 -> standard 12,570
  // Taxable: 26,065.00 - 12,570.00 = 13,495.00
  //   Basic 13,495.00 x 20% = 2,699.00
  //   Income Tax = 2,699.00
  // NI: (13,495.00 x 8%) = 1,079.6
  // Student loan plan1: (26,065.00 - 26,065) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 26,065.00 - 2,699.00 - 1,079.60 - 0.00 = 22,286.40
  {
    name: 'student loan plan1 at 26,065',
    period: '2025-26',
    input: { grossIncome: 26_065, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 13_495,
      incomeTax: 2_699,
      nationalInsurance: 1_079.6,
      studentLoan: 0,
      takeHome: 22_286.4,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 26,076.00 <= 100,000 -> standard 12,570
  // Taxable: 26,076.00 - 12,570.00 = 13,506.00
  //   Basic 13,506.00 x 20% = 2,701.20
  //   Income Tax = 2,701.20
  // NI: (13,506.00 x 8%) = 1,080.48
  // Student loan plan1: (26,076.00 - 26,065) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 26,076.00 - 2,701.20 - 1,080.48 - 0.00 = 22,294.32
  {
    name: 'student loan plan1 at 26,076',
    period: '2025-26',
    input: { grossIncome: 26_076, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 13_506,
      incomeTax: 2_701.2,
      nationalInsurance: 1_080.48,
      studentLoan: 0,
      takeHome: 22_294.32,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 26,077.00 <= 100,000 -> standard 12,570
  // Taxable: 26,077.00 - 12,570.00 = 13,507.00
  //   Basic 13,507.00 x 20% = 2,701.40
  //   Income Tax = 2,701.40
  // NI: (13,507.00 x 8%) = 1,080.56
  // Student loan plan1: (26,077.00 - 26,065) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 26,077.00 - 2,701.40 - 1,080.56 - 1.00 = 22,294.04
  {
    name: 'student loan plan1 at 26,077',
    period: '2025-26',
    input: { grossIncome: 26_077, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 13_507,
      incomeTax: 2_701.4,
      nationalInsurance: 1_080.56,
      studentLoan: 1,
      takeHome: 22_294.04,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan1: (40,000.00 - 26,065) x 9% = 1,254.15 -> whole pounds, rounded down = 1,254.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,254.00 = 31,065.60
  {
    name: 'student loan plan1 at 40,000',
    period: '2025-26',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_254,
      takeHome: 31_065.6,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 28,470.00 <= 100,000 -> standard 12,570
  // Taxable: 28,470.00 - 12,570.00 = 15,900.00
  //   Basic 15,900.00 x 20% = 3,180.00
  //   Income Tax = 3,180.00
  // NI: (15,900.00 x 8%) = 1,272
  // Student loan plan2: (28,470.00 - 28,470) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 28,470.00 - 3,180.00 - 1,272.00 - 0.00 = 24,018.00
  {
    name: 'student loan plan2 at 28,470',
    period: '2025-26',
    input: { grossIncome: 28_470, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 15_900,
      incomeTax: 3_180,
      nationalInsurance: 1_272,
      studentLoan: 0,
      takeHome: 24_018,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 28,481.00 <= 100,000 -> standard 12,570
  // Taxable: 28,481.00 - 12,570.00 = 15,911.00
  //   Basic 15,911.00 x 20% = 3,182.20
  //   Income Tax = 3,182.20
  // NI: (15,911.00 x 8%) = 1,272.88
  // Student loan plan2: (28,481.00 - 28,470) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 28,481.00 - 3,182.20 - 1,272.88 - 0.00 = 24,025.92
  {
    name: 'student loan plan2 at 28,481',
    period: '2025-26',
    input: { grossIncome: 28_481, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 15_911,
      incomeTax: 3_182.2,
      nationalInsurance: 1_272.88,
      studentLoan: 0,
      takeHome: 24_025.92,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 28,482.00 <= 100,000 -> standard 12,570
  // Taxable: 28,482.00 - 12,570.00 = 15,912.00
  //   Basic 15,912.00 x 20% = 3,182.40
  //   Income Tax = 3,182.40
  // NI: (15,912.00 x 8%) = 1,272.96
  // Student loan plan2: (28,482.00 - 28,470) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 28,482.00 - 3,182.40 - 1,272.96 - 1.00 = 24,025.64
  {
    name: 'student loan plan2 at 28,482',
    period: '2025-26',
    input: { grossIncome: 28_482, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 15_912,
      incomeTax: 3_182.4,
      nationalInsurance: 1_272.96,
      studentLoan: 1,
      takeHome: 24_025.64,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan2: (40,000.00 - 28,470) x 9% = 1,037.7 -> whole pounds, rounded down = 1,037.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,037.00 = 31,282.60
  {
    name: 'student loan plan2 at 40,000',
    period: '2025-26',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_037,
      takeHome: 31_282.6,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 32,745.00 <= 100,000 -> standard 12,570
  // Taxable: 32,745.00 - 12,570.00 = 20,175.00
  //   Basic 20,175.00 x 20% = 4,035.00
  //   Income Tax = 4,035.00
  // NI: (20,175.00 x 8%) = 1,614
  // Student loan plan4: (32,745.00 - 32,745) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 32,745.00 - 4,035.00 - 1,614.00 - 0.00 = 27,096.00
  {
    name: 'student loan plan4 at 32,745',
    period: '2025-26',
    input: { grossIncome: 32_745, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 20_175,
      incomeTax: 4_035,
      nationalInsurance: 1_614,
      studentLoan: 0,
      takeHome: 27_096,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 32,756.00 <= 100,000 -> standard 12,570
  // Taxable: 32,756.00 - 12,570.00 = 20,186.00
  //   Basic 20,186.00 x 20% = 4,037.20
  //   Income Tax = 4,037.20
  // NI: (20,186.00 x 8%) = 1,614.88
  // Student loan plan4: (32,756.00 - 32,745) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 32,756.00 - 4,037.20 - 1,614.88 - 0.00 = 27,103.92
  {
    name: 'student loan plan4 at 32,756',
    period: '2025-26',
    input: { grossIncome: 32_756, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 20_186,
      incomeTax: 4_037.2,
      nationalInsurance: 1_614.88,
      studentLoan: 0,
      takeHome: 27_103.92,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 32,757.00 <= 100,000 -> standard 12,570
  // Taxable: 32,757.00 - 12,570.00 = 20,187.00
  //   Basic 20,187.00 x 20% = 4,037.40
  //   Income Tax = 4,037.40
  // NI: (20,187.00 x 8%) = 1,614.96
  // Student loan plan4: (32,757.00 - 32,745) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 32,757.00 - 4,037.40 - 1,614.96 - 1.00 = 27,103.64
  {
    name: 'student loan plan4 at 32,757',
    period: '2025-26',
    input: { grossIncome: 32_757, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 20_187,
      incomeTax: 4_037.4,
      nationalInsurance: 1_614.96,
      studentLoan: 1,
      takeHome: 27_103.64,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan4: (40,000.00 - 32,745) x 9% = 652.95 -> whole pounds, rounded down = 652.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 652.00 = 31,667.60
  {
    name: 'student loan plan4 at 40,000',
    period: '2025-26',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 652,
      takeHome: 31_667.6,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Student loan plan5: no repayments before 2026-27 -> 0
  // Take-home: 100,000.00 - 27,432.00 - 4,010.60 - 0.00 = 68,557.40
  {
    name: 'student loan plan5 not yet repayable',
    period: '2025-26',
    input: { grossIncome: 100_000, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 87_430,
      incomeTax: 27_432,
      nationalInsurance: 4_010.6,
      studentLoan: 0,
      takeHome: 68_557.4,
    },
    source: [S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 21,000.00 <= 100,000 -> standard 12,570
  // Taxable: 21,000.00 - 12,570.00 = 8,430.00
  //   Basic 8,430.00 x 20% = 1,686.00
  //   Income Tax = 1,686.00
  // NI: (8,430.00 x 8%) = 674.4
  // Student loan postgraduate: (21,000.00 - 21,000) x 6% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 21,000.00 - 1,686.00 - 674.40 - 0.00 = 18,639.60
  {
    name: 'student loan postgraduate at 21,000',
    period: '2025-26',
    input: { grossIncome: 21_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_430,
      incomeTax: 1_686,
      nationalInsurance: 674.4,
      studentLoan: 0,
      takeHome: 18_639.6,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,016.00 <= 100,000 -> standard 12,570
  // Taxable: 21,016.00 - 12,570.00 = 8,446.00
  //   Basic 8,446.00 x 20% = 1,689.20
  //   Income Tax = 1,689.20
  // NI: (8,446.00 x 8%) = 675.68
  // Student loan postgraduate: (21,016.00 - 21,000) x 6% = 0.96 -> whole pounds, rounded down = 0.00
  // Take-home: 21,016.00 - 1,689.20 - 675.68 - 0.00 = 18,651.12
  {
    name: 'student loan postgraduate at 21,016',
    period: '2025-26',
    input: { grossIncome: 21_016, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_446,
      incomeTax: 1_689.2,
      nationalInsurance: 675.68,
      studentLoan: 0,
      takeHome: 18_651.12,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,017.00 <= 100,000 -> standard 12,570
  // Taxable: 21,017.00 - 12,570.00 = 8,447.00
  //   Basic 8,447.00 x 20% = 1,689.40
  //   Income Tax = 1,689.40
  // NI: (8,447.00 x 8%) = 675.76
  // Student loan postgraduate: (21,017.00 - 21,000) x 6% = 1.02 -> whole pounds, rounded down = 1.00
  // Take-home: 21,017.00 - 1,689.40 - 675.76 - 1.00 = 18,650.84
  {
    name: 'student loan postgraduate at 21,017',
    period: '2025-26',
    input: { grossIncome: 21_017, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_447,
      incomeTax: 1_689.4,
      nationalInsurance: 675.76,
      studentLoan: 1,
      takeHome: 18_650.84,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan postgraduate: (40,000.00 - 21,000) x 6% = 1,140 -> whole pounds, rounded down = 1,140.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,140.00 = 31,179.60
  {
    name: 'student loan postgraduate at 40,000',
    period: '2025-26',
    input: { grossIncome: 40_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_140,
      takeHome: 31_179.6,
    },
    source: [S.employer2025, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // salary sacrifice lowers the base for Income Tax, NI and student loan
  // Pay after salary sacrifice: 60,000.00 - 5,000.00 = 55,000.00
  // PA: adjusted net income 55,000.00 <= 100,000 -> standard 12,570
  // Taxable: 55,000.00 - 12,570.00 = 42,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 4,730.00 x 40% = 1,892.00
  //   Income Tax = 9,432.00
  // NI: (37,700.00 x 8%) + (4,730.00 x 2%) = 3,110.6
  // Student loan plan2: (55,000.00 - 27,295) x 9% = 2,493.45 -> whole pounds, rounded down = 2,493.00
  // Take-home: 60,000.00 - 5,000.00 - 9,432.00 - 3,110.60 - 2,493.00 = 39,964.40
  {
    name: 'salary sacrifice 5,000 on 60,000, plan 2',
    period: '2024-25',
    input: { grossIncome: 60_000, pensionContribution: 5_000, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 42_430,
      incomeTax: 9_432,
      nationalInsurance: 3_110.6,
      studentLoan: 2_493,
      takeHome: 39_964.4,
    },
    source: [S.salarySacrifice, S.ratesPrevious, S.employer2024],
  },
  // Pay after salary sacrifice: 110,000.00 - 10,000.00 = 100,000.00
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 110,000.00 - 10,000.00 - 27,432.00 - 4,010.60 = 68,557.40
  {
    name: 'salary sacrifice restores the full allowance (110,000 - 10,000)',
    period: '2025-26',
    input: { grossIncome: 110_000, pensionContribution: 10_000 },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 27_432, nationalInsurance: 4_010.6, takeHome: 68_557.4 },
    source: [S.salarySacrifice, S.incomeOver100k, S.employer2025],
  },
  // Pay after salary sacrifice: 45,000.00 - 3,000.00 = 42,000.00
  // PA: adjusted net income 42,000.00 <= 100,000 -> standard 12,570
  // Taxable: 42,000.00 - 12,570.00 = 29,430.00
  //   Starter 2,162.00 x 19% = 410.78
  //   Basic 10,956.00 x 20% = 2,191.20
  //   Intermediate 16,312.00 x 21% = 3,425.52
  //   Income Tax = 6,027.50
  // NI: (29,430.00 x 11.5%) = 3,384.45
  // Student loan plan4: (42,000.00 - 27,660) x 9% = 1,290.6 -> whole pounds, rounded down = 1,290.00
  // Take-home: 45,000.00 - 3,000.00 - 6,027.50 - 3,384.45 - 1,290.00 = 31,298.05
  {
    name: 'salary sacrifice in Scotland, plan 4',
    period: '2023-24',
    input: { grossIncome: 45_000, region: 'scotland', pensionContribution: 3_000, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 29_430,
      incomeTax: 6_027.5,
      nationalInsurance: 3_384.45,
      studentLoan: 1_290,
      takeHome: 31_298.05,
    },
    source: [S.salarySacrifice, S.scotland2023, S.employer2023],
  },
  // Pay after salary sacrifice: 30,000.00 - 30,000.00 = 0.00
  // PA: adjusted net income 0.00 <= 100,000 -> standard 12,570
  // Taxable: 0.00 - 0.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Student loan plan1: (0.00 - 24,990) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 30,000.00 - 30,000.00 - 0.00 - 0.00 - 0.00 = 0.00
  {
    name: 'salary sacrifice of the whole income',
    period: '2024-25',
    input: { grossIncome: 30_000, pensionContribution: 30_000, studentLoanPlan: 'plan1' },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, studentLoan: 0, takeHome: 0 },
    source: [S.salarySacrifice],
  },
  // large inputs stay exact (BigInt path in applyRate)
  // PA: (1,000,000,000,000.00 - 100,000) / 2 = 499,999,950,000 >= 12,570 -> 0
  // Taxable: 1,000,000,000,000.00 - 0.00 = 1,000,000,000,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 999,999,874,860.00 x 45% = 449,999,943,687.00
  //   Income Tax = 449,999,986,203.00
  // NI: (37,700.00 x 11.5%) + (999,999,949,730.00 x 2%) = 20,000,003,330.1
  // Take-home: 1,000,000,000,000.00 - 449,999,986,203.00 - 20,000,003,330.10 = 530,000,010,466.90
  {
    name: 'API maximum 1e12',
    period: '2023-24',
    input: { grossIncome: 1_000_000_000_000 },
    output: {
      personalAllowance: 0,
      taxableIncome: 1_000_000_000_000,
      incomeTax: 449_999_986_203,
      nationalInsurance: 20_000_003_330.1,
      takeHome: 530_000_010_466.9,
    },
    source: [S.ratesPrevious, S.employer2023],
  },
  // PA: (1,000,000,000,000.00 - 100,000) / 2 = 499,999,950,000 >= 12,570 -> 0
  // Taxable: 1,000,000,000,000.00 - 0.00 = 1,000,000,000,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 999,999,874,860.00 x 45% = 449,999,943,687.00
  //   Income Tax = 449,999,986,203.00
  // NI: (37,700.00 x 8%) + (999,999,949,730.00 x 2%) = 20,000,002,010.6
  // Take-home: 1,000,000,000,000.00 - 449,999,986,203.00 - 20,000,002,010.60 = 530,000,011,786.40
  {
    name: 'API maximum 1e12',
    period: '2024-25',
    input: { grossIncome: 1_000_000_000_000 },
    output: {
      personalAllowance: 0,
      taxableIncome: 1_000_000_000_000,
      incomeTax: 449_999_986_203,
      nationalInsurance: 20_000_002_010.6,
      takeHome: 530_000_011_786.4,
    },
    source: [S.ratesPrevious, S.employer2024],
  },
  // PA: (1,000,000,000,000.00 - 100,000) / 2 = 499,999,950,000 >= 12,570 -> 0
  // Taxable: 1,000,000,000,000.00 - 0.00 = 1,000,000,000,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 999,999,874,860.00 x 45% = 449,999,943,687.00
  //   Income Tax = 449,999,986,203.00
  // NI: (37,700.00 x 8%) + (999,999,949,730.00 x 2%) = 20,000,002,010.6
  // Take-home: 1,000,000,000,000.00 - 449,999,986,203.00 - 20,000,002,010.60 = 530,000,011,786.40
  {
    name: 'API maximum 1e12',
    period: '2025-26',
    input: { grossIncome: 1_000_000_000_000 },
    output: {
      personalAllowance: 0,
      taxableIncome: 1_000_000_000_000,
      incomeTax: 449_999_986_203,
      nationalInsurance: 20_000_002_010.6,
      takeHome: 530_000_011_786.4,
    },
    source: [S.ratesCurrent, S.employer2025],
  },
  // PA: (999,999,999,999.99 - 100,000) / 2 = 499,999,949,999.995 >= 12,570 -> 0
  // Taxable: 999,999,999,999.99 - 0.00 = 999,999,999,999.99
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 999,999,874,859.99 x 45% = 449,999,943,686.99 (= 449,999,943,686.9955, fraction of a penny dropped)
  //   Income Tax = 449,999,986,202.99
  // NI: (37,700.00 x 8%) + (999,999,949,729.99 x 2%) = 20,000,002,010.5998 -> to the penny, 1/2p or less disregarded = 20,000,002,010.60
  // Take-home: 999,999,999,999.99 - 449,999,986,202.99 - 20,000,002,010.60 = 530,000,011,786.40
  {
    name: 'just under the API maximum (999,999,999,999.99)',
    period: '2024-25',
    input: { grossIncome: 999999999999.99 },
    output: {
      personalAllowance: 0,
      taxableIncome: 999_999_999_999.99,
      incomeTax: 449_999_986_202.99,
      nationalInsurance: 20_000_002_010.6,
      takeHome: 530_000_011_786.4,
    },
    source: [S.ratesPrevious, S.employer2024, S.niRounding],
  },
  // PA: (1,000,000,000,000.00 - 100,000) / 2 = 499,999,950,000 >= 12,570 -> 0
  // Taxable: 1,000,000,000,000.00 - 0.00 = 1,000,000,000,000.00
  //   Starter 2,827.00 x 19% = 537.13
  //   Basic 12,094.00 x 20% = 2,418.80
  //   Intermediate 16,171.00 x 21% = 3,395.91
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 999,999,874,860.00 x 48% = 479,999,939,932.80
  //   Income Tax = 479,999,987,666.10
  // NI: (37,700.00 x 8%) + (999,999,949,730.00 x 2%) = 20,000,002,010.6
  // Take-home: 1,000,000,000,000.00 - 479,999,987,666.10 - 20,000,002,010.60 = 500,000,010,323.30
  {
    name: 'Scotland 1e12',
    period: '2025-26',
    input: { grossIncome: 1_000_000_000_000, region: 'scotland' },
    output: {
      personalAllowance: 0,
      taxableIncome: 1_000_000_000_000,
      incomeTax: 479_999_987_666.1,
      nationalInsurance: 20_000_002_010.6,
      takeHome: 500_000_010_323.3,
    },
    source: [S.scotland2025, S.employer2025],
  },
  // other regions use the rest-of-UK bands
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // NI: (37,700.00 x 8%) + (9,730.00 x 2%) = 3,210.6
  // Take-home: 60,000.00 - 11,432.00 - 3,210.60 = 45,357.40
  {
    name: 'Wales equals England',
    period: '2024-25',
    input: { grossIncome: 60_000, region: 'wales' },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, nationalInsurance: 3_210.6, takeHome: 45_357.4 },
    source: [S.welshRates2024, S.ratesPrevious],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // NI: (37,700.00 x 8%) + (9,730.00 x 2%) = 3,210.6
  // Take-home: 60,000.00 - 11,432.00 - 3,210.60 = 45,357.40
  {
    name: 'Northern Ireland equals England',
    period: '2025-26',
    input: { grossIncome: 60_000, region: 'northern-ireland' },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, nationalInsurance: 3_210.6, takeHome: 45_357.4 },
    source: [S.ratesCurrent, S.employer2025],
  },
];

/**
 * 2026-27. What changed: the Scottish starter and basic rate limits (taxable £3,967 and £16,956), the Plan 1, 2 and 4
 * thresholds (£26,900, £29,385, £33,795), and Plan 5 repayments start (£25,000, 9%). Everything else is as in 2025-26:
 * allowance £12,570 and taper from £100,000, rUK bands £37,700 / £125,140 at 20/40/45%, NI 8% from £12,570 to £50,270
 * and 2% above, postgraduate £21,000 at 6%. Wales: 10p in each band (Senedd motion NDM9117, 27 January 2026).
 */
const taxYear2026Cases: readonly UkCase[] = [
  // ---- 2026-27: official example ----
  // gov.uk's worked example ("£35,000 ... 20% on £22,430 (£35,000 minus £12,570)"), with 2026-27's unchanged allowance and bands
  // PA: adjusted net income 35,000.00 <= 100,000 -> standard 12,570
  // Taxable: 35,000.00 - 12,570.00 = 22,430.00
  //   Basic 22,430.00 x 20% = 4,486.00
  //   Income Tax = 4,486.00
  // NI: (22,430.00 x 8%) = 1,794.4
  // Take-home: 35,000.00 - 4,486.00 - 1,794.40 = 28,719.60
  {
    name: 'gov.uk example recomputed: £35,000, basic rate on £22,430',
    period: '2026-27',
    input: { grossIncome: 35_000 },
    output: { personalAllowance: 12_570, taxableIncome: 22_430, incomeTax: 4_486, nationalInsurance: 1_794.4, takeHome: 28_719.6 },
    source: [S.ratesCurrent, S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // ---- 2026-27: rest of UK ----
  // PA: adjusted net income 0.00 <= 100,000 -> standard 12,570
  // Taxable: 0.00 - 0.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 0.00 - 0.00 - 0.00 = 0.00
  {
    name: 'rUK nil income (0)',
    period: '2026-27',
    input: { grossIncome: 0 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 0 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 12,569.99 <= 100,000 -> standard 12,570
  // Taxable: 12,569.99 - 12,569.99 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,569.99 - 0.00 - 0.00 = 12,569.99
  {
    name: 'rUK 1p below the Personal Allowance / Primary Threshold (12,569.99)',
    period: '2026-27',
    input: { grossIncome: 12_569.99 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_569.99 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'rUK at the Personal Allowance / Primary Threshold (12,570)',
    period: '2026-27',
    input: { grossIncome: 12_570 },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 12,570.01 <= 100,000 -> standard 12,570
  // Taxable: 12,570.01 - 12,570.00 = 0.01
  //   Basic 0.01 x 20% = 0.00 (= 0.002, fraction of a penny dropped)
  //   Income Tax = 0.00
  // NI: (0.01 x 8%) = 0.0008 -> to the penny, 1/2p or less disregarded = 0.00
  // Take-home: 12,570.01 - 0.00 - 0.00 = 12,570.01
  {
    name: 'rUK 1p above the Personal Allowance / Primary Threshold (12,570.01)',
    period: '2026-27',
    input: { grossIncome: 12_570.01 },
    output: { personalAllowance: 12_570, taxableIncome: 0.01, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570.01 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 0.20
  // NI: (1.00 x 8%) = 0.08
  // Take-home: 12,571.00 - 0.20 - 0.08 = 12,570.72
  {
    name: 'rUK first pound above the allowance and PT (12,571)',
    period: '2026-27',
    input: { grossIncome: 12_571 },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.2, nationalInsurance: 0.08, takeHome: 12_570.72 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 50,269.99 <= 100,000 -> standard 12,570
  // Taxable: 50,269.99 - 12,570.00 = 37,699.99
  //   Basic 37,699.99 x 20% = 7,539.99 (= 7,539.998, fraction of a penny dropped)
  //   Income Tax = 7,539.99
  // NI: (37,699.99 x 8%) = 3,015.9992 -> to the penny, 1/2p or less disregarded = 3,016.00
  // Take-home: 50,269.99 - 7,539.99 - 3,016.00 = 39,714.00
  {
    name: 'rUK 1p below the higher rate threshold / UEL (50,269.99)',
    period: '2026-27',
    input: { grossIncome: 50_269.99 },
    output: { personalAllowance: 12_570, taxableIncome: 37_699.99, incomeTax: 7_539.99, nationalInsurance: 3_016, takeHome: 39_714 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 50,270.00 <= 100,000 -> standard 12,570
  // Taxable: 50,270.00 - 12,570.00 = 37,700.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 8%) = 3,016
  // Take-home: 50,270.00 - 7,540.00 - 3,016.00 = 39,714.00
  {
    name: 'rUK at the higher rate threshold / UEL (50,270)',
    period: '2026-27',
    input: { grossIncome: 50_270 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700, incomeTax: 7_540, nationalInsurance: 3_016, takeHome: 39_714 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 50,270.01 <= 100,000 -> standard 12,570
  // Taxable: 50,270.01 - 12,570.00 = 37,700.01
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 0.01 x 40% = 0.00 (= 0.004, fraction of a penny dropped)
  //   Income Tax = 7,540.00
  // NI: (37,700.00 x 8%) + (0.01 x 2%) = 3,016.0002 -> to the penny, 1/2p or less disregarded = 3,016.00
  // Take-home: 50,270.01 - 7,540.00 - 3,016.00 = 39,714.01
  {
    name: 'rUK 1p above the higher rate threshold / UEL (50,270.01)',
    period: '2026-27',
    input: { grossIncome: 50_270.01 },
    output: { personalAllowance: 12_570, taxableIncome: 37_700.01, incomeTax: 7_540, nationalInsurance: 3_016, takeHome: 39_714.01 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024, S.niRounding],
  },
  // PA: adjusted net income 50,271.00 <= 100,000 -> standard 12,570
  // Taxable: 50,271.00 - 12,570.00 = 37,701.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 1.00 x 40% = 0.40
  //   Income Tax = 7,540.40
  // NI: (37,700.00 x 8%) + (1.00 x 2%) = 3,016.02
  // Take-home: 50,271.00 - 7,540.40 - 3,016.02 = 39,714.58
  {
    name: 'rUK first pound above the higher rate threshold / UEL (50,271)',
    period: '2026-27',
    input: { grossIncome: 50_271 },
    output: { personalAllowance: 12_570, taxableIncome: 37_701, incomeTax: 7_540.4, nationalInsurance: 3_016.02, takeHome: 39_714.58 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // NI: (37,700.00 x 8%) + (9,730.00 x 2%) = 3,210.6
  // Take-home: 60,000.00 - 11,432.00 - 3,210.60 = 45,357.40
  {
    name: 'rUK £60,000',
    period: '2026-27',
    input: { grossIncome: 60_000 },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, nationalInsurance: 3_210.6, takeHome: 45_357.4 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.00 x 40% = 19,892.00
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 100,000.00 - 27,432.00 - 4,010.60 = 68,557.40
  {
    name: 'rUK taper start (100,000)',
    period: '2026-27',
    input: { grossIncome: 100_000 },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 27_432, nationalInsurance: 4_010.6, takeHome: 68_557.4 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: 12,570 - (100,000.01 - 100,000) / 2 = 12,570 - 0.005 = 12,569.995 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,000.01 - 12,570.00 = 87,430.01
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,730.01 x 40% = 19,892.00 (= 19,892.004, fraction of a penny dropped)
  //   Income Tax = 27,432.00
  // NI: (37,700.00 x 8%) + (49,730.01 x 2%) = 4,010.6002 -> to the penny, 1/2p or less disregarded = 4,010.60
  // Take-home: 100,000.01 - 27,432.00 - 4,010.60 = 68,557.41
  {
    name: 'rUK taper: 1p over (100,000.01)',
    period: '2026-27',
    input: { grossIncome: 100_000.01 },
    output: { personalAllowance: 12_570, taxableIncome: 87_430.01, incomeTax: 27_432, nationalInsurance: 4_010.6, takeHome: 68_557.41 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,731.00 x 40% = 19,892.40
  //   Income Tax = 27,432.40
  // NI: (37,700.00 x 8%) + (49,731.00 x 2%) = 4,010.62
  // Take-home: 100,001.00 - 27,432.40 - 4,010.62 = 68,557.98
  {
    name: 'rUK taper: £1 over (allowance rounds up) (100,001)',
    period: '2026-27',
    input: { grossIncome: 100_001 },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 27_432.4, nationalInsurance: 4_010.62, takeHome: 68_557.98 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 49,733.00 x 40% = 19,893.20
  //   Income Tax = 27,433.20
  // NI: (37,700.00 x 8%) + (49,732.00 x 2%) = 4,010.64
  // Take-home: 100,002.00 - 27,433.20 - 4,010.64 = 68,558.16
  {
    name: 'rUK taper: £2 over (100,002)',
    period: '2026-27',
    input: { grossIncome: 100_002 },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 27_433.2, nationalInsurance: 4_010.64, takeHome: 68_558.16 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 64,730.00 x 40% = 25,892.00
  //   Income Tax = 33,432.00
  // NI: (37,700.00 x 8%) + (59,730.00 x 2%) = 4,210.6
  // Take-home: 110,000.00 - 33,432.00 - 4,210.60 = 72,357.40
  {
    name: 'rUK mid-taper (110,000)',
    period: '2026-27',
    input: { grossIncome: 110_000 },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 33_432, nationalInsurance: 4_210.6, takeHome: 72_357.4 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: 12,570 - (125,139.00 - 100,000) / 2 = 12,570 - 12,569.5 = 0.5 -> rounded up to a whole pound (s.35(3)) = 1.00
  // Taxable: 125,139.00 - 1.00 = 125,138.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,438.00 x 40% = 34,975.20
  //   Income Tax = 42,515.20
  // NI: (37,700.00 x 8%) + (74,869.00 x 2%) = 4,513.38
  // Take-home: 125,139.00 - 42,515.20 - 4,513.38 = 78,110.42
  {
    name: 'rUK taper: £1 below the end (allowance rounds up to £1) (125,139)',
    period: '2026-27',
    input: { grossIncome: 125_139 },
    output: { personalAllowance: 1, taxableIncome: 125_138, incomeTax: 42_515.2, nationalInsurance: 4_513.38, takeHome: 78_110.42 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: 12,570 - (125,139.99 - 100,000) / 2 = 12,570 - 12,569.995 = 0.005 -> rounded up to a whole pound (s.35(3)) = 1.00
  // Taxable: 125,139.99 - 1.00 = 125,138.99
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,438.99 x 40% = 34,975.59 (= 34,975.596, fraction of a penny dropped)
  //   Income Tax = 42,515.59
  // NI: (37,700.00 x 8%) + (74,869.99 x 2%) = 4,513.3998 -> to the penny, 1/2p or less disregarded = 4,513.40
  // Take-home: 125,139.99 - 42,515.59 - 4,513.40 = 78,111.00
  {
    name: 'rUK taper: 1p below the end (allowance rounds up to £1) (125,139.99)',
    period: '2026-27',
    input: { grossIncome: 125_139.99 },
    output: { personalAllowance: 1, taxableIncome: 125_138.99, incomeTax: 42_515.59, nationalInsurance: 4_513.4, takeHome: 78_111 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Income Tax = 42,516.00
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 42,516.00 - 4,513.40 = 78,110.60
  {
    name: 'rUK taper end, allowance nil (125,140)',
    period: '2026-27',
    input: { grossIncome: 125_140 },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 42_516, nationalInsurance: 4_513.4, takeHome: 78_110.6 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: (125,140.01 - 100,000) / 2 = 12,570.005 >= 12,570 -> 0
  // Taxable: 125,140.01 - 0.00 = 125,140.01
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 0.01 x 45% = 0.00 (= 0.0045, fraction of a penny dropped)
  //   Income Tax = 42,516.00
  // NI: (37,700.00 x 8%) + (74,870.01 x 2%) = 4,513.4002 -> to the penny, 1/2p or less disregarded = 4,513.40
  // Take-home: 125,140.01 - 42,516.00 - 4,513.40 = 78,110.61
  {
    name: 'rUK 1p into the additional rate (125,140.01)',
    period: '2026-27',
    input: { grossIncome: 125_140.01 },
    output: { personalAllowance: 0, taxableIncome: 125_140.01, incomeTax: 42_516, nationalInsurance: 4_513.4, takeHome: 78_110.61 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 1.00 x 45% = 0.45
  //   Income Tax = 42,516.45
  // NI: (37,700.00 x 8%) + (74,871.00 x 2%) = 4,513.42
  // Take-home: 125,141.00 - 42,516.45 - 4,513.42 = 78,111.13
  {
    name: 'rUK first pound of additional rate (125,141)',
    period: '2026-27',
    input: { grossIncome: 125_141 },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 42_516.45, nationalInsurance: 4_513.42, takeHome: 78_111.13 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 24,860.00 x 45% = 11,187.00
  //   Income Tax = 53,703.00
  // NI: (37,700.00 x 8%) + (99,730.00 x 2%) = 5,010.6
  // Take-home: 150,000.00 - 53,703.00 - 5,010.60 = 91,286.40
  {
    name: 'rUK above the taper (150,000)',
    period: '2026-27',
    input: { grossIncome: 150_000 },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 53_703, nationalInsurance: 5_010.6, takeHome: 91_286.4 },
    source: [S.incomeOver100k, S.ita2007s35, S.fa2023s6, S.fa2026s2, S.employer2026],
  },
  // ---- 2026-27: Scotland band edges ----
  // PA: adjusted net income 12,570.00 <= 100,000 -> standard 12,570
  // Taxable: 12,570.00 - 12,570.00 = 0.00
  //   Income Tax = 0.00
  // NI: (0.00 x 8%) = 0
  // Take-home: 12,570.00 - 0.00 - 0.00 = 12,570.00
  {
    name: 'Scotland band edge 12,570',
    period: '2026-27',
    input: { grossIncome: 12_570, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 0, incomeTax: 0, nationalInsurance: 0, takeHome: 12_570 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 12,571.00 <= 100,000 -> standard 12,570
  // Taxable: 12,571.00 - 12,570.00 = 1.00
  //   Starter 1.00 x 19% = 0.19
  //   Income Tax = 0.19
  // NI: (1.00 x 8%) = 0.08
  // Take-home: 12,571.00 - 0.19 - 0.08 = 12,570.73
  {
    name: 'Scotland band edge 12,571',
    period: '2026-27',
    input: { grossIncome: 12_571, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 1, incomeTax: 0.19, nationalInsurance: 0.08, takeHome: 12_570.73 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 16,536.99 <= 100,000 -> standard 12,570
  // Taxable: 16,536.99 - 12,570.00 = 3,966.99
  //   Starter 3,966.99 x 19% = 753.72 (= 753.7281, fraction of a penny dropped)
  //   Income Tax = 753.72
  // NI: (3,966.99 x 8%) = 317.3592 -> to the penny, 1/2p or less disregarded = 317.36
  // Take-home: 16,536.99 - 753.72 - 317.36 = 15,465.91
  {
    name: 'Scotland band edge 16,536.99',
    period: '2026-27',
    input: { grossIncome: 16_536.99, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 3_966.99, incomeTax: 753.72, nationalInsurance: 317.36, takeHome: 15_465.91 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 16,537.00 <= 100,000 -> standard 12,570
  // Taxable: 16,537.00 - 12,570.00 = 3,967.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Income Tax = 753.73
  // NI: (3,967.00 x 8%) = 317.36
  // Take-home: 16,537.00 - 753.73 - 317.36 = 15,465.91
  {
    name: 'Scotland band edge 16,537',
    period: '2026-27',
    input: { grossIncome: 16_537, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 3_967, incomeTax: 753.73, nationalInsurance: 317.36, takeHome: 15_465.91 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 16,537.01 <= 100,000 -> standard 12,570
  // Taxable: 16,537.01 - 12,570.00 = 3,967.01
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 0.01 x 20% = 0.00 (= 0.002, fraction of a penny dropped)
  //   Income Tax = 753.73
  // NI: (3,967.01 x 8%) = 317.3608 -> to the penny, 1/2p or less disregarded = 317.36
  // Take-home: 16,537.01 - 753.73 - 317.36 = 15,465.92
  {
    name: 'Scotland band edge 16,537.01',
    period: '2026-27',
    input: { grossIncome: 16_537.01, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 3_967.01, incomeTax: 753.73, nationalInsurance: 317.36, takeHome: 15_465.92 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 16,538.00 <= 100,000 -> standard 12,570
  // Taxable: 16,538.00 - 12,570.00 = 3,968.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 1.00 x 20% = 0.20
  //   Income Tax = 753.93
  // NI: (3,968.00 x 8%) = 317.44
  // Take-home: 16,538.00 - 753.93 - 317.44 = 15,466.63
  {
    name: 'Scotland band edge 16,538',
    period: '2026-27',
    input: { grossIncome: 16_538, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 3_968, incomeTax: 753.93, nationalInsurance: 317.44, takeHome: 15_466.63 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 29,525.99 <= 100,000 -> standard 12,570
  // Taxable: 29,525.99 - 12,570.00 = 16,955.99
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,988.99 x 20% = 2,597.79 (= 2,597.798, fraction of a penny dropped)
  //   Income Tax = 3,351.52
  // NI: (16,955.99 x 8%) = 1,356.4792 -> to the penny, 1/2p or less disregarded = 1,356.48
  // Take-home: 29,525.99 - 3,351.52 - 1,356.48 = 24,817.99
  {
    name: 'Scotland band edge 29,525.99',
    period: '2026-27',
    input: { grossIncome: 29_525.99, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 16_955.99, incomeTax: 3_351.52, nationalInsurance: 1_356.48, takeHome: 24_817.99 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 29,526.00 <= 100,000 -> standard 12,570
  // Taxable: 29,526.00 - 12,570.00 = 16,956.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Income Tax = 3,351.53
  // NI: (16,956.00 x 8%) = 1,356.48
  // Take-home: 29,526.00 - 3,351.53 - 1,356.48 = 24,817.99
  {
    name: 'Scotland band edge 29,526',
    period: '2026-27',
    input: { grossIncome: 29_526, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 16_956, incomeTax: 3_351.53, nationalInsurance: 1_356.48, takeHome: 24_817.99 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 29,526.01 <= 100,000 -> standard 12,570
  // Taxable: 29,526.01 - 12,570.00 = 16,956.01
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 0.01 x 21% = 0.00 (= 0.0021, fraction of a penny dropped)
  //   Income Tax = 3,351.53
  // NI: (16,956.01 x 8%) = 1,356.4808 -> to the penny, 1/2p or less disregarded = 1,356.48
  // Take-home: 29,526.01 - 3,351.53 - 1,356.48 = 24,818.00
  {
    name: 'Scotland band edge 29,526.01',
    period: '2026-27',
    input: { grossIncome: 29_526.01, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 16_956.01, incomeTax: 3_351.53, nationalInsurance: 1_356.48, takeHome: 24_818 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 29,527.00 <= 100,000 -> standard 12,570
  // Taxable: 29,527.00 - 12,570.00 = 16,957.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 1.00 x 21% = 0.21
  //   Income Tax = 3,351.74
  // NI: (16,957.00 x 8%) = 1,356.56
  // Take-home: 29,527.00 - 3,351.74 - 1,356.56 = 24,818.70
  {
    name: 'Scotland band edge 29,527',
    period: '2026-27',
    input: { grossIncome: 29_527, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 16_957, incomeTax: 3_351.74, nationalInsurance: 1_356.56, takeHome: 24_818.7 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 43,661.99 <= 100,000 -> standard 12,570
  // Taxable: 43,661.99 - 12,570.00 = 31,091.99
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,135.99 x 21% = 2,968.55 (= 2,968.5579, fraction of a penny dropped)
  //   Income Tax = 6,320.08
  // NI: (31,091.99 x 8%) = 2,487.3592 -> to the penny, 1/2p or less disregarded = 2,487.36
  // Take-home: 43,661.99 - 6,320.08 - 2,487.36 = 34,854.55
  {
    name: 'Scotland band edge 43,661.99',
    period: '2026-27',
    input: { grossIncome: 43_661.99, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_091.99, incomeTax: 6_320.08, nationalInsurance: 2_487.36, takeHome: 34_854.55 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 43,662.00 <= 100,000 -> standard 12,570
  // Taxable: 43,662.00 - 12,570.00 = 31,092.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Income Tax = 6,320.09
  // NI: (31,092.00 x 8%) = 2,487.36
  // Take-home: 43,662.00 - 6,320.09 - 2,487.36 = 34,854.55
  {
    name: 'Scotland band edge 43,662',
    period: '2026-27',
    input: { grossIncome: 43_662, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_092, incomeTax: 6_320.09, nationalInsurance: 2_487.36, takeHome: 34_854.55 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 43,662.01 <= 100,000 -> standard 12,570
  // Taxable: 43,662.01 - 12,570.00 = 31,092.01
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 0.01 x 42% = 0.00 (= 0.0042, fraction of a penny dropped)
  //   Income Tax = 6,320.09
  // NI: (31,092.01 x 8%) = 2,487.3608 -> to the penny, 1/2p or less disregarded = 2,487.36
  // Take-home: 43,662.01 - 6,320.09 - 2,487.36 = 34,854.56
  {
    name: 'Scotland band edge 43,662.01',
    period: '2026-27',
    input: { grossIncome: 43_662.01, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_092.01, incomeTax: 6_320.09, nationalInsurance: 2_487.36, takeHome: 34_854.56 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 43,663.00 <= 100,000 -> standard 12,570
  // Taxable: 43,663.00 - 12,570.00 = 31,093.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 1.00 x 42% = 0.42
  //   Income Tax = 6,320.51
  // NI: (31,093.00 x 8%) = 2,487.44
  // Take-home: 43,663.00 - 6,320.51 - 2,487.44 = 34,855.05
  {
    name: 'Scotland band edge 43,663',
    period: '2026-27',
    input: { grossIncome: 43_663, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 31_093, incomeTax: 6_320.51, nationalInsurance: 2_487.44, takeHome: 34_855.05 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 74,999.99 <= 100,000 -> standard 12,570
  // Taxable: 74,999.99 - 12,570.00 = 62,429.99
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,337.99 x 42% = 13,161.95 (= 13,161.9558, fraction of a penny dropped)
  //   Income Tax = 19,482.04
  // NI: (37,700.00 x 8%) + (24,729.99 x 2%) = 3,510.5998 -> to the penny, 1/2p or less disregarded = 3,510.60
  // Take-home: 74,999.99 - 19,482.04 - 3,510.60 = 52,007.35
  {
    name: 'Scotland band edge 74,999.99',
    period: '2026-27',
    input: { grossIncome: 74_999.99, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_429.99, incomeTax: 19_482.04, nationalInsurance: 3_510.6, takeHome: 52_007.35 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 75,000.00 <= 100,000 -> standard 12,570
  // Taxable: 75,000.00 - 12,570.00 = 62,430.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Income Tax = 19,482.05
  // NI: (37,700.00 x 8%) + (24,730.00 x 2%) = 3,510.6
  // Take-home: 75,000.00 - 19,482.05 - 3,510.60 = 52,007.35
  {
    name: 'Scotland band edge 75,000',
    period: '2026-27',
    input: { grossIncome: 75_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_430, incomeTax: 19_482.05, nationalInsurance: 3_510.6, takeHome: 52_007.35 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 75,000.01 <= 100,000 -> standard 12,570
  // Taxable: 75,000.01 - 12,570.00 = 62,430.01
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 0.01 x 45% = 0.00 (= 0.0045, fraction of a penny dropped)
  //   Income Tax = 19,482.05
  // NI: (37,700.00 x 8%) + (24,730.01 x 2%) = 3,510.6002 -> to the penny, 1/2p or less disregarded = 3,510.60
  // Take-home: 75,000.01 - 19,482.05 - 3,510.60 = 52,007.36
  {
    name: 'Scotland band edge 75,000.01',
    period: '2026-27',
    input: { grossIncome: 75_000.01, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_430.01, incomeTax: 19_482.05, nationalInsurance: 3_510.6, takeHome: 52_007.36 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // PA: adjusted net income 75,001.00 <= 100,000 -> standard 12,570
  // Taxable: 75,001.00 - 12,570.00 = 62,431.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 1.00 x 45% = 0.45
  //   Income Tax = 19,482.50
  // NI: (37,700.00 x 8%) + (24,731.00 x 2%) = 3,510.62
  // Take-home: 75,001.00 - 19,482.50 - 3,510.62 = 52,007.88
  {
    name: 'Scotland band edge 75,001',
    period: '2026-27',
    input: { grossIncome: 75_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 62_431, incomeTax: 19_482.5, nationalInsurance: 3_510.62, takeHome: 52_007.88 },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
  // ---- 2026-27: Scotland taper ----
  // PA: adjusted net income 100,000.00 <= 100,000 -> standard 12,570
  // Taxable: 100,000.00 - 12,570.00 = 87,430.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,000.00 x 45% = 11,250.00
  //   Income Tax = 30,732.05
  // NI: (37,700.00 x 8%) + (49,730.00 x 2%) = 4,010.6
  // Take-home: 100,000.00 - 30,732.05 - 4,010.60 = 65,257.35
  {
    name: 'Scotland taper 100,000',
    period: '2026-27',
    input: { grossIncome: 100_000, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_430, incomeTax: 30_732.05, nationalInsurance: 4_010.6, takeHome: 65_257.35 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: 12,570 - (100,001.00 - 100,000) / 2 = 12,570 - 0.5 = 12,569.5 -> rounded up to a whole pound (s.35(3)) = 12,570.00
  // Taxable: 100,001.00 - 12,570.00 = 87,431.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,001.00 x 45% = 11,250.45
  //   Income Tax = 30,732.50
  // NI: (37,700.00 x 8%) + (49,731.00 x 2%) = 4,010.62
  // Take-home: 100,001.00 - 30,732.50 - 4,010.62 = 65,257.88
  {
    name: 'Scotland taper 100,001',
    period: '2026-27',
    input: { grossIncome: 100_001, region: 'scotland' },
    output: { personalAllowance: 12_570, taxableIncome: 87_431, incomeTax: 30_732.5, nationalInsurance: 4_010.62, takeHome: 65_257.88 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: 12,570 - (100,002.00 - 100,000) / 2 = 12,570 - 1 = 12,569
  // Taxable: 100,002.00 - 12,569.00 = 87,433.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 25,003.00 x 45% = 11,251.35
  //   Income Tax = 30,733.40
  // NI: (37,700.00 x 8%) + (49,732.00 x 2%) = 4,010.64
  // Take-home: 100,002.00 - 30,733.40 - 4,010.64 = 65,257.96
  {
    name: 'Scotland taper 100,002',
    period: '2026-27',
    input: { grossIncome: 100_002, region: 'scotland' },
    output: { personalAllowance: 12_569, taxableIncome: 87_433, incomeTax: 30_733.4, nationalInsurance: 4_010.64, takeHome: 65_257.96 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: 12,570 - (110,000.00 - 100,000) / 2 = 12,570 - 5,000 = 7,570
  // Taxable: 110,000.00 - 7,570.00 = 102,430.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 40,000.00 x 45% = 18,000.00
  //   Income Tax = 37,482.05
  // NI: (37,700.00 x 8%) + (59,730.00 x 2%) = 4,210.6
  // Take-home: 110,000.00 - 37,482.05 - 4,210.60 = 68,307.35
  {
    name: 'Scotland taper 110,000',
    period: '2026-27',
    input: { grossIncome: 110_000, region: 'scotland' },
    output: { personalAllowance: 7_570, taxableIncome: 102_430, incomeTax: 37_482.05, nationalInsurance: 4_210.6, takeHome: 68_307.35 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: 12,570 - (125,139.99 - 100,000) / 2 = 12,570 - 12,569.995 = 0.005 -> rounded up to a whole pound (s.35(3)) = 1.00
  // Taxable: 125,139.99 - 1.00 = 125,138.99
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,708.99 x 45% = 28,219.04 (= 28,219.0455, fraction of a penny dropped)
  //   Income Tax = 47,701.09
  // NI: (37,700.00 x 8%) + (74,869.99 x 2%) = 4,513.3998 -> to the penny, 1/2p or less disregarded = 4,513.40
  // Take-home: 125,139.99 - 47,701.09 - 4,513.40 = 72,925.50
  {
    name: 'Scotland taper 125,139.99',
    period: '2026-27',
    input: { grossIncome: 125_139.99, region: 'scotland' },
    output: { personalAllowance: 1, taxableIncome: 125_138.99, incomeTax: 47_701.09, nationalInsurance: 4_513.4, takeHome: 72_925.5 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: (125,140.00 - 100,000) / 2 = 12,570 >= 12,570 -> 0
  // Taxable: 125,140.00 - 0.00 = 125,140.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Income Tax = 47,701.55
  // NI: (37,700.00 x 8%) + (74,870.00 x 2%) = 4,513.4
  // Take-home: 125,140.00 - 47,701.55 - 4,513.40 = 72,925.05
  {
    name: 'Scotland taper 125,140',
    period: '2026-27',
    input: { grossIncome: 125_140, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140, incomeTax: 47_701.55, nationalInsurance: 4_513.4, takeHome: 72_925.05 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: (125,140.01 - 100,000) / 2 = 12,570.005 >= 12,570 -> 0
  // Taxable: 125,140.01 - 0.00 = 125,140.01
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 0.01 x 48% = 0.00 (= 0.0048, fraction of a penny dropped)
  //   Income Tax = 47,701.55
  // NI: (37,700.00 x 8%) + (74,870.01 x 2%) = 4,513.4002 -> to the penny, 1/2p or less disregarded = 4,513.40
  // Take-home: 125,140.01 - 47,701.55 - 4,513.40 = 72,925.06
  {
    name: 'Scotland taper 125,140.01',
    period: '2026-27',
    input: { grossIncome: 125_140.01, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_140.01, incomeTax: 47_701.55, nationalInsurance: 4_513.4, takeHome: 72_925.06 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: (125,141.00 - 100,000) / 2 = 12,570.5 >= 12,570 -> 0
  // Taxable: 125,141.00 - 0.00 = 125,141.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 1.00 x 48% = 0.48
  //   Income Tax = 47,702.03
  // NI: (37,700.00 x 8%) + (74,871.00 x 2%) = 4,513.42
  // Take-home: 125,141.00 - 47,702.03 - 4,513.42 = 72,925.55
  {
    name: 'Scotland taper 125,141',
    period: '2026-27',
    input: { grossIncome: 125_141, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 125_141, incomeTax: 47_702.03, nationalInsurance: 4_513.42, takeHome: 72_925.55 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // PA: (150,000.00 - 100,000) / 2 = 25,000 >= 12,570 -> 0
  // Taxable: 150,000.00 - 0.00 = 150,000.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 24,860.00 x 48% = 11,932.80
  //   Income Tax = 59,634.35
  // NI: (37,700.00 x 8%) + (99,730.00 x 2%) = 5,010.6
  // Take-home: 150,000.00 - 59,634.35 - 5,010.60 = 85,355.05
  {
    name: 'Scotland taper 150,000',
    period: '2026-27',
    input: { grossIncome: 150_000, region: 'scotland' },
    output: { personalAllowance: 0, taxableIncome: 150_000, incomeTax: 59_634.35, nationalInsurance: 5_010.6, takeHome: 85_355.05 },
    source: [S.srr2026, S.incomeOver100k, S.ita2007s35, S.employer2026],
  },
  // ---- 2026-27: student loans ----
  // PA: adjusted net income 26,899.99 <= 100,000 -> standard 12,570
  // Taxable: 26,899.99 - 12,570.00 = 14,329.99
  //   Basic 14,329.99 x 20% = 2,865.99 (= 2,865.998, fraction of a penny dropped)
  //   Income Tax = 2,865.99
  // NI: (14,329.99 x 8%) = 1,146.3992 -> to the penny, 1/2p or less disregarded = 1,146.40
  // Student loan plan1: (26,899.99 - 26,900) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 26,899.99 - 2,865.99 - 1,146.40 - 0.00 = 22,887.60
  {
    name: 'student loan plan1 at 26,899.99',
    period: '2026-27',
    input: { grossIncome: 26_899.99, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_329.99,
      incomeTax: 2_865.99,
      nationalInsurance: 1_146.4,
      studentLoan: 0,
      takeHome: 22_887.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 26,900.00 <= 100,000 -> standard 12,570
  // Taxable: 26,900.00 - 12,570.00 = 14,330.00
  //   Basic 14,330.00 x 20% = 2,866.00
  //   Income Tax = 2,866.00
  // NI: (14,330.00 x 8%) = 1,146.4
  // Student loan plan1: (26,900.00 - 26,900) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 26,900.00 - 2,866.00 - 1,146.40 - 0.00 = 22,887.60
  {
    name: 'student loan plan1 at 26,900',
    period: '2026-27',
    input: { grossIncome: 26_900, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_330,
      incomeTax: 2_866,
      nationalInsurance: 1_146.4,
      studentLoan: 0,
      takeHome: 22_887.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 26,900.01 <= 100,000 -> standard 12,570
  // Taxable: 26,900.01 - 12,570.00 = 14,330.01
  //   Basic 14,330.01 x 20% = 2,866.00 (= 2,866.002, fraction of a penny dropped)
  //   Income Tax = 2,866.00
  // NI: (14,330.01 x 8%) = 1,146.4008 -> to the penny, 1/2p or less disregarded = 1,146.40
  // Student loan plan1: (26,900.01 - 26,900) x 9% = 0.0009 -> whole pounds, rounded down = 0.00
  // Take-home: 26,900.01 - 2,866.00 - 1,146.40 - 0.00 = 22,887.61
  {
    name: 'student loan plan1 at 26,900.01',
    period: '2026-27',
    input: { grossIncome: 26_900.01, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_330.01,
      incomeTax: 2_866,
      nationalInsurance: 1_146.4,
      studentLoan: 0,
      takeHome: 22_887.61,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 26,911.00 <= 100,000 -> standard 12,570
  // Taxable: 26,911.00 - 12,570.00 = 14,341.00
  //   Basic 14,341.00 x 20% = 2,868.20
  //   Income Tax = 2,868.20
  // NI: (14,341.00 x 8%) = 1,147.28
  // Student loan plan1: (26,911.00 - 26,900) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 26,911.00 - 2,868.20 - 1,147.28 - 0.00 = 22,895.52
  {
    name: 'student loan plan1 at 26,911',
    period: '2026-27',
    input: { grossIncome: 26_911, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_341,
      incomeTax: 2_868.2,
      nationalInsurance: 1_147.28,
      studentLoan: 0,
      takeHome: 22_895.52,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 26,912.00 <= 100,000 -> standard 12,570
  // Taxable: 26,912.00 - 12,570.00 = 14,342.00
  //   Basic 14,342.00 x 20% = 2,868.40
  //   Income Tax = 2,868.40
  // NI: (14,342.00 x 8%) = 1,147.36
  // Student loan plan1: (26,912.00 - 26,900) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 26,912.00 - 2,868.40 - 1,147.36 - 1.00 = 22,895.24
  {
    name: 'student loan plan1 at 26,912',
    period: '2026-27',
    input: { grossIncome: 26_912, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 14_342,
      incomeTax: 2_868.4,
      nationalInsurance: 1_147.36,
      studentLoan: 1,
      takeHome: 22_895.24,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan1: (40,000.00 - 26,900) x 9% = 1,179 -> whole pounds, rounded down = 1,179.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,179.00 = 31,140.60
  {
    name: 'student loan plan1 at 40,000',
    period: '2026-27',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan1' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_179,
      takeHome: 31_140.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 29,384.99 <= 100,000 -> standard 12,570
  // Taxable: 29,384.99 - 12,570.00 = 16,814.99
  //   Basic 16,814.99 x 20% = 3,362.99 (= 3,362.998, fraction of a penny dropped)
  //   Income Tax = 3,362.99
  // NI: (16,814.99 x 8%) = 1,345.1992 -> to the penny, 1/2p or less disregarded = 1,345.20
  // Student loan plan2: (29,384.99 - 29,385) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 29,384.99 - 3,362.99 - 1,345.20 - 0.00 = 24,676.80
  {
    name: 'student loan plan2 at 29,384.99',
    period: '2026-27',
    input: { grossIncome: 29_384.99, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 16_814.99,
      incomeTax: 3_362.99,
      nationalInsurance: 1_345.2,
      studentLoan: 0,
      takeHome: 24_676.8,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 29,385.00 <= 100,000 -> standard 12,570
  // Taxable: 29,385.00 - 12,570.00 = 16,815.00
  //   Basic 16,815.00 x 20% = 3,363.00
  //   Income Tax = 3,363.00
  // NI: (16,815.00 x 8%) = 1,345.2
  // Student loan plan2: (29,385.00 - 29,385) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 29,385.00 - 3,363.00 - 1,345.20 - 0.00 = 24,676.80
  {
    name: 'student loan plan2 at 29,385',
    period: '2026-27',
    input: { grossIncome: 29_385, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 16_815,
      incomeTax: 3_363,
      nationalInsurance: 1_345.2,
      studentLoan: 0,
      takeHome: 24_676.8,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 29,385.01 <= 100,000 -> standard 12,570
  // Taxable: 29,385.01 - 12,570.00 = 16,815.01
  //   Basic 16,815.01 x 20% = 3,363.00 (= 3,363.002, fraction of a penny dropped)
  //   Income Tax = 3,363.00
  // NI: (16,815.01 x 8%) = 1,345.2008 -> to the penny, 1/2p or less disregarded = 1,345.20
  // Student loan plan2: (29,385.01 - 29,385) x 9% = 0.0009 -> whole pounds, rounded down = 0.00
  // Take-home: 29,385.01 - 3,363.00 - 1,345.20 - 0.00 = 24,676.81
  {
    name: 'student loan plan2 at 29,385.01',
    period: '2026-27',
    input: { grossIncome: 29_385.01, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 16_815.01,
      incomeTax: 3_363,
      nationalInsurance: 1_345.2,
      studentLoan: 0,
      takeHome: 24_676.81,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 29,396.00 <= 100,000 -> standard 12,570
  // Taxable: 29,396.00 - 12,570.00 = 16,826.00
  //   Basic 16,826.00 x 20% = 3,365.20
  //   Income Tax = 3,365.20
  // NI: (16,826.00 x 8%) = 1,346.08
  // Student loan plan2: (29,396.00 - 29,385) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 29,396.00 - 3,365.20 - 1,346.08 - 0.00 = 24,684.72
  {
    name: 'student loan plan2 at 29,396',
    period: '2026-27',
    input: { grossIncome: 29_396, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 16_826,
      incomeTax: 3_365.2,
      nationalInsurance: 1_346.08,
      studentLoan: 0,
      takeHome: 24_684.72,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 29,397.00 <= 100,000 -> standard 12,570
  // Taxable: 29,397.00 - 12,570.00 = 16,827.00
  //   Basic 16,827.00 x 20% = 3,365.40
  //   Income Tax = 3,365.40
  // NI: (16,827.00 x 8%) = 1,346.16
  // Student loan plan2: (29,397.00 - 29,385) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 29,397.00 - 3,365.40 - 1,346.16 - 1.00 = 24,684.44
  {
    name: 'student loan plan2 at 29,397',
    period: '2026-27',
    input: { grossIncome: 29_397, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 16_827,
      incomeTax: 3_365.4,
      nationalInsurance: 1_346.16,
      studentLoan: 1,
      takeHome: 24_684.44,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan2: (40,000.00 - 29,385) x 9% = 955.35 -> whole pounds, rounded down = 955.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 955.00 = 31,364.60
  {
    name: 'student loan plan2 at 40,000',
    period: '2026-27',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 955,
      takeHome: 31_364.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 33,794.99 <= 100,000 -> standard 12,570
  // Taxable: 33,794.99 - 12,570.00 = 21,224.99
  //   Basic 21,224.99 x 20% = 4,244.99 (= 4,244.998, fraction of a penny dropped)
  //   Income Tax = 4,244.99
  // NI: (21,224.99 x 8%) = 1,697.9992 -> to the penny, 1/2p or less disregarded = 1,698.00
  // Student loan plan4: (33,794.99 - 33,795) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 33,794.99 - 4,244.99 - 1,698.00 - 0.00 = 27,852.00
  {
    name: 'student loan plan4 at 33,794.99',
    period: '2026-27',
    input: { grossIncome: 33_794.99, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 21_224.99,
      incomeTax: 4_244.99,
      nationalInsurance: 1_698,
      studentLoan: 0,
      takeHome: 27_852,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 33,795.00 <= 100,000 -> standard 12,570
  // Taxable: 33,795.00 - 12,570.00 = 21,225.00
  //   Basic 21,225.00 x 20% = 4,245.00
  //   Income Tax = 4,245.00
  // NI: (21,225.00 x 8%) = 1,698
  // Student loan plan4: (33,795.00 - 33,795) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 33,795.00 - 4,245.00 - 1,698.00 - 0.00 = 27,852.00
  {
    name: 'student loan plan4 at 33,795',
    period: '2026-27',
    input: { grossIncome: 33_795, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 21_225,
      incomeTax: 4_245,
      nationalInsurance: 1_698,
      studentLoan: 0,
      takeHome: 27_852,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 33,795.01 <= 100,000 -> standard 12,570
  // Taxable: 33,795.01 - 12,570.00 = 21,225.01
  //   Basic 21,225.01 x 20% = 4,245.00 (= 4,245.002, fraction of a penny dropped)
  //   Income Tax = 4,245.00
  // NI: (21,225.01 x 8%) = 1,698.0008 -> to the penny, 1/2p or less disregarded = 1,698.00
  // Student loan plan4: (33,795.01 - 33,795) x 9% = 0.0009 -> whole pounds, rounded down = 0.00
  // Take-home: 33,795.01 - 4,245.00 - 1,698.00 - 0.00 = 27,852.01
  {
    name: 'student loan plan4 at 33,795.01',
    period: '2026-27',
    input: { grossIncome: 33_795.01, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 21_225.01,
      incomeTax: 4_245,
      nationalInsurance: 1_698,
      studentLoan: 0,
      takeHome: 27_852.01,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 33,806.00 <= 100,000 -> standard 12,570
  // Taxable: 33,806.00 - 12,570.00 = 21,236.00
  //   Basic 21,236.00 x 20% = 4,247.20
  //   Income Tax = 4,247.20
  // NI: (21,236.00 x 8%) = 1,698.88
  // Student loan plan4: (33,806.00 - 33,795) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 33,806.00 - 4,247.20 - 1,698.88 - 0.00 = 27,859.92
  {
    name: 'student loan plan4 at 33,806',
    period: '2026-27',
    input: { grossIncome: 33_806, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 21_236,
      incomeTax: 4_247.2,
      nationalInsurance: 1_698.88,
      studentLoan: 0,
      takeHome: 27_859.92,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 33,807.00 <= 100,000 -> standard 12,570
  // Taxable: 33,807.00 - 12,570.00 = 21,237.00
  //   Basic 21,237.00 x 20% = 4,247.40
  //   Income Tax = 4,247.40
  // NI: (21,237.00 x 8%) = 1,698.96
  // Student loan plan4: (33,807.00 - 33,795) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 33,807.00 - 4,247.40 - 1,698.96 - 1.00 = 27,859.64
  {
    name: 'student loan plan4 at 33,807',
    period: '2026-27',
    input: { grossIncome: 33_807, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 21_237,
      incomeTax: 4_247.4,
      nationalInsurance: 1_698.96,
      studentLoan: 1,
      takeHome: 27_859.64,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan4: (40,000.00 - 33,795) x 9% = 558.45 -> whole pounds, rounded down = 558.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 558.00 = 31,761.60
  {
    name: 'student loan plan4 at 40,000',
    period: '2026-27',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 558,
      takeHome: 31_761.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 24,999.99 <= 100,000 -> standard 12,570
  // Taxable: 24,999.99 - 12,570.00 = 12,429.99
  //   Basic 12,429.99 x 20% = 2,485.99 (= 2,485.998, fraction of a penny dropped)
  //   Income Tax = 2,485.99
  // NI: (12,429.99 x 8%) = 994.3992 -> to the penny, 1/2p or less disregarded = 994.40
  // Student loan plan5: (24,999.99 - 25,000) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 24,999.99 - 2,485.99 - 994.40 - 0.00 = 21,519.60
  {
    name: 'student loan plan5 at 24,999.99',
    period: '2026-27',
    input: { grossIncome: 24_999.99, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_429.99,
      incomeTax: 2_485.99,
      nationalInsurance: 994.4,
      studentLoan: 0,
      takeHome: 21_519.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding, S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 25,000.00 <= 100,000 -> standard 12,570
  // Taxable: 25,000.00 - 12,570.00 = 12,430.00
  //   Basic 12,430.00 x 20% = 2,486.00
  //   Income Tax = 2,486.00
  // NI: (12,430.00 x 8%) = 994.4
  // Student loan plan5: (25,000.00 - 25,000) x 9% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 25,000.00 - 2,486.00 - 994.40 - 0.00 = 21,519.60
  {
    name: 'student loan plan5 at 25,000',
    period: '2026-27',
    input: { grossIncome: 25_000, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_430,
      incomeTax: 2_486,
      nationalInsurance: 994.4,
      studentLoan: 0,
      takeHome: 21_519.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding, S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 25,000.01 <= 100,000 -> standard 12,570
  // Taxable: 25,000.01 - 12,570.00 = 12,430.01
  //   Basic 12,430.01 x 20% = 2,486.00 (= 2,486.002, fraction of a penny dropped)
  //   Income Tax = 2,486.00
  // NI: (12,430.01 x 8%) = 994.4008 -> to the penny, 1/2p or less disregarded = 994.40
  // Student loan plan5: (25,000.01 - 25,000) x 9% = 0.0009 -> whole pounds, rounded down = 0.00
  // Take-home: 25,000.01 - 2,486.00 - 994.40 - 0.00 = 21,519.61
  {
    name: 'student loan plan5 at 25,000.01',
    period: '2026-27',
    input: { grossIncome: 25_000.01, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_430.01,
      incomeTax: 2_486,
      nationalInsurance: 994.4,
      studentLoan: 0,
      takeHome: 21_519.61,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding, S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 25,011.00 <= 100,000 -> standard 12,570
  // Taxable: 25,011.00 - 12,570.00 = 12,441.00
  //   Basic 12,441.00 x 20% = 2,488.20
  //   Income Tax = 2,488.20
  // NI: (12,441.00 x 8%) = 995.28
  // Student loan plan5: (25,011.00 - 25,000) x 9% = 0.99 -> whole pounds, rounded down = 0.00
  // Take-home: 25,011.00 - 2,488.20 - 995.28 - 0.00 = 21,527.52
  {
    name: 'student loan plan5 at 25,011',
    period: '2026-27',
    input: { grossIncome: 25_011, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_441,
      incomeTax: 2_488.2,
      nationalInsurance: 995.28,
      studentLoan: 0,
      takeHome: 21_527.52,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding, S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 25,012.00 <= 100,000 -> standard 12,570
  // Taxable: 25,012.00 - 12,570.00 = 12,442.00
  //   Basic 12,442.00 x 20% = 2,488.40
  //   Income Tax = 2,488.40
  // NI: (12,442.00 x 8%) = 995.36
  // Student loan plan5: (25,012.00 - 25,000) x 9% = 1.08 -> whole pounds, rounded down = 1.00
  // Take-home: 25,012.00 - 2,488.40 - 995.36 - 1.00 = 21,527.24
  {
    name: 'student loan plan5 at 25,012',
    period: '2026-27',
    input: { grossIncome: 25_012, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 12_442,
      incomeTax: 2_488.4,
      nationalInsurance: 995.36,
      studentLoan: 1,
      takeHome: 21_527.24,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding, S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan plan5: (40,000.00 - 25,000) x 9% = 1,350 -> whole pounds, rounded down = 1,350.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,350.00 = 30,969.60
  {
    name: 'student loan plan5 at 40,000',
    period: '2026-27',
    input: { grossIncome: 40_000, studentLoanPlan: 'plan5' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_350,
      takeHome: 30_969.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding, S.studentLoanWhatYouPay],
  },
  // PA: adjusted net income 20,999.99 <= 100,000 -> standard 12,570
  // Taxable: 20,999.99 - 12,570.00 = 8,429.99
  //   Basic 8,429.99 x 20% = 1,685.99 (= 1,685.998, fraction of a penny dropped)
  //   Income Tax = 1,685.99
  // NI: (8,429.99 x 8%) = 674.3992 -> to the penny, 1/2p or less disregarded = 674.40
  // Student loan postgraduate: (20,999.99 - 21,000) x 6% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 20,999.99 - 1,685.99 - 674.40 - 0.00 = 18,639.60
  {
    name: 'student loan postgraduate at 20,999.99',
    period: '2026-27',
    input: { grossIncome: 20_999.99, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_429.99,
      incomeTax: 1_685.99,
      nationalInsurance: 674.4,
      studentLoan: 0,
      takeHome: 18_639.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,000.00 <= 100,000 -> standard 12,570
  // Taxable: 21,000.00 - 12,570.00 = 8,430.00
  //   Basic 8,430.00 x 20% = 1,686.00
  //   Income Tax = 1,686.00
  // NI: (8,430.00 x 8%) = 674.4
  // Student loan postgraduate: (21,000.00 - 21,000) x 6% = 0 -> whole pounds, rounded down = 0.00
  // Take-home: 21,000.00 - 1,686.00 - 674.40 - 0.00 = 18,639.60
  {
    name: 'student loan postgraduate at 21,000',
    period: '2026-27',
    input: { grossIncome: 21_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_430,
      incomeTax: 1_686,
      nationalInsurance: 674.4,
      studentLoan: 0,
      takeHome: 18_639.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,000.01 <= 100,000 -> standard 12,570
  // Taxable: 21,000.01 - 12,570.00 = 8,430.01
  //   Basic 8,430.01 x 20% = 1,686.00 (= 1,686.002, fraction of a penny dropped)
  //   Income Tax = 1,686.00
  // NI: (8,430.01 x 8%) = 674.4008 -> to the penny, 1/2p or less disregarded = 674.40
  // Student loan postgraduate: (21,000.01 - 21,000) x 6% = 0.0006 -> whole pounds, rounded down = 0.00
  // Take-home: 21,000.01 - 1,686.00 - 674.40 - 0.00 = 18,639.61
  {
    name: 'student loan postgraduate at 21,000.01',
    period: '2026-27',
    input: { grossIncome: 21_000.01, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_430.01,
      incomeTax: 1_686,
      nationalInsurance: 674.4,
      studentLoan: 0,
      takeHome: 18_639.61,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,016.00 <= 100,000 -> standard 12,570
  // Taxable: 21,016.00 - 12,570.00 = 8,446.00
  //   Basic 8,446.00 x 20% = 1,689.20
  //   Income Tax = 1,689.20
  // NI: (8,446.00 x 8%) = 675.68
  // Student loan postgraduate: (21,016.00 - 21,000) x 6% = 0.96 -> whole pounds, rounded down = 0.00
  // Take-home: 21,016.00 - 1,689.20 - 675.68 - 0.00 = 18,651.12
  {
    name: 'student loan postgraduate at 21,016',
    period: '2026-27',
    input: { grossIncome: 21_016, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_446,
      incomeTax: 1_689.2,
      nationalInsurance: 675.68,
      studentLoan: 0,
      takeHome: 18_651.12,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 21,017.00 <= 100,000 -> standard 12,570
  // Taxable: 21,017.00 - 12,570.00 = 8,447.00
  //   Basic 8,447.00 x 20% = 1,689.40
  //   Income Tax = 1,689.40
  // NI: (8,447.00 x 8%) = 675.76
  // Student loan postgraduate: (21,017.00 - 21,000) x 6% = 1.02 -> whole pounds, rounded down = 1.00
  // Take-home: 21,017.00 - 1,689.40 - 675.76 - 1.00 = 18,650.84
  {
    name: 'student loan postgraduate at 21,017',
    period: '2026-27',
    input: { grossIncome: 21_017, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 8_447,
      incomeTax: 1_689.4,
      nationalInsurance: 675.76,
      studentLoan: 1,
      takeHome: 18_650.84,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // PA: adjusted net income 40,000.00 <= 100,000 -> standard 12,570
  // Taxable: 40,000.00 - 12,570.00 = 27,430.00
  //   Basic 27,430.00 x 20% = 5,486.00
  //   Income Tax = 5,486.00
  // NI: (27,430.00 x 8%) = 2,194.4
  // Student loan postgraduate: (40,000.00 - 21,000) x 6% = 1,140 -> whole pounds, rounded down = 1,140.00
  // Take-home: 40,000.00 - 5,486.00 - 2,194.40 - 1,140.00 = 31,179.60
  {
    name: 'student loan postgraduate at 40,000',
    period: '2026-27',
    input: { grossIncome: 40_000, studentLoanPlan: 'postgraduate' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 1_140,
      takeHome: 31_179.6,
    },
    source: [S.employer2026, S.studentLoanEmployers, S.studentLoanRounding],
  },
  // ---- 2026-27: other ----
  // Pay after salary sacrifice: 45,000.00 - 3,000.00 = 42,000.00
  // PA: adjusted net income 42,000.00 <= 100,000 -> standard 12,570
  // Taxable: 42,000.00 - 12,570.00 = 29,430.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 12,474.00 x 21% = 2,619.54
  //   Income Tax = 5,971.07
  // NI: (29,430.00 x 8%) = 2,354.4
  // Student loan plan4: (42,000.00 - 33,795) x 9% = 738.45 -> whole pounds, rounded down = 738.00
  // Take-home: 45,000.00 - 3,000.00 - 5,971.07 - 2,354.40 - 738.00 = 32,936.53
  {
    name: 'salary sacrifice in Scotland, plan 4',
    period: '2026-27',
    input: { grossIncome: 45_000, region: 'scotland', pensionContribution: 3_000, studentLoanPlan: 'plan4' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 29_430,
      incomeTax: 5_971.07,
      nationalInsurance: 2_354.4,
      studentLoan: 738,
      takeHome: 32_936.53,
    },
    source: [S.salarySacrifice, S.srr2026, S.employer2026],
  },
  // Pay after salary sacrifice: 60,000.00 - 5,000.00 = 55,000.00
  // PA: adjusted net income 55,000.00 <= 100,000 -> standard 12,570
  // Taxable: 55,000.00 - 12,570.00 = 42,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 4,730.00 x 40% = 1,892.00
  //   Income Tax = 9,432.00
  // NI: (37,700.00 x 8%) + (4,730.00 x 2%) = 3,110.6
  // Student loan plan2: (55,000.00 - 29,385) x 9% = 2,305.35 -> whole pounds, rounded down = 2,305.00
  // Take-home: 60,000.00 - 5,000.00 - 9,432.00 - 3,110.60 - 2,305.00 = 40,152.40
  {
    name: 'salary sacrifice 5,000 on 60,000, plan 2',
    period: '2026-27',
    input: { grossIncome: 60_000, pensionContribution: 5_000, studentLoanPlan: 'plan2' },
    output: {
      personalAllowance: 12_570,
      taxableIncome: 42_430,
      incomeTax: 9_432,
      nationalInsurance: 3_110.6,
      studentLoan: 2_305,
      takeHome: 40_152.4,
    },
    source: [S.salarySacrifice, S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // Take-home: 60,000.00 - 11,432.00 = 48,568.00
  {
    name: 'NI excluded',
    period: '2026-27',
    input: { grossIncome: 60_000, includeNationalInsurance: false },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, takeHome: 48_568 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // Welsh rates of Income Tax for 2026-27 are 10p in each band (Senedd motion NDM9117, agreed 27 January 2026), so 20/40/45%
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // NI: (37,700.00 x 8%) + (9,730.00 x 2%) = 3,210.6
  // Take-home: 60,000.00 - 11,432.00 - 3,210.60 = 45,357.40
  {
    name: 'Wales equals England',
    period: '2026-27',
    input: { grossIncome: 60_000, region: 'wales' },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, nationalInsurance: 3_210.6, takeHome: 45_357.4 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: adjusted net income 60,000.00 <= 100,000 -> standard 12,570
  // Taxable: 60,000.00 - 12,570.00 = 47,430.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 9,730.00 x 40% = 3,892.00
  //   Income Tax = 11,432.00
  // NI: (37,700.00 x 8%) + (9,730.00 x 2%) = 3,210.6
  // Take-home: 60,000.00 - 11,432.00 - 3,210.60 = 45,357.40
  {
    name: 'Northern Ireland equals England',
    period: '2026-27',
    input: { grossIncome: 60_000, region: 'northern-ireland' },
    output: { personalAllowance: 12_570, taxableIncome: 47_430, incomeTax: 11_432, nationalInsurance: 3_210.6, takeHome: 45_357.4 },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: (1,000,000,000,000.00 - 100,000) / 2 = 499,999,950,000 >= 12,570 -> 0
  // Taxable: 1,000,000,000,000.00 - 0.00 = 1,000,000,000,000.00
  //   Basic 37,700.00 x 20% = 7,540.00
  //   Higher 87,440.00 x 40% = 34,976.00
  //   Additional 999,999,874,860.00 x 45% = 449,999,943,687.00
  //   Income Tax = 449,999,986,203.00
  // NI: (37,700.00 x 8%) + (999,999,949,730.00 x 2%) = 20,000,002,010.6
  // Take-home: 1,000,000,000,000.00 - 449,999,986,203.00 - 20,000,002,010.60 = 530,000,011,786.40
  {
    name: 'API maximum 1e12',
    period: '2026-27',
    input: { grossIncome: 1_000_000_000_000 },
    output: {
      personalAllowance: 0,
      taxableIncome: 1_000_000_000_000,
      incomeTax: 449_999_986_203,
      nationalInsurance: 20_000_002_010.6,
      takeHome: 530_000_011_786.4,
    },
    source: [S.thresholds2026, S.fa2023s5, S.fa2026s2, S.employer2026, S.niReduction2024],
  },
  // PA: (1,000,000,000,000.00 - 100,000) / 2 = 499,999,950,000 >= 12,570 -> 0
  // Taxable: 1,000,000,000,000.00 - 0.00 = 1,000,000,000,000.00
  //   Starter 3,967.00 x 19% = 753.73
  //   Basic 12,989.00 x 20% = 2,597.80
  //   Intermediate 14,136.00 x 21% = 2,968.56
  //   Higher 31,338.00 x 42% = 13,161.96
  //   Advanced 62,710.00 x 45% = 28,219.50
  //   Top 999,999,874,860.00 x 48% = 479,999,939,932.80
  //   Income Tax = 479,999,987,634.35
  // NI: (37,700.00 x 8%) + (999,999,949,730.00 x 2%) = 20,000,002,010.6
  // Take-home: 1,000,000,000,000.00 - 479,999,987,634.35 - 20,000,002,010.60 = 500,000,010,355.05
  {
    name: 'Scotland 1e12',
    period: '2026-27',
    input: { grossIncome: 1_000_000_000_000, region: 'scotland' },
    output: {
      personalAllowance: 0,
      taxableIncome: 1_000_000_000_000,
      incomeTax: 479_999_987_634.35,
      nationalInsurance: 20_000_002_010.6,
      takeHome: 500_000_010_355.05,
    },
    source: [S.srr2026, S.scotlandBudgetBill2026, S.employer2026],
  },
];

const allCases: readonly UkCase[] = [...officialExamples, ...bandEdgeCases, ...otherCases, ...taxYear2026Cases];

/** Exact pence of a main-unit amount the engine returned (it must already be a whole number of pence). */
function pence(amount: number): bigint {
  const scaled = Math.round(amount * 100);
  return BigInt(scaled);
}

function expectNoFloatNoise(label: string, value: number): void {
  expect({ label, value }).toEqual({ label, value: Number(value.toFixed(2)) });
}

describe('calculateUkIncomeTax: cases derived from the published rates', () => {
  test.each(allCases.map((c) => [`${c.period} ${c.name}`, c] as const))('%s', (_title, testCase) => {
    const result = run(testCase.period, testCase.input);
    expect(result).toMatchObject(testCase.output);
  });

  test('every case cites at least one official https source', () => {
    for (const testCase of allCases) {
      expect(testCase.source.length).toBeGreaterThan(0);
      for (const reference of testCase.source) {
        expect(reference.title.trim()).not.toBe('');
        expect(reference.href).toMatch(/^https:\/\/(www\.)?(gov\.uk|legislation\.gov\.uk|gov\.scot|parliament\.scot)\//);
      }
    }
  });

  test('the data covers every supported year and both regions at the band edges and across the taper', () => {
    const required = [0, 12_570, 12_571, 50_270, 50_271, 100_000, 100_001, 100_002, 110_000, 125_140, 125_141, 150_000];
    const scottishRequired = [12_570, 12_571, 43_662, 43_663, 100_000, 100_001, 110_000, 125_140, 125_141, 150_000];
    for (const year of ukTaxYears) {
      const covered = (region: UkRegion, income: number) =>
        allCases.some((c) => c.period === year && (c.input.region ?? 'england') === region && c.input.grossIncome === income);
      for (const income of required) expect({ year, income, covered: covered('england', income) }).toEqual({ year, income, covered: true });
      for (const income of scottishRequired)
        expect({ year, income, covered: covered('scotland', income) }).toEqual({ year, income, covered: true });
    }
  });
});

describe('calculateUkIncomeTax: specific behaviour', () => {
  test("2023-24 NI uses the single annual 11.5% rate (12% to 5 Jan 2024, 10% after; directors' annual rate)", () => {
    // 37,700 x 11.5% = 4,335.50, between 37,700 x 10% = 3,770 and 37,700 x 12% = 4,524.
    const result = run('2023-24', { grossIncome: 50_270 });
    expect(result.nationalInsurance).toBe(4_335.5);
    const group = result.breakdowns.find((g) => g.type === 'national-insurance');
    expect(group?.data.find((band) => band.band === 'Main rate')?.rate).toBe(11.5);
  });

  const yearsBeforePlan5 = ukTaxYears.filter((year) => ukTaxYearStart(year) < '2026-04-06');
  test.each(yearsBeforePlan5.map((year) => [year] as const))('%s: Plan 5 is listed as not yet repayable and charges nothing', (year) => {
    const result = run(year, { grossIncome: 80_000, studentLoanPlan: 'plan5' });
    expect(result.studentLoan).toBe(0);
    const group = result.breakdowns.find((g) => g.type === 'student-loan');
    expect(group?.totalAmount).toBe(0);
    expect(group?.data.every((band) => band.amount === 0)).toBe(true);
  });

  test('2026-27: Plan 5 repayments start, 9% of pay above £25,000 in whole pounds', () => {
    // (80,000.00 - 25,000) x 9% = 4,950.00
    const result = run('2026-27', { grossIncome: 80_000, studentLoanPlan: 'plan5' });
    expect(result.studentLoan).toBe(4_950);
    const band = result.breakdowns.find((g) => g.type === 'student-loan')?.data.find((b) => b.band === 'Plan 5 repayments');
    expect(band).toMatchObject({ rate: 9, taxableAmount: 55_000, amount: 4_950 });
  });

  test('0.1 + 0.2 as an income is 30p exactly, with nothing charged', () => {
    const result = run('2024-25', { grossIncome: 0.1 + 0.2 });
    expect(result.inputAmount).toBe(0.3);
    expect(result.takeHome).toBe(0.3);
    expect(result.totalTax).toBe(0);
  });

  test('Wales and Northern Ireland pay exactly what England pays in every supported year', () => {
    // Welsh rates of Income Tax were set at 10p in each band for 2023-24 to 2026-27 (2026-27: NDM9117), so the Welsh
    // basic/higher/additional rates equal England's 20/40/45%. Northern Ireland uses the UK rates.
    for (const year of ukTaxYears) {
      for (const grossIncome of [9_000, 30_000, 60_000, 100_001, 124_000.37, 200_000]) {
        const england = run(year, { grossIncome });
        for (const region of ['wales', 'northern-ireland'] as const) {
          const other = run(year, { grossIncome, region });
          expect([year, region, other.incomeTax, other.nationalInsurance, other.takeHome]).toEqual([
            year,
            region,
            england.incomeTax,
            england.nationalInsurance,
            england.takeHome,
          ]);
        }
      }
    }
  });
});

describe('calculateUkIncomeTax: invariants over a grid of inputs', () => {
  const incomes = [
    0, 0.3, 1, 9_999.99, 12_570.03, 20_000.5, 33_333.33, 50_270.01, 75_000.01, 99_999.99, 100_000.01, 100_001, 110_000.55, 125_139,
    125_140.01, 250_000.77, 1e12,
  ];
  const regions: readonly UkRegion[] = ['england', 'scotland'];
  const plans: readonly StudentLoanPlanOption[] = ['none', 'plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'];
  const grid: Array<{ period: UkTaxYear; input: CaseInput }> = [];
  for (const period of ukTaxYears)
    for (const region of regions)
      for (const studentLoanPlan of plans)
        for (const grossIncome of incomes)
          for (const pensionContribution of [0, Math.min(grossIncome, 1_234.56)])
            grid.push({ period, input: { grossIncome, region, studentLoanPlan, pensionContribution } });
  const inputs = [...grid, ...allCases.map((c) => ({ period: c.period, input: c.input }))];

  test(`breakdown bands sum to each group's total to the penny (${inputs.length} inputs)`, () => {
    for (const { period, input } of inputs) {
      const result = run(period, input);
      for (const group of result.breakdowns) {
        const sum = group.data.reduce((total, band) => total + pence(band.amount), 0n);
        expect([period, input, group.type, sum]).toEqual([period, input, group.type, pence(group.totalAmount)]);
      }
    }
  });

  test('taxable amounts of each group sum to the pay after salary sacrifice', () => {
    for (const { period, input } of inputs) {
      const result = run(period, input);
      const payPence = pence(input.grossIncome) - pence(input.pensionContribution ?? 0);
      expect(pence(result.adjustedNetIncome)).toBe(payPence);
      for (const group of result.breakdowns) {
        const sum = group.data.reduce((total, band) => total + pence(band.taxableAmount), 0n);
        expect([period, input, group.type, sum]).toEqual([period, input, group.type, payPence]);
      }
    }
  });

  test('totalTax = incomeTax + NI; takeHome = gross - pension - tax - NI - loan; group totals match the fields', () => {
    for (const { period, input } of inputs) {
      const r = run(period, input);
      expect(pence(r.totalTax)).toBe(pence(r.incomeTax) + pence(r.nationalInsurance));
      expect(pence(r.takeHome)).toBe(
        pence(input.grossIncome) -
          pence(input.pensionContribution ?? 0) -
          pence(r.incomeTax) -
          pence(r.nationalInsurance) -
          pence(r.studentLoan),
      );
      expect(r.netAmount).toBe(r.takeHome);
      const total = (type: string) => r.breakdowns.find((g) => g.type === type)?.totalAmount ?? 0;
      expect([total('income-tax'), total('national-insurance'), total('student-loan')]).toEqual([
        r.incomeTax,
        r.nationalInsurance,
        r.studentLoan,
      ]);
    }
  });

  test('effectiveRate = round2(100 * totalTax / gross), 0 for a nil income', () => {
    for (const { period, input } of inputs) {
      const r = run(period, input);
      const grossPence = pence(input.grossIncome);
      // Basis points, rounded half up, in exact integer arithmetic: round(10000 * tax / gross).
      const expectedBasisPoints = grossPence === 0n ? 0n : (20_000n * pence(r.totalTax) + grossPence) / (2n * grossPence);
      expect([period, input, BigInt(Math.round(r.effectiveRate * 100))]).toEqual([period, input, expectedBasisPoints]);
    }
  });

  test('every money figure is a whole number of pence with no float noise (also at 1e12)', () => {
    for (const { period, input } of inputs) {
      const r = run(period, input);
      const fields = [
        r.inputAmount,
        r.totalTax,
        r.incomeTax,
        r.nationalInsurance,
        r.studentLoan,
        r.takeHome,
        r.taxableIncome,
        r.personalAllowance,
        r.adjustedNetIncome,
      ];
      fields.forEach((value, index) => expectNoFloatNoise(`${period} ${input.grossIncome} field ${index}`, value));
      for (const group of r.breakdowns) {
        expectNoFloatNoise(`${group.type} total`, group.totalAmount);
        for (const band of group.data) {
          expectNoFloatNoise(`${group.type} ${band.band} amount`, band.amount);
          expectNoFloatNoise(`${group.type} ${band.band} taxable`, band.taxableAmount);
        }
      }
    }
  });

  test('Income Tax never falls as income rises (same year, region, no sacrifice)', () => {
    const sorted = [...incomes].sort((a, b) => a - b);
    for (const period of ukTaxYears) {
      for (const region of regions) {
        let previous = -1;
        for (const grossIncome of sorted) {
          const tax = run(period, { grossIncome, region }).incomeTax;
          expect(tax).toBeGreaterThanOrEqual(previous);
          previous = tax;
        }
      }
    }
  });
});
