import type { Reference } from '../../../../src/core/parameter';

/** Official sources for Capital Gains Tax (individuals) cited by the CGT parameters and calculator. */
export const cgtReferences = {
  tcga1992s1h: {
    title: 'Taxation of Chargeable Gains Act 1992, s.1H: the main rates of CGT',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/1H',
  },
  tcga1992s1i: {
    title:
      'Taxation of Chargeable Gains Act 1992, s.1I: gains are charged at the higher rates so far as they exceed the unused part of the basic rate band (UK income tax bands, for Scottish taxpayers too)',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/1I',
  },
  tcga1992s1k: {
    title: 'Taxation of Chargeable Gains Act 1992, s.1K: the annual exempt amount',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/1K',
  },
  tcga1992s2: {
    title:
      'Taxation of Chargeable Gains Act 1992, s.2(2) and s.3(5A)-(5C): losses of the year are deducted in full; losses brought forward only so far as they reduce the gains to the annual exempt amount',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/2',
  },
  tcga1992s4b: {
    title:
      'Taxation of Chargeable Gains Act 1992, s.4B: allowable losses and the annual exempt amount may be deducted from gains in the way most beneficial to the taxpayer',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/4B',
  },
  tcga1992s169n: {
    title:
      'Taxation of Chargeable Gains Act 1992, s.169N: Business Asset Disposal Relief — the relief rate; qualifying gains are treated as the lowest part of the gains, using the basic rate band first (s.169N(4)-(4B)); the lifetime limit (s.169N(3))',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/169N',
  },
  tcga1992s169vr: {
    title: "Taxation of Chargeable Gains Act 1992, ss.169VA-169VY: Investors' Relief, its rate and its lifetime limit",
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/part/5/chapter/5',
  },
  financeAct2016s83: {
    title:
      'Finance Act 2016, s.83: CGT main rates 10% and 20% (18% and 28% for residential property and carried interest) from 6 April 2016',
    href: 'https://www.legislation.gov.uk/ukpga/2016/24/section/83',
  },
  financeNo2Act2024s6: {
    title:
      'Finance (No. 2) Act 2024, s.6: the higher CGT rate on residential property gains reduced from 28% to 24% for disposals on or after 6 April 2024',
    href: 'https://www.legislation.gov.uk/ukpga/2024/12/section/6',
  },
  financeAct2025s7: {
    title:
      'Finance Act 2025 (c. 8), s.7: main CGT rates 18% and 24% for all gains other than carried interest, for disposals on or after 30 October 2024 (the residential property rates merged into them)',
    href: 'https://www.legislation.gov.uk/ukpga/2025/8/section/7',
  },
  financeAct2025Reliefs: {
    title:
      "Finance Act 2025 (c. 8), Part 1, capital gains tax rates and reliefs: Business Asset Disposal Relief and Investors' Relief at 14% for disposals from 6 April 2025 and 18% from 6 April 2026; Investors' Relief lifetime limit £1 million for disposals from 30 October 2024",
    href: 'https://www.legislation.gov.uk/ukpga/2025/8/contents',
  },
  financeAct2020s23: {
    title:
      'Finance Act 2020, s.23: Entrepreneurs’ Relief renamed Business Asset Disposal Relief, lifetime limit £1 million for disposals on or after 11 March 2020',
    href: 'https://www.legislation.gov.uk/ukpga/2020/14/section/23',
  },
  financeAct2023s8: {
    title: 'Finance Act 2023, s.8: annual exempt amount £6,000 for 2023-24 and £3,000 for 2024-25 and later years',
    href: 'https://www.legislation.gov.uk/ukpga/2023/1/section/8',
  },
  gettingRates: {
    title: 'GOV.UK: Capital Gains Tax rates and allowances',
    href: 'https://www.gov.uk/government/publications/rates-and-allowances-capital-gains-tax/capital-gains-tax-rates-and-annual-tax-free-allowances',
  },
  cgtRatesPage: {
    title: 'GOV.UK: Capital Gains Tax — what you pay it on, rates and allowances',
    href: 'https://www.gov.uk/capital-gains-tax/rates',
  },
  cgtAllowancePage: {
    title: 'GOV.UK: Capital Gains Tax — tax-free allowance (£3,000 in 2024-25 and later, £6,000 in 2023-24)',
    href: 'https://www.gov.uk/capital-gains-tax/allowances',
  },
  hs275: {
    title:
      'HMRC Self Assessment helpsheet HS275: Business Asset Disposal Relief (2023) — lifetime limit £1 million for disposals on or after 11 March 2020',
    href: 'https://www.gov.uk/government/publications/entrepreneurs-relief-hs275-self-assessment-helpsheet/hs275-business-asset-disposal-relief-2023',
  },
  badrPage: {
    title: 'GOV.UK: Business Asset Disposal Relief (rates by disposal date, £1 million lifetime limit)',
    href: 'https://www.gov.uk/business-asset-disposal-relief',
  },
  investorsReliefPolicyPaper: {
    title:
      "HMRC policy paper (30 October 2024): Capital Gains Tax — Investors' Relief lifetime limit reduction, and the BADR and Investors' Relief rates",
    href: 'https://www.gov.uk/government/publications/capital-gains-tax-investors-relief-lifetime-limit-reduction',
  },
  residentialRatePolicyPaper2024: {
    title:
      'HMRC policy paper (6 March 2024): Capital Gains Tax — the higher rate on residential property disposals reduced from 28% to 24% from 6 April 2024',
    href: 'https://www.gov.uk/government/publications/capital-gains-tax-changes-to-the-higher-rate-of-tax-on-residential-property-disposals',
  },
  propertyReturn: {
    title:
      'GOV.UK: Report and pay your Capital Gains Tax on UK property — within 60 days of completion (30 days for completions before 27 October 2021)',
    href: 'https://www.gov.uk/capital-gains-tax-on-property',
  },
  financeAct2019sch2: {
    title:
      'Finance Act 2019, Schedule 2: returns and payments on account for disposals of UK land, as amended for completions on or after 27 October 2021 (60 days)',
    href: 'https://www.legislation.gov.uk/ukpga/2019/1/schedule/2',
  },
  tma1970s59b: {
    title: 'Taxes Management Act 1970, s.59B: the balance of CGT for a tax year is due on 31 January after the year ends',
    href: 'https://www.legislation.gov.uk/ukpga/1970/9/section/59B',
  },
  tcga1992s28: {
    title:
      'Taxation of Chargeable Gains Act 1992, s.28: the time of disposal under a contract is when the contract is made (exchange), not completion',
    href: 'https://www.legislation.gov.uk/ukpga/1992/12/section/28',
  },
} as const satisfies Record<string, Reference>;
