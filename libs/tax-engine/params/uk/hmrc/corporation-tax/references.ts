import type { Reference } from '../../../../src/core/parameter';

/** Official sources for the Corporation Tax parameters and rules. */
export const corporationTaxReferences = {
  fa2021s6s7: {
    title:
      'Finance Act 2021, ss.6-7 and Sch 1: charge for FY2023 at the main rate of 25%; standard small profits rate 19% and marginal relief fraction 3/200 for FY2023 (CTA 2010 Part 2 Chapter 3A from 1 April 2023)',
    href: 'https://www.legislation.gov.uk/ukpga/2021/26/part/1/crossheading/corporation-tax-charge-and-rates/enacted',
  },
  fno2a2023s5s6: {
    title: 'Finance (No. 2) Act 2023, ss.5-6: charge and main rate (25%), small profits rate (19%) and fraction (3/200) for FY2024',
    href: 'https://www.legislation.gov.uk/ukpga/2023/30/part/1/crossheading/corporation-tax-charge-and-rates',
  },
  fno2a2024s12: {
    title: 'Finance (No. 2) Act 2024, s.12 and following: charge and main rate (25%), small profits rate and fraction for FY2025',
    href: 'https://www.legislation.gov.uk/ukpga/2024/12/section/12',
  },
  fa2025: {
    title:
      'Finance Act 2025 (c. 8), Part 1: corporation tax charged for FY2026 at the main rate of 25%, with the small profits rate (19%) and fraction (3/200)',
    href: 'https://www.legislation.gov.uk/ukpga/2025/8/contents',
  },
  cta2010s18d: {
    title:
      'CTA 2010 s.18D: lower limit £50,000 and upper limit £250,000, divided by one plus the number of associated companies and proportionately reduced for an accounting period of less than 12 months',
    href: 'https://www.legislation.gov.uk/ukpga/2010/4/section/18D',
  },
  ratesAndAllowances: {
    title: 'HMRC: Rates and allowances: Corporation Tax (main rate, small profits rate, limits and standard fraction)',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-corporation-tax/rates-and-allowances-corporation-tax',
  },
  marginalRelief: {
    title: 'GOV.UK: Marginal Relief for Corporation Tax (limits divided by the number of associated companies plus one)',
    href: 'https://www.gov.uk/marginal-relief-calculator',
  },
  ctm03925: {
    title: 'HMRC Company Taxation Manual CTM03925: marginal relief (F x (U − A)) x (N ÷ A), FY2023 onwards',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03925',
  },
  ctm03930: {
    title: 'HMRC CTM03930: accounting period of less than 12 months, limits reduced proportionately (strictly by days)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03930',
  },
  ctm03955: {
    title:
      'HMRC CTM03955: an accounting period straddling 1 April is split only where the limits, rates or fraction differ; profits apportioned on a time basis (CTA 2010 s.1172)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03955',
  },
  tma1970s59d: {
    title: 'TMA 1970 s.59D: Corporation Tax due on the day following the expiry of nine months from the end of the accounting period',
    href: 'https://www.legislation.gov.uk/ukpga/1970/9/section/59D',
  },
  instalmentRegulations: {
    title:
      'Corporation Tax (Instalment Payments) Regulations 1998 (SI 1998/3175), regs. 3 and 5: large companies (profits over £1.5m), instalments 6 months 13 days from the start, then every 3 months, the last 3 months 14 days after the end',
    href: 'https://www.legislation.gov.uk/uksi/1998/3175/regulation/5',
  },
  veryLargeRegulations: {
    title:
      'Corporation Tax (Instalment Payments) (Amendment) Regulations 2017 (SI 2017/1072), reg. 5AZA: very large companies (profits over £20m) pay 2 months 13 days from the start, then every 3 months',
    href: 'https://www.legislation.gov.uk/uksi/2017/1072/regulation/5/made',
  },
  ctm92520: {
    title:
      'HMRC CTM92520: large companies, the £1.5m threshold divided by associated companies plus one and reduced for a short period; no instalments where the liability is £10,000 or less',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92520',
  },
  ctm92600: {
    title:
      "HMRC CTM92600-CTM92610: each instalment is 3 × liability ÷ n, n the period's length in months (spare days ÷ 30, to two decimals)",
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92600',
  },
  ctm92800: {
    title: 'HMRC CTM92800: very large companies, profits over £20m (reduced likewise), for accounting periods from 1 April 2019',
    href: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92800',
  },
} as const satisfies Record<string, Reference>;
