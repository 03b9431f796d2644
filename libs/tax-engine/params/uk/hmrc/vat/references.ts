import type { Reference } from '../../../../src/core/parameter';

/** Official sources for VAT cited by the VAT parameters and the VAT calculators. */
export const vatReferences = {
  vata1994s2: {
    title: 'Value Added Tax Act 1994, s.2(1): the standard rate, 20% from 4 January 2011 (Finance (No. 2) Act 2010, s.3)',
    href: 'https://www.legislation.gov.uk/ukpga/1994/23/section/2',
  },
  finance2Act2010s3: {
    title: 'Finance (No. 2) Act 2010, s.3: VAT standard rate raised from 17.5% to 20% for supplies on or after 4 January 2011',
    href: 'https://www.legislation.gov.uk/ukpga/2010/31/section/3',
  },
  vata1994s29a: {
    title: 'Value Added Tax Act 1994, s.29A and Schedule 7A: supplies charged at the reduced rate of 5%',
    href: 'https://www.legislation.gov.uk/ukpga/1994/23/section/29A',
  },
  vata1994s30: {
    title: 'Value Added Tax Act 1994, s.30 and Schedule 8: zero-rated supplies (VAT charged at 0%)',
    href: 'https://www.legislation.gov.uk/ukpga/1994/23/section/30',
  },
  vatRates: {
    title: 'GOV.UK: VAT rates (standard 20%, reduced 5%, zero 0%)',
    href: 'https://www.gov.uk/vat-rates',
  },
  vatGuideRounding: {
    title:
      'HMRC VAT Notice 700 (The VAT Guide), section 16, rounding of VAT on invoices (paragraph 17.5 in earlier editions): VAT worked out on the invoice total may be rounded down to the whole penny; worked per line or per unit it is rounded to the nearest 1p or 0.5p, or down to 0.1p',
    href: 'https://www.gov.uk/guidance/vat-guide-notice-700#section16',
  },
  vatrec12030: {
    title:
      'HMRC VAT Traders Records Manual VATREC12030: rounding up and down — VAT below half a penny is rounded down, half a penny or more rounded up',
    href: 'https://www.gov.uk/hmrc-internal-manuals/vat-trader-records/vatrec12030',
  },
  vatrec12010: {
    title:
      'HMRC VAT Traders Records Manual VATREC12010: the rounding concession — only VAT payable on an invoice may be rounded down to whole pennies',
    href: 'https://www.gov.uk/hmrc-internal-manuals/vat-trader-records/vatrec12010',
  },
  vata1994sch1: {
    title:
      'Value Added Tax Act 1994, Schedule 1: para 1(1)(a) the backward look (taxable supplies in the year ending with a month), para 1(1)(b) the forward look (the next 30 days alone), para 4 deregistration, para 5 and 6 notification within 30 days',
    href: 'https://www.legislation.gov.uk/ukpga/1994/23/schedule/1',
  },
  notice7001: {
    title: 'HMRC VAT Notice 700/1: who should register for VAT (the registration and deregistration thresholds, when to register)',
    href: 'https://www.gov.uk/guidance/vat-registration-thresholds-and-how-to-calculate-your-taxable-turnover-vat-notice-7001',
  },
  notice7001Supplement: {
    title: 'HMRC VAT Notice 700/1 supplement: registration and deregistration thresholds by date',
    href: 'https://www.gov.uk/government/publications/vat-notice-7001-supplement',
  },
  vatreg18300: {
    title:
      'HMRC VAT Registration Manual VATREG18300: when notification must be made — backward look: notify within 30 days of the end of the month, registered from the first day of the month after that; forward look: notify within 30 days, registered from the day the expectation arose',
    href: 'https://www.gov.uk/hmrc-internal-manuals/vat-registration-manual/vatreg18300',
  },
  registrationLimits2017: {
    title:
      'The Value Added Tax (Increase of Registration Limits) Order 2017 (SI 2017/290): £85,000 to register, £83,000 to deregister, from 1 April 2017',
    href: 'https://www.legislation.gov.uk/uksi/2017/290/contents/made',
  },
  registrationLimits2024: {
    title:
      'The Value Added Tax (Increase of Registration Limits) Order 2024 (SI 2024/308): £90,000 to register, £88,000 to deregister, from 1 April 2024',
    href: 'https://www.legislation.gov.uk/uksi/2024/308/contents/made',
  },
  thresholdsPage: {
    title: 'GOV.UK: How VAT works — VAT thresholds (£90,000 to register, £88,000 to deregister)',
    href: 'https://www.gov.uk/vat-registration/when-to-register',
  },
  notice733: {
    title:
      'HMRC VAT Notice 733: Flat Rate Scheme for small businesses (flat rate percentages, limited cost businesses, the first-year reduction)',
    href: 'https://www.gov.uk/government/publications/vat-notice-733-flat-rate-scheme-for-small-businesses',
  },
  flatRatePage: {
    title: 'GOV.UK: VAT Flat Rate Scheme — flat rates for types of business, limited cost businesses (16.5%), 1% off in the first year',
    href: 'https://www.gov.uk/vat-flat-rate-scheme/how-much-you-pay',
  },
  vatRegulations55k: {
    title:
      'Value Added Tax Regulations 1995 (SI 1995/2518), reg. 55K: the table of categories of business and their appropriate percentages (the current table in force from 4 January 2011); 16.5% for a limited cost business from 1 April 2017',
    href: 'https://www.legislation.gov.uk/uksi/1995/2518/regulation/55K',
  },
  vatRegulations55a: {
    title:
      'Value Added Tax Regulations 1995, reg. 55A: "limited cost business" — relevant goods less than 2% of the VAT-inclusive turnover, or more than 2% but less than £1,000 a year (inserted by SI 2017/295)',
    href: 'https://www.legislation.gov.uk/uksi/1995/2518/regulation/55A',
  },
  vatRegulations55jb: {
    title: 'Value Added Tax Regulations 1995, reg. 55JB: the appropriate percentage reduced by 1 in the first year of registration',
    href: 'https://www.legislation.gov.uk/uksi/1995/2518/regulation/55JB',
  },
  vatRegulations55l: {
    title:
      'Value Added Tax Regulations 1995, reg. 55L: join the scheme if taxable turnover in the next year is expected to be £150,000 or less; leave it when total income exceeds £230,000',
    href: 'https://www.legislation.gov.uk/uksi/1995/2518/regulation/55L',
  },
} as const satisfies Record<string, Reference>;
