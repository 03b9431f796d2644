import type { Reference } from '../../../src/core/parameter';

/** Official sources cited by more than one US federal parameter. */
export const usFederalReferences = {
  revProc2022_38: {
    title: 'IRS Rev. Proc. 2022-38 (inflation-adjusted items for taxable years beginning in 2023)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-22-38.pdf',
  },
  revProc2023_34: {
    title: 'IRS Rev. Proc. 2023-34 (inflation-adjusted items for taxable years beginning in 2024)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-23-34.pdf',
  },
  revProc2024_40: {
    title: 'IRS Rev. Proc. 2024-40 (inflation-adjusted items for taxable years beginning in 2025)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-24-40.pdf',
  },
  revProc2025_32: {
    title:
      'IRS Rev. Proc. 2025-32 (inflation-adjusted items for taxable years beginning in 2026, reflecting P.L. 119-21; issued 9 October 2025)',
    href: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  irsInflationAdjustments2026: {
    title:
      'IRS news release IR-2025-103: IRS releases tax inflation adjustments for tax year 2026, including amendments from the One, Big, Beautiful Bill',
    href: 'https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2026-including-amendments-from-the-one-big-beautiful-bill',
  },
  pl119_21: {
    title:
      'Public Law 119-21 (H.R. 1, "One Big Beautiful Bill Act"), §70102: standard deduction $15,750 / $31,500 (joint, surviving spouse) / $23,625 (head of household) for taxable years beginning after 31 December 2024',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  pl119_21Rates: {
    title: 'Public Law 119-21 (H.R. 1, "One Big Beautiful Bill Act"), §70101: the §1(j) rates of 10% to 37% made permanent',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  irsObbbProvisions: {
    title: 'IRS: One, Big, Beautiful Bill provisions (increased standard deduction for 2025)',
    href: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
  irc1: {
    title: '26 U.S.C. §1 (tax imposed; §1(j) rate tables from 2018, permanent since P.L. 119-21; §1(h) maximum capital gains rate)',
    href: 'https://www.law.cornell.edu/uscode/text/26/1',
  },
  irc63: {
    title: '26 U.S.C. §63 (taxable income; §63(c) standard deduction, §63(f) additional amounts for the aged and blind)',
    href: 'https://www.law.cornell.edu/uscode/text/26/63',
  },
  irc1411: {
    title:
      '26 U.S.C. §1411 (net investment income tax: 3.8% of the lesser of net investment income and MAGI above $250,000 joint / $125,000 separate / $200,000 other; not indexed)',
    href: 'https://www.law.cornell.edu/uscode/text/26/1411',
  },
  form8960Instructions: {
    title: 'IRS Instructions for Form 8960, Net Investment Income Tax',
    href: 'https://www.irs.gov/instructions/i8960',
  },
  irc3101: {
    title:
      '26 U.S.C. §3101 (FICA employee tax: (a) OASDI 6.2%, (b)(1) hospital insurance 1.45%, (b)(2) additional 0.9% above $250,000 joint / $125,000 separate / $200,000 other)',
    href: 'https://www.law.cornell.edu/uscode/text/26/3101',
  },
  irc3121: {
    title: '26 U.S.C. §3121(a)(1) (wages above the contribution and benefit base are not wages for OASDI)',
    href: 'https://www.law.cornell.edu/uscode/text/26/3121',
  },
  topic751: { title: 'IRS Tax Topic 751, Social Security and Medicare withholding rates', href: 'https://www.irs.gov/taxtopics/tc751' },
  topic560: { title: 'IRS Tax Topic 560, Additional Medicare Tax', href: 'https://www.irs.gov/taxtopics/tc560' },
  additionalMedicareQa: {
    title:
      'IRS: Questions and answers for the Additional Medicare Tax (employers withhold on wages above $200,000 regardless of filing status)',
    href: 'https://www.irs.gov/businesses/small-businesses-self-employed/questions-and-answers-for-the-additional-medicare-tax',
  },
  ssaContributionBase: {
    title: 'SSA Office of the Chief Actuary: Contribution and benefit base',
    href: 'https://www.ssa.gov/oact/cola/cbb.html',
  },
  ssaFactSheet2023: {
    title: 'SSA: 2023 Social Security Changes (fact sheet): maximum taxable earnings $160,200',
    href: 'https://www.ssa.gov/news/press/factsheets/colafacts2023.pdf',
  },
  ssaFactSheet2024: {
    title: 'SSA: 2024 Social Security Changes (fact sheet): maximum taxable earnings $168,600',
    href: 'https://www.ssa.gov/news/press/factsheets/colafacts2024.pdf',
  },
  ssaFactSheet2025: {
    title: 'SSA: 2025 Social Security Changes (fact sheet): maximum taxable earnings $176,100',
    href: 'https://www.ssa.gov/news/press/factsheets/colafacts2025.pdf',
  },
  ssaFactSheet2026: {
    title: 'SSA: 2026 Cost-of-Living Adjustment (COLA) Fact Sheet: maximum taxable earnings $184,500',
    href: 'https://www.ssa.gov/news/en/cola/factsheets/2026.html',
  },
} as const satisfies Record<string, Reference>;
