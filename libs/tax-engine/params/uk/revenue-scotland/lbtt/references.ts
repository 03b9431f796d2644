import type { Reference } from '../../../../src/core/parameter';

/** Official sources for Land and Buildings Transaction Tax (Scotland) cited by the LBTT parameters. */
export const lbttReferences = {
  ratesAndBands: {
    title: 'Revenue Scotland LBTT4001 onwards: LBTT tax rates and bands for residential property transactions',
    href: 'https://www.revenue.scot/land-buildings-transaction-tax/guidance/lbtt-legislation-guidance/tax-return',
  },
  ratesOrder2015: {
    title:
      'The Land and Buildings Transaction Tax (Tax Rates and Tax Bands) (Scotland) Order 2015: residential 0% to £145,000, 2% to £250,000, 5% to £325,000, 10% to £750,000, 12% above',
    href: 'https://www.legislation.gov.uk/ssi/2015/126',
  },
  firstTimeBuyerRelief: {
    title:
      'Revenue Scotland LBTT3048: first-time buyer relief — tax not chargeable on the first £175,000 of consideration (LBTT(S)A 2013 Sch 4A; effective date on or after 30 June 2018)',
    href: 'https://revenue.scot/land-buildings-transaction-tax/guidance/lbtt-legislation-guidance/exemptions-reliefs/lbtt3010-3',
  },
  adsGuidance: {
    title:
      'Revenue Scotland: the Additional Dwelling Supplement (ADS) — an additional charge on the purchase of an additional dwelling, on the whole relevant consideration',
    href: 'https://revenue.scot/land-buildings-transaction-tax/guidance/lbtt-legislation-guidance/worked-examples-additional-0',
  },
  adsFaq: {
    title:
      'Revenue Scotland ADS FAQs: a supplement on additional dwellings of £40,000 or more (3% from 1 April 2016, 4% from 25 January 2019)',
    href: 'https://www.revenue.scot/land-buildings-transaction-tax/frequently-asked-questions/additional-dwelling-supplement-background',
  },
  ads2022: {
    title:
      'The Land and Buildings Transaction Tax (Additional Amount: Transactions Relating to Second Homes etc.) (Scotland) Amendment Order 2022: ADS 6% from 16 December 2022',
    href: 'https://www.legislation.gov.uk/ssi/2022/375',
  },
  ads2024: {
    title:
      'The Land and Buildings Transaction Tax (Additional Amount: Transactions Relating to Second Homes etc.) (Scotland) Amendment Order 2024 (SSI 2024/367): ADS 8% from 5 December 2024',
    href: 'https://www.legislation.gov.uk/ssi/2024/367',
  },
  returnWholePounds: {
    title:
      'Revenue Scotland, general guidance about the paper LBTT return: the total amount of tax due is rounded down to the nearest pound (ignore the pence)',
    href: 'https://www.revenue.scot/land-buildings-transaction-tax/guidance/how-to/paper-lbtt-return/general-guidance-about-paper-lbtt',
  },
} as const satisfies Record<string, Reference>;
