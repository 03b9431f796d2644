import type { Reference } from '../../../src/core/parameter';

/**
 * Sources of the US sales tax parameters (docs/tax-parameters.md, "US sales tax"). The statewide rates follow the Tax
 * Foundation's convention: a mandatory statewide local add-on (California 1.25 %, Utah 1.25 %, Virginia 1 %) and
 * Nevada's mandatory local portion are part of the state rate. Each title says what the source states and when.
 */
export const salesTaxReferences = {
  taxFoundation2025: {
    title:
      'Tax Foundation, State and Local Sales Tax Rates, 2025 (J. Walczak, 4 February 2025): population-weighted average local rates as of 1 January 2025; combined rates Louisiana 10.12 %, Tennessee 9.56 %, Arkansas 9.46 %, Washington 9.43 %, Alabama 9.43 %, Alaska 1.82 %, Hawaii 4.50 %, Wyoming 5.44 %, Maine 5.50 %, Wisconsin 5.70 %; local sales taxes in 38 states',
    href: 'https://taxfoundation.org/data/all/state/sales-tax-rates/',
  },
  taxFoundation2026: {
    title:
      'Tax Foundation, State and Local Sales Tax Rates, 2026: statewide, average local (population-weighted) and combined rates of every state and DC as of 1 January 2026 (the report\'s data table "2026-Sales-Tax-Data.xlsx", read in a copy kept by the Duke STA 199 course repository, sta199-f26/sta199-f26.github.io, slides/data/sales-taxes-26.csv)',
    href: 'https://taxfoundation.org/data/all/state/sales-tax-rates/',
  },
  taxFoundation2016Table: {
    title:
      'Tax Foundation, State and Local Sales Tax Rates as of 1 January 2016, Table 1: no local sales tax in Connecticut, Delaware, Indiana, Kentucky, Maine, Maryland, Massachusetts, Michigan, Montana (resort taxes not counted), New Hampshire, Oregon, Rhode Island or the District of Columbia (the same 13 jurisdictions the 2025 report leaves outside its 38 states)',
    href: 'http://taxfoundation.org/article/state-and-local-sales-tax-rates-2016',
  },
  salesTaxHandbook2024: {
    title:
      'SalesTaxHandbook, Table of Sales Tax Rates By State (updated December 2024): statewide rates Alabama to Rhode Island (California and Nevada without their mandatory local portions)',
    href: 'https://www.salestaxhandbook.com/',
  },
  federalStateLaw2025: {
    title: 'FederalStateLaw, Sales Tax by State (last updated 15 December 2025): statewide rates Alabama to New York',
    href: 'https://federalstatelaw.com/tables/sales-tax',
  },
  salesTaxCalculatorTable: {
    title: 'Sales-Tax-Calculator.com, U.S. Sales Tax Rates by State: statewide base rates (South Dakota 4.20 %, Tennessee 7.00 %)',
    href: 'https://sales-tax-calculator.com/us-sales-tax-rates.html',
  },
  wiseVoterTable: {
    title:
      'WiseVoter, Sales Tax by State: statewide rates (Utah 6.1 %, Texas 6.25 %, Vermont 6 %, Virginia 5.3 %, West Virginia 6 %, Wisconsin 5 %, Wyoming 4 %)',
    href: 'https://wisevoter.com/state-rankings/sales-tax-by-state/',
  },
  taxRatesOrg2024: {
    title: 'Tax-Rates.org, 2024 Local Sales Taxes By State: Washington 6.50 % state rate',
    href: 'https://www.tax-rates.org/taxtables/local-sales-taxes',
  },
  ftaRates2019: {
    title:
      'Federation of Tax Administrators, State Sales Tax Rates and Food & Drug Exemptions (2019): Washington 6.5 %, Wisconsin 5 %, Wyoming 4 %',
    href: 'https://online.documentine.com/6-25-sales-tax-calculator/1/2019-state-sales-tax-rates-and-exemptions.html',
  },
  californiaAddOn: {
    title: 'California state sales tax rate 7.25 %, including the 1.25 % local add-on levied statewide (CheckSalesTax, California)',
    href: 'https://checksalestax.com/states/5-california',
  },
  louisianaHb10: {
    title:
      'Louisiana Act of the 2024 Third Extraordinary Session (HB 10): state sales and use tax from 4.45 % to 5 % on 1 January 2025, through 31 December 2029 (Red River Radio, 30 December 2024; Louisiana Department of Revenue notice reported by R&R CPA)',
    href: 'https://www.redriverradio.org/news/2024-12-30/new-year-means-new-sales-tax-rate-in-louisiana',
  },
  southDakotaHb1137: {
    title:
      'South Dakota HB 1137 (2023): state sales and use tax 4.2 % from 1 July 2023, the reduction repealed on 30 June 2027 (Department of Revenue release)',
    href: 'https://www.avalara.com/blog/en/north-america/2023/03/south-dakota-sales-tax-rate-cut.html',
  },
  newMexicoGrt: {
    title: 'New Mexico Taxation and Revenue Department: statewide gross receipts tax rate 4.875 % from 1 July 2023 (5 % before)',
    href: 'https://www.redw.com/insights/new-mexico-gross-receipts-tax-filers-kit-for-july-december-2023-is-now-available/',
  },
  dcBudgetSupport2026: {
    title:
      'District of Columbia Fiscal Year 2026 Budget Support Act of 2025: the rise of the general sales and use tax rate to 6.5 % on 1 October 2025 repealed; 6 % through 30 September 2026, 7 % scheduled from 1 October 2026 (KPMG, This Week in State Tax, 15 December 2025)',
    href: 'https://kpmg.com/us/en/articles/this-week-in-state-tax/twist-251215.html',
  },
  dcOtr2018: {
    title: 'DC Office of Tax and Revenue: general sales and use tax rate 6 % from 1 October 2018',
    href: 'https://otr.cfo.dc.gov/node/1353781',
  },
  zampGroceries2025: {
    title:
      'Zamp, Sales Tax on Groceries by State (28 October 2025): groceries taxed at the general statewide rate in Hawaii, Idaho and South Dakota; at reduced statewide rates in Alabama, Arkansas (0.125 %), Illinois (1 %), Missouri (1.225 %), Tennessee (4 %), Utah (3 % with the local shares) and Virginia (1 % local add-on only); exempt from the statewide rate elsewhere, local taxes apart',
    href: 'https://zamp.com/resources/sales-tax-on-groceries/',
  },
  worldPopulationReviewGroceries2025: {
    title:
      'World Population Review, Grocery Tax by State 2025 (from 2024 state sources): the same list of states taxing groceries, with Mississippi at 7 % and Kansas phasing its food rate out',
    href: 'https://worldpopulationreview.com/state-rankings/grocery-tax-by-state',
  },
  alabamaFood2023: {
    title:
      'Code of Alabama § 40-23-2 as amended by Act 2023-554: state sales tax on food (SNAP definition) 3 % from 1 September 2023 (NFIB Alabama, 2 August 2023)',
    href: 'https://www.nfib.com/news-article/lower-tax-on-groceries-now-in-effect',
  },
  alabamaFood2025: {
    title:
      'Alabama Act of the 2025 Regular Session amending Code of Alabama §§ 40-23-2, 40-23-61: state sales tax on food 2 % from 1 September 2025 (bill summary, FastDemocracy; reported at the change by local news)',
    href: 'https://fastdemocracy.com/bill-summary/?billsummary_id=ALB00018262&billsummary_session=2025rs&billsummary_state=al',
  },
  arkansasAct1008: {
    title:
      'Arkansas Act 1008 of 2025 (HB 1685, Grocery Tax Relief Act): the 0.125 % state sales and use tax on food and food ingredients ends on 1 January 2026; local taxes unchanged (TaxCloud Sales Tax Radar)',
    href: 'https://taxcloud.com/sales-tax-radar/arkansas-state-grocery-sales-tax-elimination-2026',
  },
  illinoisHb3144: {
    title:
      'Illinois HB 3144 (FY 2025 budget implementation), signed 5 August 2024: the 1 % state rate on food for home consumption repealed from 1 January 2026; municipalities and counties may levy their own 1 % by ordinance (Illinois Municipal League, reported by WAND)',
    href: 'https://www.wandtv.com/news/more-than-half-of-illinois-municipalities-adopt-local-grocery-sales-tax/article_67a217c3-c4dc-42b8-b9db-5d946976d575.html',
  },
  kansasFood: {
    title:
      'K.S.A. 79-3603 as amended by 2022 HB 2106 and 2024 SB 1: state sales tax on food and food ingredients 2 % in 2024 and 0 % from 1 January 2025 (Kansas Department of Revenue notices, as compiled by Zamp)',
    href: 'https://zamp.com/resources/sales-tax-on-groceries/',
  },
  mississippiHb1: {
    title:
      'Mississippi HB 1 (2025, Build Up Mississippi Act), amending Miss. Code § 27-65-17: groceries (food eligible for SNAP, not bought with it) taxed at 5 % from 1 July 2025 (Sales Tax Institute, citing the Department of Revenue release of 1 May 2025)',
    href: 'https://www.salestaxinstitute.com/resources/mississippi-grocery-sales-tax-cut',
  },
  oklahomaHb1955: {
    title:
      'Oklahoma HB 1955 (2024): the 4.5 % state sales tax on food and food ingredients ends on 29 August 2024; local taxes remain (Oklahoma Tax Commission, as compiled by Zamp)',
    href: 'https://zamp.com/resources/sales-tax-on-groceries/',
  },
  clothingCompilation: {
    title:
      'Clothing exempt from the statewide sales tax in Minnesota (Minn. Stat. § 297A.67 subd. 8), New Jersey (N.J.S.A. 54:32B-8.4), Pennsylvania (72 P.S. § 7204(26)) and Vermont (32 V.S.A. § 9741(45)); taxable elsewhere apart from New York, Massachusetts and Rhode Island (Avalara, How to handle sales tax on clothing: a state-by-state guide, updated 2025)',
    href: 'https://www.avalara.com/blog/en/north-america/2020/02/how-to-handle-sales-tax-on-clothing-a--state-by-state-guide.html',
  },
  newYorkClothing: {
    title:
      'New York Tax Law § 1115(a)(30): clothing and footwear items sold for less than $110 exempt from the 4 % state tax (localities may tax them)',
    href: 'https://www.tax.ny.gov/pubs_and_bulls/tg_bulletins/st/clothing_and_footwear.htm',
  },
  massachusettsClothing: {
    title: 'M.G.L. c. 64H § 6(k): the first $175 of the price of each clothing item is exempt; the rest is taxed at 6.25 %',
    href: 'https://www.mass.gov/guides/sales-and-use-tax',
  },
  rhodeIslandClothing: {
    title:
      'R.I. Gen. Laws § 44-18-30(27): the first $250 of the price of each clothing or footwear item is exempt; the rest is taxed at 7 %',
    href: 'https://tax.ri.gov/tax-sections/sales-excise-taxes/sales-and-use-tax',
  },
} as const satisfies Record<string, Reference>;
