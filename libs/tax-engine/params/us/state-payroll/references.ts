import type { Reference } from '../../../src/core/parameter';

/** Official sources for the states' employee payroll contributions (docs/tax-parameters.md, "US state payroll contributions"). */
export const statePayrollReferences = {
  // California
  caUic984: {
    title:
      'California Unemployment Insurance Code §984 (worker contributions to the Disability Fund; no taxable wage limit from 2024, SB 951)',
    href: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=UIC&sectionNum=984.',
  },
  caSb951: {
    title: 'California SB 951 (Stats. 2022, ch. 878): removes the SDI taxable wage ceiling from 1 January 2024',
    href: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202120220SB951',
  },
  caEddRates: {
    title:
      'California EDD: Contribution Rates, Withholding Schedules, and Meals and Lodging Values (SDI withholding rate by year, no wage limit)',
    href: 'https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/',
  },
  caDe201_2026: {
    title: 'California EDD DE 201, 2026 California Payroll Taxes: SDI withholding rate 1.3%, no taxable wage limit',
    href: 'https://edd.ca.gov/siteassets/files/pdf_pub_ctr/de201.pdf',
  },
  // New York
  nyWcl209: {
    title:
      'New York Workers’ Compensation Law §209 (employee contributions: disability 0.5% of wages up to 60 cents a week; family leave at the rate set by DFS)',
    href: 'https://www.nysenate.gov/legislation/laws/WKC/209',
  },
  nyWcbDisability: {
    title: 'New York Workers’ Compensation Board: Disability Benefits, employee contribution of 0.5% of wages, at most $0.60 a week',
    href: 'https://www.wcb.ny.gov/content/main/DisabilityBenefits/employee-disability-benefits.jsp',
  },
  nyPfl2024: {
    title: 'New York Paid Family Leave: 2024 rate 0.373% of gross wages, annual maximum $333.25 (DFS rate decision)',
    href: 'https://paidfamilyleave.ny.gov/2024',
  },
  nyPfl2025: {
    title: 'New York Paid Family Leave: 2025 rate 0.388% of gross wages, annual maximum $354.53 (DFS rate decision; NYSAWW $1,757.19)',
    href: 'https://paidfamilyleave.ny.gov/2025',
  },
  nyPfl2026: {
    title: 'New York Paid Family Leave: 2026 rate 0.432% of gross wages, annual maximum $411.91 (DFS rate decision; NYSAWW $1,833.63)',
    href: 'https://paidfamilyleave.ny.gov/2026',
  },
  // New Jersey
  njRs43_21_7: {
    title: 'N.J.S.A. 43:21-7(d) (worker contributions to the unemployment, disability benefits and family leave funds)',
    href: 'https://www.nj.gov/labor/myunemployment/assets/pdfs/UI_statute.pdf',
  },
  njRates: {
    title:
      'New Jersey Department of Labor, Employer Accounts: rate information, contributions and due dates (worker rates and wage bases by year)',
    href: 'https://www.nj.gov/labor/ea/rates/',
  },
  njBenefitRates2026: {
    title:
      'NJDOL press release, 29 December 2025: new benefit rates for 2026 (UI wage base $44,800 from $43,300 in 2025; TDI/FLI worker wage base $171,100 from $165,400 in 2025)',
    href: 'https://www.nj.gov/labor/lwdhome/press/2025/20251229_newbenefitrates2026.shtml',
  },
  njLeaveRates: {
    title:
      'New Jersey Division of Temporary Disability and Family Leave Insurance: TDI/FLI rate information for employers (worker rates by year)',
    href: 'https://www.nj.gov/labor/myleavebenefits/employer/index.shtml',
  },
  // Washington
  waRcw50b04080: {
    title: 'RCW 50B.04.080 (WA Cares Fund premium: 0.58% of all wages, paid by the employee)',
    href: 'https://app.leg.wa.gov/RCW/default.aspx?cite=50B.04.080',
  },
  waCaresEmployers: {
    title: 'WA Cares Fund: employer information (0.58% of each employee’s gross wages, no wage cap)',
    href: 'https://wacaresfund.wa.gov/employers',
  },
  waRcw50a10030: {
    title: 'RCW 50A.10.030 (Paid Family and Medical Leave premiums: rate set yearly, employee share, wages up to the Social Security cap)',
    href: 'https://app.leg.wa.gov/rcw/default.aspx?cite=50A.10.030',
  },
  waPfml2024: {
    title: 'Washington ESD Paid Leave (paidleave.wa.gov): 2024 premium rate 0.74%, employees pay 71.43% of the premium',
    href: 'https://paidleave.wa.gov/',
  },
  waPfml2025: {
    title: 'Washington ESD Paid Leave: 2025 premium rates employer mailer (0.92%, employees pay 71.52% of the premium)',
    href: 'https://paidleave.wa.gov/app/uploads/2024/10/2025-Premium-Rates-Employer-Mailer.pdf',
  },
  waPfml2026: {
    title:
      'Washington ESD Paid Leave updates: 2026 premium rate 1.13%, employees pay 71.43%, wages up to the Social Security cap ($184,500)',
    href: 'https://paidleave.wa.gov/updates/',
  },
  // Massachusetts
  maGl175m6: {
    title:
      'Massachusetts General Laws c. 175M §6 (PFML contributions: up to 40% of the medical and 100% of the family contribution from the covered individual, wages up to the Social Security cap)',
    href: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175M/Section6',
  },
  maPfmlRates: {
    title:
      'Mass.gov: Paid Family and Medical Leave employer contribution rates and calculator (0.88% in 2024, 2025 and 2026: medical 0.70%, of which the employee 0.28%; family 0.18%, all employee)',
    href: 'https://www.mass.gov/info-details/paid-family-and-medical-leave-employer-contribution-rates-and-calculator',
  },
  // Rhode Island
  riGl28_40_1: {
    title: 'Rhode Island General Laws §28-40-1 (TDI employee contributions: fund cost rate on wages up to the taxable wage base)',
    href: 'https://webserver.rilegislature.gov/Statutes/TITLE28/28-40/28-40-1.htm',
  },
  riDlt2025: {
    title: 'RI DLT press release, 20 December 2024: 2025 TDI rate 1.3% (1.2% in 2024), taxable wage base $89,200 ($87,000 in 2024)',
    href: 'https://dlt.ri.gov/press-releases/2025-tax-rates-unemployment-insurance-and-temporary-disability-insurance',
  },
  riDlt2026: {
    title: 'RI DLT press release, 18 December 2025: 2026 TDI rate 1.1%, taxable wage base $100,000 (maximum contribution $1,100)',
    href: 'https://dlt.ri.gov/press-releases/2026-tax-rates-unemployment-insurance-and-temporary-disability-insurance',
  },
  // Oregon
  orOrs657b150: {
    title: 'ORS 657B.150 (Paid Leave Oregon contributions: total rate, employee 60% and employer 40%, wages up to the Social Security cap)',
    href: 'https://www.oregonlegislature.gov/bills_laws/ors/ors657B.html',
  },
  orContributions: {
    title: 'Paid Leave Oregon: contributions calculator (1% of gross wages, employee 0.6%, up to the Social Security wage base)',
    href: 'https://paidleave.oregon.gov/employers/contributions-calculator.html',
  },
  // Colorado
  coCrs8_13_3_507: {
    title:
      'C.R.S. §8-13.3-507 (FAMLI premiums: 0.9% of wages through 2024, then set by the director; up to 50% deducted from the employee)',
    href: 'https://leg.colorado.gov/sites/default/files/images/olls/crs2023-title-08.pdf',
  },
  coFamliEmployers: {
    title:
      'Colorado FAMLI Division: employers (premium 0.9% of wages, half may be deducted from the employee, up to the Social Security wage base)',
    href: 'https://famli.colorado.gov/employers',
  },
  coFamli2026: {
    title: 'Colorado Senate Bill 25-144 and the FAMLI Division: 2026 premium rate 0.88% of wages (employee share 0.44%)',
    href: 'https://leg.colorado.gov/sites/default/files/documents/2025A/bills/2025a_144_eng.pdf',
  },
  // Connecticut
  ctCgs31_49e: {
    title:
      'Conn. Gen. Stat. §31-49e (Paid Leave: employee contribution of 0.5% of wages, up to the Social Security contribution and benefit base)',
    href: 'https://www.cga.ct.gov/current/pub/chap_557.htm',
  },
  ctRemit: {
    title: 'CT Paid Leave Authority: remit contributions (0.5% of employee wages, up to the Social Security wage base)',
    href: 'https://www.ctpaidleave.org/remit-contributions',
  },
  // Minnesota
  mnStat268b14: {
    title:
      'Minn. Stat. §268B.14 (Paid Leave premiums from 1 January 2026; employer may deduct up to 50% of the premium; wages up to the Social Security cap)',
    href: 'https://www.revisor.mn.gov/statutes/cite/268B.14',
  },
  mnPremiums: {
    title: 'Minnesota Paid Leave: premiums (2026 total premium rate 0.88%, maximum employee contribution rate 0.44%)',
    href: 'https://info.paidleave.mn.gov/employers/premiums/index.jsp',
  },
  // Pennsylvania
  paUcLaw301: {
    title: 'Pennsylvania Unemployment Compensation Law §301.4 (43 P.S. §781.4): employee contributions on total gross wages',
    href: 'https://www.pa.gov/content/dam/copapwp-pagov/en/dli/documents/uc/uc_law.pdf',
  },
  paEmployeeWithholding: {
    title: 'Pennsylvania DLI: UC employee withholding, 0.07% of total gross covered wages (no wage limit)',
    href: 'https://www.pa.gov/agencies/dli/resources/for-employers-and-educators/how-to-file/uc-tax/employee-withholding',
  },
} as const satisfies Record<string, Reference>;
