import type { Reference } from '../../../../src/core/parameter';

/** Official sources for the savings, dividend, Marriage Allowance, Blind Person's Allowance and HICBC parameters. */
export const incomeTaxReferences = {
  ita2007s16: {
    title:
      'Income Tax Act 2007, s.16 (savings income taxed as the highest part of income after non-savings income, dividends after savings: ss.16 and 19)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/16',
  },
  ita2007s7: {
    title:
      'Income Tax Act 2007, ss.7 and 12 (starting rate for savings 0% up to the starting rate limit, reduced by taxable non-savings income)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/12',
  },
  ita2007s12A: {
    title:
      'Income Tax Act 2007, s.12A (savings nil rate: £1,000, or £500 if any income is charged at the higher rate, nil if any at the additional rate)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/12A',
  },
  ita2007s13A: {
    title: 'Income Tax Act 2007, s.13A (dividend nil rate on the first part of dividend income, the dividend allowance)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/13A',
  },
  ita2007s8: {
    title: 'Income Tax Act 2007, s.8 (dividend ordinary, upper and additional rates)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/8',
  },
  fa2022s5: {
    title: 'Finance Act 2022, s.5 (dividend ordinary rate 8.75%, upper rate 33.75% and additional rate 39.35% from 2022-23)',
    href: 'https://www.legislation.gov.uk/ukpga/2022/3/section/5',
  },
  fa2023s8: {
    title: 'Finance (No. 2) Act 2023, s.8 and Finance Act 2023: dividend allowance £1,000 for 2023-24 and £500 from 2024-25',
    href: 'https://www.gov.uk/government/publications/income-tax-cut-in-dividend-allowance-reduction-from-2000-to-1000-from-2023-and-500-from-2024/cut-in-dividend-allowance-reduction-from-2000-to-1000-from-2023-and-500-from-2024',
  },
  dividendRates2026: {
    title:
      'Budget 2025 and Finance Act 2026: dividend ordinary rate 10.75% and dividend upper rate 35.75% from 6 April 2026; additional rate unchanged at 39.35%',
    href: 'https://www.gov.uk/government/publications/increase-in-tax-rates-on-property-savings-and-dividend-income/increase-in-tax-rates-on-property-savings-and-dividend-income',
  },
  taxOnDividends: { title: 'GOV.UK: Tax on dividends', href: 'https://www.gov.uk/tax-on-dividends' },
  savingsInterest: {
    title: 'GOV.UK: Tax on savings interest (Personal Allowance, starting rate for savings, Personal Savings Allowance)',
    href: 'https://www.gov.uk/apply-tax-free-interest-on-savings',
  },
  ita2007s55B: {
    title:
      'Income Tax Act 2007, ss.55A-55E (Marriage Allowance: transferable amount 10% of the personal allowance, rounded up to £10; tax reduction at the basic rate for a spouse not liable at the higher, dividend upper or additional rates)',
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/55B',
  },
  marriageAllowance: { title: 'GOV.UK: Marriage Allowance', href: 'https://www.gov.uk/marriage-allowance' },
  ita2007s38: {
    title: "Income Tax Act 2007, s.38 (blind person's allowance), indexed each year by s.57 (rounded up to a multiple of £10)",
    href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/38',
  },
  blindPersonsAllowance: { title: "GOV.UK: Blind Person's Allowance", href: 'https://www.gov.uk/blind-persons-allowance' },
  itepa681C: {
    title:
      'Income Tax (Earnings and Pensions) Act 2003, ss.681B-681C (High Income Child Benefit Charge: the appropriate percentage of the Child Benefit, 1% for each whole step of adjusted net income above the threshold, at most 100%)',
    href: 'https://www.legislation.gov.uk/ukpga/2003/1/section/681C',
  },
  hicbc2024: {
    title: 'Finance Act 2024, s.9 (High Income Child Benefit Charge threshold raised to £60,000 and taper to 1% per £200 from 2024-25)',
    href: 'https://www.legislation.gov.uk/ukpga/2024/3/section/9',
  },
  hicbcGuidance: {
    title: 'GOV.UK: High Income Child Benefit Charge',
    href: 'https://www.gov.uk/child-benefit-tax-charge',
  },
  childBenefitRates: { title: 'GOV.UK: Child Benefit, what you\u2019ll get', href: 'https://www.gov.uk/child-benefit/what-youll-get' },
  benefitRates2023: {
    title: 'DWP: Benefit and pension rates 2023 to 2024 (Child Benefit £24.00 eldest child, £15.90 other children)',
    href: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2023-to-2024/benefit-and-pension-rates-2023-to-2024',
  },
  benefitRates2024: {
    title: 'DWP: Benefit and pension rates 2024 to 2025 (Child Benefit £25.60 eldest child, £16.95 other children)',
    href: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2024-to-2025/benefit-and-pension-rates-2024-to-2025',
  },
  benefitRates2025: {
    title: 'DWP: Benefit and pension rates 2025 to 2026 (Child Benefit £26.05 eldest child, £17.25 other children)',
    href: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2025-to-2026/benefit-and-pension-rates-2025-to-2026',
  },
  benefitRates2026: {
    title: 'DWP: Benefit and pension rates 2026 to 2027 (Child Benefit £27.05 eldest child, £17.90 other children: CPI 3.8%)',
    href: 'https://www.gov.uk/government/publications/benefit-and-pension-rates-2026-to-2027/benefit-and-pension-rates-2026-to-2027',
  },
} as const satisfies Record<string, Reference>;
