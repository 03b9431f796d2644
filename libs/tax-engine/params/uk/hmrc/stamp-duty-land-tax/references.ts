import type { Reference } from '../../../../src/core/parameter';

/** Official sources for Stamp Duty Land Tax (England and Northern Ireland) cited by the SDLT parameters. */
export const sdltReferences = {
  residentialRates: {
    title: 'GOV.UK: Stamp Duty Land Tax — residential property rates (rates up to 31 March 2025 and from 1 April 2025)',
    href: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  },
  fa2003s55: {
    title:
      'Finance Act 2003, s.55 (amount of tax chargeable; Table A residential rates in s.55(1B), as amended for 23 September 2022 to 31 March 2025 by the Stamp Duty Land Tax (Temporary Relief) Act 2023)',
    href: 'https://www.legislation.gov.uk/ukpga/2003/14/section/55',
  },
  firstTimeBuyerRelief: {
    title: 'GOV.UK: Stamp Duty Land Tax — relief for first time buyers',
    href: 'https://www.gov.uk/guidance/stamp-duty-land-tax-relief-for-first-time-buyers',
  },
  fa2003sch6za: {
    title:
      'Finance Act 2003, Schedule 6ZA (relief for first-time purchasers: the relevant consideration limit and the first-time buyer rates, para 4)',
    href: 'https://www.legislation.gov.uk/ukpga/2003/14/schedule/6ZA',
  },
  sdltm29800: {
    title: 'HMRC Stamp Duty Land Tax Manual SDLTM29800: relief for first-time buyers',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm29800',
  },
  higherRates: {
    title:
      'GOV.UK: Stamp Duty Land Tax — higher rates for purchases of additional residential property (5% above the standard rates from 31 October 2024, 3% before)',
    href: 'https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property',
  },
  fa2003sch4za: {
    title: 'Finance Act 2003, Schedule 4ZA (higher rates for additional dwellings and dwellings purchased by companies)',
    href: 'https://www.legislation.gov.uk/ukpga/2003/14/schedule/4ZA',
  },
  sdltm09740: {
    title:
      'HMRC SDLTM09740: higher rates — what the higher rates are and what they apply to (the surcharge is added to the rate of each band)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09740',
  },
  sdltm09770: {
    title:
      'HMRC SDLTM09770: higher rates, Condition A (Sch 4ZA para 3(2)) — chargeable consideration of £40,000 or more; not an allowance: the higher rates then apply to the whole consideration',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09770',
  },
  nonResidentRates: {
    title: 'GOV.UK: Stamp Duty Land Tax — rates for non-UK residents (2% surcharge from 1 April 2021)',
    href: 'https://www.gov.uk/guidance/rates-for-non-uk-residents-stamp-duty-land-tax',
  },
  fa2003s75za: {
    title:
      'Finance Act 2003, s.75ZA (inserted by Finance Act 2021, Sch 16): 2% added to the rate of each band of the residential, higher-rates and first-time buyer tables for non-resident transactions',
    href: 'https://www.legislation.gov.uk/ukpga/2003/14/section/75ZA',
  },
  sdltm09870: {
    title:
      'HMRC SDLTM09870: rates of SDLT for non-resident transactions (2% added in each band of every residential rate table, first-time buyer rates included; worked examples)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09870',
  },
  fa2003sch9aPara2: {
    title:
      'Finance Act 2003, Sch 9A para 2(3): a non-resident transaction needs chargeable consideration of £40,000 or more (de minimis threshold)',
    href: 'https://www.legislation.gov.uk/ukpga/2003/14/schedule/9A/paragraph/2',
  },
  sdltm09860: {
    title:
      'HMRC SDLTM09860: non-resident transactions — the de minimis threshold is exceeded if the chargeable consideration is £40,000 or more',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09860',
  },
  sdlt1WholePounds: {
    title:
      'HMRC SDLT1 return guidance, monetary answers: enter whole pounds ignoring any pence, e.g. tax due £1,009.58 is entered as £1,009',
    href: 'https://www.hmrc.gov.uk/sdlt6/fill-forms/table.htm',
  },
} as const satisfies Record<string, Reference>;
