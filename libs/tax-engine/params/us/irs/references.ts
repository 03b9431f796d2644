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
  irc3102f: {
    title:
      '26 U.S.C. §3102(f) (the employer withholds Additional Medicare Tax on wages above $200,000 in the calendar year, whatever the filing status)',
    href: 'https://www.law.cornell.edu/uscode/text/26/3102',
  },
  irc3111: {
    title: '26 U.S.C. §3111 (FICA employer tax: (a) OASDI 6.2%, (b) hospital insurance 1.45%; no additional Medicare tax on the employer)',
    href: 'https://www.law.cornell.edu/uscode/text/26/3111',
  },
  irc3301: {
    title: '26 U.S.C. §3301 (FUTA tax: 6.0% of total wages) and §3306(b)(1) (wages: the first $7,000 a year)',
    href: 'https://www.law.cornell.edu/uscode/text/26/3301',
  },
  irc3302: {
    title:
      '26 U.S.C. §3302 (credits against the FUTA tax: at most 90% of 6.0%, i.e. 5.4%; (c)(2) credit reduction for states with outstanding Title XII advances)',
    href: 'https://www.law.cornell.edu/uscode/text/26/3302',
  },
  irc1401: {
    title: '26 U.S.C. §1401 (self-employment tax: (a) OASDI 12.4%, (b)(1) hospital insurance 2.9%, (b)(2) additional 0.9%)',
    href: 'https://www.law.cornell.edu/uscode/text/26/1401',
  },
  irc1402: {
    title:
      '26 U.S.C. §1402 (net earnings from self-employment: (a)(12) the 7.65% deduction, i.e. 92.35% of profit; (b)(2) no SE tax below $400)',
    href: 'https://www.law.cornell.edu/uscode/text/26/1402',
  },
  irc164f: {
    title: '26 U.S.C. §164(f) (deduction of one half of the self-employment tax)',
    href: 'https://www.law.cornell.edu/uscode/text/26/164',
  },
  scheduleSeInstructions: {
    title: 'IRS Instructions for Schedule SE (Form 1040), Self-Employment Tax (lines 4a-4c, 6-13)',
    href: 'https://www.irs.gov/instructions/i1040sse',
  },
  form8959Instructions: {
    title: 'IRS Instructions for Form 8959, Additional Medicare Tax (Part I wages, Part II self-employment income, Part V withholding)',
    href: 'https://www.irs.gov/instructions/i8959',
  },
  pub15: {
    title: "IRS Publication 15 (Circular E), Employer's Tax Guide (section 9, Social Security and Medicare taxes; section 14, FUTA)",
    href: 'https://www.irs.gov/publications/p15',
  },
  pub15T2023: {
    title: 'IRS Publication 15-T (2023), Federal Income Tax Withholding Methods: Worksheet 1A and the Annual Percentage Method tables',
    href: 'https://www.irs.gov/pub/irs-prior/p15t--2023.pdf',
  },
  pub15T2024: {
    title: 'IRS Publication 15-T (2024), Federal Income Tax Withholding Methods: Worksheet 1A and the Annual Percentage Method tables',
    href: 'https://www.irs.gov/pub/irs-prior/p15t--2024.pdf',
  },
  pub15T2025: {
    title: 'IRS Publication 15-T (2025), Federal Income Tax Withholding Methods: Worksheet 1A and the Annual Percentage Method tables',
    href: 'https://www.irs.gov/pub/irs-prior/p15t--2025.pdf',
  },
  pub15T2026: {
    title: 'IRS Publication 15-T (2026), Federal Income Tax Withholding Methods: Worksheet 1A and the Annual Percentage Method tables',
    href: 'https://www.irs.gov/pub/irs-pdf/p15t.pdf',
  },
  dolFutaCreditReductions: {
    title: 'U.S. Department of Labor, Employment and Training Administration: FUTA credit reductions',
    href: 'https://oui.doleta.gov/unemploy/futa_credit.asp',
  },
  dolFutaCreditReductionsHistory: {
    title:
      'U.S. Department of Labor, ETA: Historical FUTA Credit Reductions 2010-2025 (spreadsheet; 2023 California 0.6%, New York 0.6%, US Virgin Islands 3.9%; 2025 California 1.2%, US Virgin Islands 4.5%)',
    href: 'https://oui.doleta.gov/unemploy/docs/reduced_credit_states_2010-2025.xlsx',
  },
  irsForm940ScheduleA2023: {
    title: 'IRS Schedule A (Form 940) for 2023, Multi-State Employer and Credit Reduction Information (credit reduction rates by state)',
    href: 'https://www.irs.gov/pub/irs-prior/f940sa--2023.pdf',
  },
  irsForm940ScheduleA2025: {
    title: 'IRS Schedule A (Form 940) for 2025, Multi-State Employer and Credit Reduction Information (credit reduction rates by state)',
    href: 'https://www.irs.gov/pub/irs-pdf/f940sa.pdf',
  },
  dolFutaCreditReductions2024: {
    title:
      'Department of Labor, Notice of the FUTA Credit Reductions Applicable for 2024, 89 FR 99282 (10 December 2024): California 0.9%, New York 0.9%, US Virgin Islands 4.2%',
    href: 'https://www.federalregister.gov/d/2024-28880',
  },
  irc2001: {
    title:
      '26 U.S.C. §2001 (estate tax imposed; (b) tentative tax on the taxable estate plus adjusted taxable gifts, less gift tax payable; (c) rates 18% to 40%)',
    href: 'https://www.law.cornell.edu/uscode/text/26/2001',
  },
  irc2010: {
    title:
      '26 U.S.C. §2010 (unified credit: the tentative tax on the applicable exclusion amount, the basic exclusion amount plus the deceased spousal unused exclusion)',
    href: 'https://www.law.cornell.edu/uscode/text/26/2010',
  },
  pl119_21Estate: {
    title:
      'Public Law 119-21 (H.R. 1), §70106: basic exclusion amount $15,000,000 for estates of decedents dying and gifts made after 31 December 2025, indexed after 2026',
    href: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
  },
  form706Instructions: {
    title:
      'IRS Instructions for Form 706, United States Estate (and Generation-Skipping Transfer) Tax Return (Part 2, Tax Computation; Table A, Unified Rate Schedule)',
    href: 'https://www.irs.gov/instructions/i706',
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
