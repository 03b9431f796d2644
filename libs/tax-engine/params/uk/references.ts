import type { Reference } from '../../src/core/parameter';

/** Official sources cited by more than one UK parameter. */
export const ukReferences = {
  incomeTaxRates: {
    title: 'HMRC: Income Tax rates and allowances for current and past years',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
  },
  incomeTaxRatesPage: { title: 'GOV.UK: Income Tax rates and Personal Allowances', href: 'https://www.gov.uk/income-tax-rates' },
  ita2007s35: {
    title: 'Income Tax Act 2007, s.35 (personal allowance reduced by half the income above £100,000)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/35',
  },
  ita2007s10: {
    title: 'Income Tax Act 2007, s.10 (basic and higher rate limits; additional rate above the higher rate limit)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/10',
  },
  financeAct2023: {
    title: 'Finance (No. 2) Act 2023, s.5: additional rate threshold lowered to £125,140 from 2023-24',
    href: 'https://www.legislation.gov.uk/ukpga/2023/30/section/5',
  },
  scottishIncomeTax: { title: 'GOV.UK: Scottish Income Tax rates', href: 'https://www.gov.uk/scottish-income-tax' },
  scottishRates2023: {
    title: 'Scottish Rate Resolution 2023-24 (Scottish Parliament, 21 February 2023)',
    href: 'https://www.gov.scot/publications/scottish-income-tax-2023-2024/',
  },
  scottishRates2024: {
    title: 'Scottish Rate Resolution 2024-25 (Scottish Parliament, 27 February 2024)',
    href: 'https://www.gov.scot/publications/scottish-income-tax-2024-2025/',
  },
  scottishRates2025: {
    title: 'Scottish Rate Resolution 2025-26 (Scottish Parliament, 25 February 2025)',
    href: 'https://www.gov.scot/publications/scottish-income-tax-2025-2026/',
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
  niReduction2023: {
    title: 'National Insurance Contributions (Reduction in Rates) Act 2023: Class 1 main rate 10% from 6 January 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2023/57',
  },
  niReduction2024: {
    title: 'National Insurance Contributions (Reduction in Rates) Act 2024: Class 1 main rate 8% from 6 April 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2024/6',
  },
  directorsNi2023: {
    title: 'HMRC Employer Bulletin December 2023: directors\' annual earnings period uses 11.5% for 2023-24',
    href: 'https://www.gov.uk/government/publications/employer-bulletin-december-2023',
  },
  studentLoanRepayments: {
    title: 'GOV.UK: Repaying your student loan — what you pay',
    href: 'https://www.gov.uk/repaying-your-student-loan/what-you-pay',
  },
  studentLoanThresholds: {
    title: 'GOV.UK: Student loan repayment thresholds (rates and thresholds for employers)',
    href: 'https://www.gov.uk/guidance/special-rules-for-student-loans',
  },
  salarySacrifice: {
    title: 'HMRC: Salary sacrifice for employers (reduces pay for Income Tax and NICs)',
    href: 'https://www.gov.uk/guidance/salary-sacrifice-and-the-effects-on-paye',
  },
} as const satisfies Record<string, Reference>;
