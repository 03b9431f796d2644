import type { Reference } from '../../src/core/parameter';

/** Official sources cited by more than one UK parameter. */
export const ukReferences = {
  incomeTaxRates: {
    title: 'HMRC: Income Tax rates and allowances for current and past years',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
  },
  incomeTaxRatesPage: { title: 'GOV.UK: Income Tax rates and Personal Allowances', href: 'https://www.gov.uk/income-tax-rates' },
  ita2007s35: {
    title:
      'Income Tax Act 2007, s.35 (personal allowance reduced by half the adjusted net income above £100,000; s.35(3): the reduced allowance is rounded up to a whole pound)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/35',
  },
  ita2007s10: {
    title: 'Income Tax Act 2007, s.10 (basic and higher rate limits; additional rate above the higher rate limit)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/10',
  },
  financeAct2021s5: {
    title:
      'Finance Act 2021, s.5 (as amended by Finance Act 2023, s.5): basic rate limit £37,700 and personal allowance £12,570 for 2022-23 to 2027-28',
    href: 'https://www.legislation.gov.uk/ukpga/2021/26/section/5',
  },
  financeAct2023s5: {
    title: 'Finance Act 2023, s.5: basic rate limit (£37,700) and personal allowance (£12,570) frozen for 2026-27 and 2027-28',
    href: 'https://www.legislation.gov.uk/ukpga/2023/1/section/5',
  },
  financeAct2023: {
    title: 'Finance Act 2023, s.6: higher rate limit (additional rate threshold) £125,140 for 2023-24 to 2027-28',
    href: 'https://www.legislation.gov.uk/ukpga/2023/1/section/6',
  },
  financeAct2026: {
    title:
      'Finance Act 2026 (c. 11), ss.1-2: income tax charged for 2026-27 at the basic rate 20%, higher rate 40% and additional rate 45%',
    href: 'https://www.legislation.gov.uk/ukpga/2026/11/section/2',
  },
  thresholdsFreeze2026: {
    title:
      'HMRC policy paper (21 November 2022): the Personal Allowance (£12,570), basic rate limit (£37,700) and NICs Primary Threshold and Upper Earnings Limit (£50,270) from 6 April 2026 to 5 April 2028',
    href: 'https://www.gov.uk/government/publications/the-personal-allowance-and-basic-rate-limit-for-income-tax-and-certain-national-insurance-contributions-nics-thresholds-from-6-april-2026-to-5-apr',
  },
  scottishIncomeTax: { title: 'GOV.UK: Scottish Income Tax rates', href: 'https://www.gov.uk/scottish-income-tax' },
  scottishRates2023: {
    title: 'Scottish Rate Resolution 2023-24 (motion S6M-07853, agreed by the Scottish Parliament on 9 February 2023)',
    href: 'https://www.parliament.scot/chamber-and-committees/official-report/search-what-was-said-in-parliament/meeting-of-parliament-09-02-2023?meeting=14141&iob=128127',
  },
  scottishRates2024: {
    title: 'Scottish Rate Resolution 2024-25 (motion S6M-12252, agreed by the Scottish Parliament on 22 February 2024)',
    href: 'https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-12252',
  },
  scottishRates2025: {
    title: 'Scottish Rate Resolution 2025-26 (motion S6M-16531, debated and agreed by the Scottish Parliament on 20 February 2025)',
    href: 'https://www.parliament.scot/chamber-and-committees/official-report/search-what-was-said-in-parliament/meeting-of-parliament-20-02-2025?meeting=16263&iob=138962',
  },
  scottishRates2026: {
    title:
      'Scottish Rate Resolution 2026-27 (motion S6M-20844): 19% to £3,967, 20% to £16,956, 21% to £31,092, 42% to £62,430, 45% to £125,140, 48% above',
    href: 'https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844',
  },
  scottishRatesDebate2026: {
    title: 'Scottish Parliament Official Report, 19 February 2026: debate on the Scottish Income Tax Rate Resolution 2026-27 (S6M-20844)',
    href: 'https://www.parliament.scot/chamber-and-committees/official-report/search-what-was-said-in-parliament/meeting-of-parliament-19-02-2026?iob=206662&meeting=20084',
  },
  scottishBudgetStage3_2026: {
    title:
      'Scottish Parliament Official Report, 25 February 2026: Budget (Scotland) (No 5) Bill stage 3, which standing order 9.16.7 allows only once the rate resolution is agreed',
    href: 'https://www.parliament.scot/chamber-and-committees/official-report/search-what-was-said-in-parliament/meeting-of-parliament-25-02-2026?iob=207266&meeting=20095',
  },
  scottishRatesAndBands2023: {
    title: 'Scottish Government: Scottish Income Tax rates and bands 2023 to 2024',
    href: 'https://www.gov.scot/publications/scottish-income-tax-rates-and-bands/pages/rates-and-bands-2023-to-2024',
  },
  scottishRatesAndBands2024: {
    title: 'Scottish Government: Scottish Income Tax 2024 to 2025: rates and bands',
    href: 'https://www.gov.scot/publications/scottish-income-tax-2024-2025-rates-and-bands/',
  },
  scottishRatesAndBands2025: {
    title: 'Scottish Government: Scottish Income Tax rates and bands 2025 to 2026',
    href: 'https://www.gov.scot/publications/scottish-income-tax-rates-and-bands/pages/proposed-rates-and-bands-2025-to-2026',
  },
  scottishIncomeTax2023: {
    title: 'GOV.UK: Income Tax in Scotland, 2023 to 2024 tax year',
    href: 'https://www.gov.uk/scottish-income-tax/2023-to-2024-tax-year',
  },
  scottishIncomeTax2024: {
    title: 'GOV.UK: Income Tax in Scotland, 2024 to 2025 tax year',
    href: 'https://www.gov.uk/scottish-income-tax/2024-to-2025-tax-year',
  },
  niRates: {
    title: 'HMRC: Rates and allowances: National Insurance contributions',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-national-insurance-contributions/rates-and-allowances-national-insurance-contributions',
  },
  employerRates2023: {
    title: 'HMRC: Rates and thresholds for employers 2023 to 2024',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2023-to-2024',
  },
  employerRates2024: {
    title: 'HMRC: Rates and thresholds for employers 2024 to 2025',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2024-to-2025',
  },
  employerRates2025: {
    title: 'HMRC: Rates and thresholds for employers 2025 to 2026',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026',
  },
  employerRates2026: {
    title: 'HMRC: Rates and thresholds for employers 2026 to 2027',
    href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
  },
  niReduction2023: {
    title: 'National Insurance Contributions (Reduction in Rates) Act 2023: Class 1 main rate 10% from 6 January 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2023/57',
  },
  niReduction2024: {
    title:
      'National Insurance Contributions (Reduction in Rates) Act 2024 (c. 5), s.1: Class 1 main primary percentage 8% from 6 April 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2024/5/section/1',
  },
  directorsNi2023: {
    title:
      "National Insurance Contributions (Reduction in Rates) Act 2023, Schedule para 1: main primary percentage 11.5% for directors' annual earnings periods in 2023-24",
    href: 'https://www.legislation.gov.uk/ukpga/2023/57/schedule/paragraph/1',
  },
  nim01625: {
    title:
      "HMRC National Insurance Manual NIM01625: Class 1 in 2023 to 2024 (12% to 5 January 2024, 10% from 6 January 2024, directors' blended rate)",
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01625',
  },
  niRounding: {
    title:
      'Social Security (Contributions) Regulations 2001, reg. 12(1): Class 1 contributions to the nearest penny, a halfpenny or less disregarded (HMRC NIM11002)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim11002',
  },
  niReduction2024Class4: {
    title: 'National Insurance Contributions (Reduction in Rates) Act 2024 (c. 5), s.2: main Class 4 percentage 6% from 6 April 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2024/5/section/2',
  },
  niReduction2023Class2: {
    title:
      'National Insurance Contributions (Reduction in Rates) Act 2023, s.3: no requirement to pay Class 2 from 6 April 2024 (voluntary payment remains)',
    href: 'https://www.legislation.gov.uk/ukpga/2023/57/section/3',
  },
  niReduction2023Class4: {
    title: 'National Insurance Contributions (Reduction in Rates) Act 2023, s.2: main Class 4 percentage 9% until 5 April 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2023/57/section/2',
  },
  nim01535: {
    title:
      'HMRC National Insurance Manual NIM01535: Freeport and Investment Zone upper secondary thresholds (£25,000 a year, £481 a week, £2,083 a month)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01535',
  },
  nim01211: {
    title:
      "HMRC National Insurance Manual NIM01211: married women's and widows' reduced rate (5.85%, 3.85% from 6 January 2024, 1.85% from 6 April 2024)",
    href: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01211',
  },
  employmentAllowance: {
    title: 'GOV.UK: Employment Allowance (who can claim, how much, the £100,000 limit until 2024-25)',
    href: 'https://www.gov.uk/claim-employment-allowance',
  },
  studentLoanRepayments: {
    title: 'GOV.UK: Repaying your student loan — what you pay',
    href: 'https://www.gov.uk/repaying-your-student-loan/what-you-pay',
  },
  studentLoanThresholds: {
    title: 'HMRC: Student loan and postgraduate loan repayment guidance for employers (pay used is the same as for Class 1 NICs)',
    href: 'https://www.gov.uk/guidance/special-rules-for-student-loans',
  },
  studentLoanRounding: {
    title:
      'HMRC Collection of Student Loans Manual CSLM13013: Student and Postgraduate Loan deductions are rounded down to the nearest whole pound',
    href: 'https://www.gov.uk/hmrc-internal-manuals/collection-of-student-loans-manual/cslm13013',
  },
  salarySacrifice: {
    title: "HMRC: Salary sacrifice (an agreement to reduce the employee's entitlement to cash pay, the pay on which tax and NICs are due)",
    href: 'https://www.gov.uk/guidance/salary-sacrifice-and-the-effects-on-paye',
  },
} as const satisfies Record<string, Reference>;
