/**
 * UK property transaction tax cases (SDLT, LBTT, LTT), as data: { name, period, input, output, source }.
 * `period` is the completion (effective) date, which chooses the rate tables.
 *
 * Every expected figure is worked out by hand from the published rates (arithmetic in the comment above each case) or
 * is an official worked example; none is copied from the engine. Rules used in the arithmetic:
 * - Each rate applies to the part of the price within its band; the total is due in whole pounds, pence ignored
 *   (HMRC SDLT1 guidance; Revenue Scotland LBTT return guidance; LTT treated the same — see the report).
 * - SDLT higher rates (additional dwellings): +3 points on every band to 30 October 2024, +5 from 31 October 2024,
 *   only when the price is £40,000 or more, then on the whole price from £0 (SDLTM09770).
 * - SDLT non-resident: +2 points on every band of whichever table applies (first-time buyer rates included), price
 *   £40,000 or more (FA 2003 s.75ZA, Sch 9A para 2(3); SDLTM09870).
 * - SDLT first-time buyer relief: 0% to £425,000 and 5% to £625,000, none above £625,000 (23 Sep 2022 – 31 Mar 2025);
 *   0% to £300,000 and 5% to £500,000, none above £500,000 (from 1 Apr 2025).
 * - LBTT: 0% to £145,000, 2% to £250,000, 5% to £325,000, 10% to £750,000, 12% above; first-time buyers' nil band
 *   £175,000; ADS on the whole price (£40,000 or more): 4%, 6% from 16 Dec 2022, 8% from 5 Dec 2024.
 * - LTT main: 0% to £225,000, 6% to £400,000, 7.5% to £750,000, 10% to £1.5m, 12% above (from 10 Oct 2022);
 *   higher rates table 4/7.5/9/11.5/14/16% (from 22 Dec 2020), 5/8.5/10/12.5/15/17% (from 11 Dec 2024), bands at
 *   £180k/£250k/£400k/£750k/£1.5m, price £40,000 or more; no first-time buyer relief.
 */
import type { Reference } from '../../src/core/parameter';
import {
  calculateUkPropertyTransactionTax,
  UnsupportedCompletionDateError,
  type PropertyBuyerType,
  type PropertyRegion,
  type UkPropertyTransactionTaxResult,
} from '../../src/uk/property-transaction-tax';

const S = {
  sdltRates: {
    title: 'GOV.UK: Stamp Duty Land Tax — residential property rates (worked examples: a £295,000 house)',
    href: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  },
  sdltFtb: {
    title: 'GOV.UK: Stamp Duty Land Tax — relief for first time buyers',
    href: 'https://www.gov.uk/guidance/stamp-duty-land-tax-relief-for-first-time-buyers',
  },
  sdltHigher: {
    title: 'GOV.UK: Stamp Duty Land Tax — higher rates for purchases of additional residential property',
    href: 'https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property',
  },
  sdltm09770: {
    title: 'HMRC SDLTM09770: higher rates, Condition A (£40,000)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09770',
  },
  sdltm09870: {
    title: 'HMRC SDLTM09870: rates for non-resident transactions, examples 1 (Fifi) and 2 (Gia)',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09870',
  },
  sdltm09860: {
    title: 'HMRC SDLTM09860: non-resident transactions, £40,000 de minimis threshold',
    href: 'https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09860',
  },
  sdltNonResident: {
    title: 'GOV.UK: SDLT rates for non-UK residents',
    href: 'https://www.gov.uk/guidance/rates-for-non-uk-residents-stamp-duty-land-tax',
  },
  sdlt1Pounds: {
    title: 'HMRC SDLT1 guidance: tax due entered in whole pounds, pence ignored (£1,009.58 → £1,009)',
    href: 'https://www.hmrc.gov.uk/sdlt6/fill-forms/table.htm',
  },
  lbttRates: {
    title: 'Revenue Scotland: LBTT residential rates and bands',
    href: 'https://www.revenue.scot/land-buildings-transaction-tax/guidance/lbtt-legislation-guidance/tax-return',
  },
  lbttFtb: {
    title: 'Revenue Scotland LBTT3048: first-time buyer relief (first £175,000 not chargeable)',
    href: 'https://revenue.scot/land-buildings-transaction-tax/guidance/lbtt-legislation-guidance/exemptions-reliefs/lbtt3010-3',
  },
  lbttAds: {
    title: 'Revenue Scotland: the Additional Dwelling Supplement',
    href: 'https://revenue.scot/land-buildings-transaction-tax/guidance/lbtt-legislation-guidance/worked-examples-additional-0',
  },
  lbttAds2024: { title: 'SSI 2024/367: ADS 8% from 5 December 2024', href: 'https://www.legislation.gov.uk/ssi/2024/367' },
  lbttPounds: {
    title: 'Revenue Scotland paper LBTT return guidance: total tax rounded down to the nearest pound',
    href: 'https://www.revenue.scot/land-buildings-transaction-tax/guidance/how-to/paper-lbtt-return/general-guidance-about-paper-lbtt',
  },
  lttRates: {
    title: 'Welsh Government: Land Transaction Tax rates and bands',
    href: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
  },
  ltt2020: {
    title: 'WSI 2020/1618 reg. 6: LTT higher rates from 22 December 2020',
    href: 'https://www.legislation.gov.uk/wsi/2020/1618/regulation/6/made',
  },
  ltt2024: { title: 'WSI 2024/1311: LTT higher rates from 11 December 2024', href: 'https://www.legislation.gov.uk/wsi/2024/1311/made' },
  lttSch5: {
    title: 'LTTA 2017 Sch 5 para 3(2)(c): higher rates only at £40,000 or more',
    href: 'https://www.legislation.gov.uk/anaw/2017/1/schedule/5/paragraph/3',
  },
} as const satisfies Record<string, Reference>;

interface CaseInput {
  readonly price: number;
  readonly buyerType?: PropertyBuyerType;
  readonly nonResident?: boolean;
  readonly region?: PropertyRegion;
}
type CaseOutput = Partial<
  Pick<UkPropertyTransactionTaxResult, 'tax' | 'reliefApplied' | 'taxName' | 'taxYear' | 'ratesPeriod' | 'nonResidentSurchargeApplies'>
>;
interface PropertyCase {
  readonly name: string;
  readonly period: string;
  readonly input: CaseInput;
  readonly output: CaseOutput;
  readonly source: readonly Reference[];
}

function run(period: string, input: CaseInput): UkPropertyTransactionTaxResult {
  return calculateUkPropertyTransactionTax({
    price: input.price,
    buyerType: input.buyerType ?? 'standard',
    nonResident: input.nonResident ?? false,
    region: input.region ?? 'england',
    completionDate: period,
  });
}

/** Worked examples published by HMRC / GOV.UK, and the figures of official examples. */
const officialExamples: readonly PropertyCase[] = [
  // gov.uk residential rates page, "In October 2024 you buy a house for £295,000": 0% on £250,000 = 0; 5% on £45,000 = £2,250
  {
    name: 'gov.uk: £295,000 house, October 2024',
    period: '2024-10-15',
    input: { price: 295_000 },
    output: { tax: 2_250, reliefApplied: 'none', taxName: 'Stamp Duty Land Tax' },
    source: [S.sdltRates],
  },
  // gov.uk residential rates page, "In April 2025 you buy a house for £295,000": 0 + 2% x £125,000 = £2,500 + 5% x £45,000 = £2,250 -> £4,750
  {
    name: 'gov.uk: £295,000 house, April 2025',
    period: '2025-04-15',
    input: { price: 295_000 },
    output: { tax: 4_750, ratesPeriod: 'SDLT residential rates from 1 April 2025' },
    source: [S.sdltRates],
  },
  // gov.uk first-time buyer guidance (rates to 31 March 2025), "£500,000": 0% on £425,000; 5% x £75,000 = £3,750
  {
    name: 'gov.uk: first-time buyer, £500,000 (2022-25 relief)',
    period: '2024-06-01',
    input: { price: 500_000, buyerType: 'first-time-buyer' },
    output: { tax: 3_750, reliefApplied: 'first-time-buyer' },
    source: [S.sdltFtb],
  },
  // SDLTM09870 example 1 (Fifi, 26 October 2022, £700,000, first-time buyer over the cap, non-resident):
  //   2% x £250,000 = £5,000; 7% x £450,000 = £31,500 -> £36,500
  {
    name: 'SDLTM09870 example 1: non-resident first-time buyer over the cap, £700,000',
    period: '2022-10-26',
    input: { price: 700_000, buyerType: 'first-time-buyer', nonResident: true },
    output: { tax: 36_500, reliefApplied: 'none', nonResidentSurchargeApplies: true },
    source: [S.sdltm09870],
  },
  // SDLTM09870 example 2 (Gia, Northern Ireland, 7 August 2023, £200,000, first-time buyer relief, non-resident):
  //   first-time buyer rates + 2 points: 2% x £200,000 = £4,000 (hand-computed: the published figure was not visible in the copy consulted)
  {
    name: 'SDLTM09870 example 2: non-resident first-time buyer in NI, £200,000',
    period: '2023-08-07',
    input: { price: 200_000, buyerType: 'first-time-buyer', nonResident: true, region: 'northern-ireland' },
    output: { tax: 4_000, reliefApplied: 'first-time-buyer' },
    source: [S.sdltm09870],
  },
];

/** Band edges of each table, hand-computed. */
const bandEdges: readonly PropertyCase[] = [
  // 2025 table: 0% to 125,000
  {
    name: 'SDLT 2025: £125,000 (top of nil band)',
    period: '2025-04-01',
    input: { price: 125_000 },
    output: { tax: 0 },
    source: [S.sdltRates],
  },
  // 2% x £1 = £0.02 -> £0
  { name: 'SDLT 2025: £125,001', period: '2025-04-01', input: { price: 125_001 }, output: { tax: 0 }, source: [S.sdltRates] },
  // 2% x 125,000 = 2,500
  { name: 'SDLT 2025: £250,000', period: '2025-04-01', input: { price: 250_000 }, output: { tax: 2_500 }, source: [S.sdltRates] },
  // 2,500 + 5% x 1 = 2,500.05 -> 2,500
  { name: 'SDLT 2025: £250,001', period: '2025-04-01', input: { price: 250_001 }, output: { tax: 2_500 }, source: [S.sdltRates] },
  // 2,500 + 5% x 675,000 (33,750) = 36,250
  { name: 'SDLT 2025: £925,000', period: '2025-04-01', input: { price: 925_000 }, output: { tax: 36_250 }, source: [S.sdltRates] },
  // 36,250 + 10% x 575,000 (57,500) = 93,750
  { name: 'SDLT 2025: £1,500,000', period: '2025-04-01', input: { price: 1_500_000 }, output: { tax: 93_750 }, source: [S.sdltRates] },
  // 93,750 + 12% x 500,000 (60,000) = 153,750
  { name: 'SDLT 2025: £2,000,000', period: '2025-04-01', input: { price: 2_000_000 }, output: { tax: 153_750 }, source: [S.sdltRates] },
  // 2022-25 table: 0% to 250,000
  {
    name: 'SDLT 2022-25: £250,000',
    period: '2022-09-23',
    input: { price: 250_000 },
    output: { tax: 0, ratesPeriod: 'SDLT residential rates from 23 September 2022 to 31 March 2025' },
    source: [S.sdltRates],
  },
  // 5% x 1 = 0.05 -> 0
  { name: 'SDLT 2022-25: £250,001', period: '2023-01-10', input: { price: 250_001 }, output: { tax: 0 }, source: [S.sdltRates] },
  // 5% x 675,000 = 33,750
  { name: 'SDLT 2022-25: £925,000', period: '2024-01-10', input: { price: 925_000 }, output: { tax: 33_750 }, source: [S.sdltRates] },
  // 33,750 + 57,500 = 91,250
  { name: 'SDLT 2022-25: £1,500,000', period: '2024-01-10', input: { price: 1_500_000 }, output: { tax: 91_250 }, source: [S.sdltRates] },
  // 91,250 + 12% x 500,000 = 151,250
  { name: 'SDLT 2022-25: £2,000,000', period: '2025-03-31', input: { price: 2_000_000 }, output: { tax: 151_250 }, source: [S.sdltRates] },
  // Northern Ireland uses the same SDLT tables: as the gov.uk £295,000 April 2025 example -> 4,750
  {
    name: 'SDLT Northern Ireland: £295,000 in 2025',
    period: '2025-05-01',
    input: { price: 295_000, region: 'northern-ireland' },
    output: { tax: 4_750, taxName: 'Stamp Duty Land Tax' },
    source: [S.sdltRates],
  },
];

/** The tables and surcharges switch on their effective dates. */
const dateSwitches: readonly PropertyCase[] = [
  // 5% x 50,000 = 2,500
  {
    name: 'SDLT £300,000 completing 31 March 2025 (old table)',
    period: '2025-03-31',
    input: { price: 300_000 },
    output: { tax: 2_500, taxYear: '2024-25' },
    source: [S.sdltRates],
  },
  // 2% x 125,000 (2,500) + 5% x 50,000 (2,500) = 5,000
  {
    name: 'SDLT £300,000 completing 1 April 2025 (new table)',
    period: '2025-04-01',
    input: { price: 300_000 },
    output: { tax: 5_000, taxYear: '2024-25' },
    source: [S.sdltRates],
  },
  // tax year 2025-26 starts 6 April
  {
    name: 'SDLT £300,000 completing 6 April 2025: tax year 2025-26',
    period: '2025-04-06',
    input: { price: 300_000 },
    output: { tax: 5_000, taxYear: '2025-26' },
    source: [S.sdltRates],
  },
  // Higher rates, 3 points: 3% x 250,000 = 7,500
  {
    name: 'SDLT additional £250,000 on 30 October 2024 (3% surcharge)',
    period: '2024-10-30',
    input: { price: 250_000, buyerType: 'additional-property' },
    output: { tax: 7_500 },
    source: [S.sdltHigher],
  },
  // Higher rates, 5 points: 5% x 250,000 = 12,500
  {
    name: 'SDLT additional £250,000 on 31 October 2024 (5% surcharge)',
    period: '2024-10-31',
    input: { price: 250_000, buyerType: 'additional-property' },
    output: { tax: 12_500 },
    source: [S.sdltHigher],
  },
  // 2022 table + 3: 3% x 250,000 (7,500) + 8% x 250,000 (20,000) = 27,500
  {
    name: 'SDLT additional £500,000 in 2023 (3% surcharge)',
    period: '2023-06-01',
    input: { price: 500_000, buyerType: 'additional-property' },
    output: { tax: 27_500 },
    source: [S.sdltHigher],
  },
  // 2025 table + 5: 5% x 125,000 (6,250) + 7% x 125,000 (8,750) + 10% x 50,000 (5,000) = 20,000
  {
    name: 'SDLT additional £300,000 from April 2025',
    period: '2025-04-01',
    input: { price: 300_000, buyerType: 'additional-property' },
    output: { tax: 20_000 },
    source: [S.sdltHigher],
  },
  // LBTT ADS 6%: LBTT 2% x 55,000 = 1,100; ADS 6% x 200,000 = 12,000 -> 13,100
  {
    name: 'LBTT additional £200,000 on 4 December 2024 (ADS 6%)',
    period: '2024-12-04',
    input: { price: 200_000, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 13_100 },
    source: [S.lbttRates, S.lbttAds],
  },
  // LBTT ADS 8%: 1,100 + 8% x 200,000 (16,000) = 17,100
  {
    name: 'LBTT additional £200,000 on 5 December 2024 (ADS 8%)',
    period: '2024-12-05',
    input: { price: 200_000, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 17_100 },
    source: [S.lbttRates, S.lbttAds2024],
  },
  // ADS 4% before 16 December 2022: 4% x 100,000 = 4,000 (LBTT on £100,000 is 0)
  {
    name: 'LBTT additional £100,000 on 15 December 2022 (ADS 4%)',
    period: '2022-12-15',
    input: { price: 100_000, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 4_000 },
    source: [S.lbttAds],
  },
  // ADS 6% from 16 December 2022: 6,000
  {
    name: 'LBTT additional £100,000 on 16 December 2022 (ADS 6%)',
    period: '2022-12-16',
    input: { price: 100_000, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 6_000 },
    source: [S.lbttAds],
  },
  // LTT higher rates before 11 Dec 2024: 4% x 180,000 (7,200) + 7.5% x 70,000 (5,250) + 9% x 50,000 (4,500) = 16,950
  {
    name: 'LTT additional £300,000 on 10 December 2024',
    period: '2024-12-10',
    input: { price: 300_000, buyerType: 'additional-property', region: 'wales' },
    output: { tax: 16_950 },
    source: [S.ltt2020],
  },
  // From 11 Dec 2024: 5% x 180,000 (9,000) + 8.5% x 70,000 (5,950) + 10% x 50,000 (5,000) = 19,950
  {
    name: 'LTT additional £300,000 on 11 December 2024',
    period: '2024-12-11',
    input: { price: 300_000, buyerType: 'additional-property', region: 'wales' },
    output: { tax: 19_950, ratesPeriod: 'LTT higher residential rates from 11 December 2024' },
    source: [S.ltt2024],
  },
];

/** First-time buyer relief and its cap (a cliff: above the cap the whole price is taxed at the standard rates). */
const firstTimeBuyer: readonly PropertyCase[] = [
  // 5% x (625,000 - 425,000) = 10,000
  {
    name: 'SDLT FTB £625,000 (at the 2022-25 cap)',
    period: '2024-06-01',
    input: { price: 625_000, buyerType: 'first-time-buyer' },
    output: { tax: 10_000, reliefApplied: 'first-time-buyer' },
    source: [S.sdltFtb],
  },
  // over the cap: standard 5% x 375,001 = 18,750.05 -> 18,750
  {
    name: 'SDLT FTB £625,001 (over the 2022-25 cap)',
    period: '2024-06-01',
    input: { price: 625_001, buyerType: 'first-time-buyer' },
    output: { tax: 18_750, reliefApplied: 'none' },
    source: [S.sdltFtb],
  },
  // 0% to 425,000
  {
    name: 'SDLT FTB £425,000 (2022-25)',
    period: '2023-06-01',
    input: { price: 425_000, buyerType: 'first-time-buyer' },
    output: { tax: 0 },
    source: [S.sdltFtb],
  },
  // 0% to 300,000
  {
    name: 'SDLT FTB £300,000 (2025)',
    period: '2025-04-01',
    input: { price: 300_000, buyerType: 'first-time-buyer' },
    output: { tax: 0, ratesPeriod: 'SDLT first-time buyer rates from 1 April 2025' },
    source: [S.sdltFtb],
  },
  // 5% x 200,000 = 10,000
  {
    name: 'SDLT FTB £500,000 (at the 2025 cap)',
    period: '2025-04-01',
    input: { price: 500_000, buyerType: 'first-time-buyer' },
    output: { tax: 10_000, reliefApplied: 'first-time-buyer' },
    source: [S.sdltFtb],
  },
  // over the cap: 2% x 125,000 (2,500) + 5% x 250,001 (12,500.05) = 15,000.05 -> 15,000
  {
    name: 'SDLT FTB £500,001 (over the 2025 cap)',
    period: '2025-04-01',
    input: { price: 500_001, buyerType: 'first-time-buyer' },
    output: { tax: 15_000, reliefApplied: 'none' },
    source: [S.sdltFtb],
  },
  // one penny over: 2,500 + 5% x 250,000.01 = 15,000.0005 -> 15,000
  {
    name: 'SDLT FTB £500,000.01 (a penny over the 2025 cap)',
    period: '2025-06-01',
    input: { price: 500_000.01, buyerType: 'first-time-buyer' },
    output: { tax: 15_000, reliefApplied: 'none' },
    source: [S.sdltFtb],
  },
  // non-resident FTB at the 2025 cap: 2% x 300,000 (6,000) + 7% x 200,000 (14,000) = 20,000
  {
    name: 'SDLT non-resident FTB £500,000 (2025)',
    period: '2025-04-01',
    input: { price: 500_000, buyerType: 'first-time-buyer', nonResident: true },
    output: { tax: 20_000, reliefApplied: 'first-time-buyer' },
    source: [S.sdltm09870, S.sdltFtb],
  },
  // LBTT FTB: nil band 175,000: 2% x 25,000 = 500 (standard would be 2% x 55,000 = 1,100)
  {
    name: 'LBTT FTB £200,000',
    period: '2024-06-01',
    input: { price: 200_000, buyerType: 'first-time-buyer', region: 'scotland' },
    output: { tax: 500, reliefApplied: 'first-time-buyer' },
    source: [S.lbttFtb],
  },
  // LBTT FTB at £175,000: 0; no cap in Scotland, e.g. £1,000,000: 2% x 75,000 (1,500) + 5% x 75,000 (3,750) + 10% x 425,000 (42,500) + 12% x 250,000 (30,000) = 77,750
  {
    name: 'LBTT FTB £175,000',
    period: '2024-06-01',
    input: { price: 175_000, buyerType: 'first-time-buyer', region: 'scotland' },
    output: { tax: 0 },
    source: [S.lbttFtb],
  },
  {
    name: 'LBTT FTB £1,000,000 (no price cap in Scotland)',
    period: '2025-06-01',
    input: { price: 1_000_000, buyerType: 'first-time-buyer', region: 'scotland' },
    output: { tax: 77_750, reliefApplied: 'first-time-buyer' },
    source: [S.lbttFtb],
  },
  // Wales: no FTB relief -> main rates: 6% x 75,000 = 4,500
  {
    name: 'LTT FTB £300,000 (no relief in Wales)',
    period: '2024-06-01',
    input: { price: 300_000, buyerType: 'first-time-buyer', region: 'wales' },
    output: { tax: 4_500, reliefApplied: 'none' },
    source: [S.lttRates],
  },
];

/** Surcharge thresholds and combinations. */
const surcharges: readonly PropertyCase[] = [
  // below £40,000: standard rates -> 0
  {
    name: 'SDLT additional £39,999.99: no higher rates',
    period: '2025-04-01',
    input: { price: 39_999.99, buyerType: 'additional-property' },
    output: { tax: 0 },
    source: [S.sdltm09770],
  },
  // at £40,000: 5% x 40,000 = 2,000 (whole price, from £0)
  {
    name: 'SDLT additional £40,000: higher rates on the whole price',
    period: '2025-04-01',
    input: { price: 40_000, buyerType: 'additional-property' },
    output: { tax: 2_000 },
    source: [S.sdltm09770],
  },
  // non-resident below de minimis: 0
  {
    name: 'SDLT non-resident £39,999: no surcharge',
    period: '2025-04-01',
    input: { price: 39_999, nonResident: true },
    output: { tax: 0, nonResidentSurchargeApplies: false },
    source: [S.sdltm09860],
  },
  // non-resident at £40,000: 2% x 40,000 = 800
  {
    name: 'SDLT non-resident £40,000: 2% on the whole price',
    period: '2025-04-01',
    input: { price: 40_000, nonResident: true },
    output: { tax: 800, nonResidentSurchargeApplies: true },
    source: [S.sdltm09860],
  },
  // non-resident + additional (2025): 7% x 125,000 (8,750) + 9% x 125,000 (11,250) + 12% x 50,000 (6,000) = 26,000
  {
    name: 'SDLT non-resident additional £300,000 (2025)',
    period: '2025-04-01',
    input: { price: 300_000, buyerType: 'additional-property', nonResident: true },
    output: { tax: 26_000 },
    source: [S.sdltNonResident, S.sdltHigher],
  },
  // non-resident standard (2022 table): 2% x 250,000 (5,000) + 7% x 50,000 (3,500) = 8,500
  {
    name: 'SDLT non-resident £300,000 (2024)',
    period: '2024-06-01',
    input: { price: 300_000, nonResident: true },
    output: { tax: 8_500 },
    source: [S.sdltNonResident],
  },
  // ADS thresholds: below £40,000 none (LBTT 0)
  {
    name: 'LBTT additional £39,999: no ADS',
    period: '2025-01-10',
    input: { price: 39_999, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 0 },
    source: [S.lbttAds],
  },
  // 8% x 40,000 = 3,200
  {
    name: 'LBTT additional £40,000: ADS 8% on the whole price',
    period: '2025-01-10',
    input: { price: 40_000, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 3_200 },
    source: [S.lbttAds],
  },
  // non-resident ignored in Scotland: 2% x 55,000 = 1,100
  {
    name: 'LBTT non-resident £200,000: no SDLT surcharge in Scotland',
    period: '2024-06-01',
    input: { price: 200_000, nonResident: true, region: 'scotland' },
    output: { tax: 1_100, nonResidentSurchargeApplies: false, taxName: 'Land and Buildings Transaction Tax' },
    source: [S.lbttRates],
  },
  // LTT higher rates below £40,000: main rates -> 0
  {
    name: 'LTT additional £39,999: main rates',
    period: '2025-01-10',
    input: { price: 39_999, buyerType: 'additional-property', region: 'wales' },
    output: { tax: 0 },
    source: [S.lttSch5],
  },
  // 5% x 40,000 = 2,000
  {
    name: 'LTT additional £40,000: higher rates',
    period: '2025-01-10',
    input: { price: 40_000, buyerType: 'additional-property', region: 'wales' },
    output: { tax: 2_000 },
    source: [S.lttSch5, S.ltt2024],
  },
  // non-resident ignored in Wales: 6% x 75,000 = 4,500
  {
    name: 'LTT non-resident £300,000: no SDLT surcharge in Wales',
    period: '2024-06-01',
    input: { price: 300_000, nonResident: true, region: 'wales' },
    output: { tax: 4_500, taxName: 'Land Transaction Tax' },
    source: [S.lttRates],
  },
];

/** Scotland and Wales band edges. */
const devolvedEdges: readonly PropertyCase[] = [
  // LBTT: 0 to 145,000
  { name: 'LBTT £145,000', period: '2024-06-01', input: { price: 145_000, region: 'scotland' }, output: { tax: 0 }, source: [S.lbttRates] },
  // 2% x 105,000 = 2,100
  {
    name: 'LBTT £250,000',
    period: '2024-06-01',
    input: { price: 250_000, region: 'scotland' },
    output: { tax: 2_100 },
    source: [S.lbttRates],
  },
  // 2,100 + 5% x 75,000 (3,750) = 5,850
  {
    name: 'LBTT £325,000',
    period: '2024-06-01',
    input: { price: 325_000, region: 'scotland' },
    output: { tax: 5_850 },
    source: [S.lbttRates],
  },
  // 5,850 + 10% x 425,000 (42,500) = 48,350; 1 April 2021 is before 6 April, so in tax year 2020-21
  {
    name: 'LBTT £750,000',
    period: '2021-04-01',
    input: { price: 750_000, region: 'scotland' },
    output: { tax: 48_350, taxYear: '2020-21' },
    source: [S.lbttRates],
  },
  // 48,350 + 12% x 250,000 (30,000) = 78,350
  {
    name: 'LBTT £1,000,000',
    period: '2025-06-01',
    input: { price: 1_000_000, region: 'scotland' },
    output: { tax: 78_350 },
    source: [S.lbttRates],
  },
  // LTT: 0 to 225,000
  { name: 'LTT £225,000', period: '2024-06-01', input: { price: 225_000, region: 'wales' }, output: { tax: 0 }, source: [S.lttRates] },
  // 6% x 175,000 = 10,500
  { name: 'LTT £400,000', period: '2024-06-01', input: { price: 400_000, region: 'wales' }, output: { tax: 10_500 }, source: [S.lttRates] },
  // 10,500 + 7.5% x 350,000 (26,250) = 36,750
  { name: 'LTT £750,000', period: '2022-10-10', input: { price: 750_000, region: 'wales' }, output: { tax: 36_750 }, source: [S.lttRates] },
  // 36,750 + 10% x 750,000 (75,000) = 111,750
  {
    name: 'LTT £1,500,000',
    period: '2024-06-01',
    input: { price: 1_500_000, region: 'wales' },
    output: { tax: 111_750 },
    source: [S.lttRates],
  },
  // 111,750 + 12% x 500,000 (60,000) = 171,750
  {
    name: 'LTT £2,000,000',
    period: '2025-06-01',
    input: { price: 2_000_000, region: 'wales' },
    output: { tax: 171_750 },
    source: [S.lttRates],
  },
];

/** Pence are rounded down once, on the total. */
const rounding: readonly PropertyCase[] = [
  // 2,500 + 5% x 10 = 2,500.50 -> 2,500
  {
    name: 'SDLT £250,010 -> £2,500.50 rounds down to £2,500',
    period: '2025-04-01',
    input: { price: 250_010 },
    output: { tax: 2_500 },
    source: [S.sdlt1Pounds],
  },
  // 2,500 + 5% x 19.80 = 2,500.99 -> 2,500
  {
    name: 'SDLT £250,019.80 -> £2,500.99 rounds down to £2,500',
    period: '2025-04-01',
    input: { price: 250_019.8 },
    output: { tax: 2_500 },
    source: [S.sdlt1Pounds],
  },
  // 2,500 + 5% x 20 = 2,501.00 exactly
  {
    name: 'SDLT £250,020 -> exactly £2,501',
    period: '2025-04-01',
    input: { price: 250_020 },
    output: { tax: 2_501 },
    source: [S.sdlt1Pounds],
  },
  // 2% x 105,000.50 = 2,100.01 -> 2,100
  {
    name: 'LBTT £250,000.50 -> £2,100.01 rounds down',
    period: '2024-06-01',
    input: { price: 250_000.5, region: 'scotland' },
    output: { tax: 2_100 },
    source: [S.lbttPounds],
  },
  // 10,500 + 7.5% x 10 = 10,500.75 -> 10,500
  {
    name: 'LTT £400,010 -> £10,500.75 rounds down',
    period: '2024-06-01',
    input: { price: 400_010, region: 'wales' },
    output: { tax: 10_500 },
    source: [S.lttRates],
  },
];

/**
 * Completion dates in 2026. No table changed for 2026 (docs/tax-parameters.md, "UK 2026-27: what changed"): the Autumn Budget 2025 left
 * SDLT as it has been since 1 April 2025, the Scottish Budget 2026-27 left LBTT and the 8% ADS as they were, and the
 * Welsh Budget 2026-27 left the LTT main and higher rates as they were. So each case reads the open-ended latest table.
 */
const completions2026: readonly PropertyCase[] = [
  // gov.uk's £295,000 example on a 2026 date: 0% x 125,000 + 2% x 125,000 (2,500) + 5% x 45,000 (2,250) = 4,750
  {
    name: 'SDLT 2026: gov.uk £295,000 example, 1 May 2026',
    period: '2026-05-01',
    input: { price: 295_000 },
    output: { tax: 4_750, ratesPeriod: 'SDLT residential rates from 1 April 2025', taxYear: '2026-27' },
    source: [S.sdltRates],
  },
  // 2% x 125,000 (2,500) + 5% x 50,000 (2,500) = 5,000; 15 January 2026 is in tax year 2025-26
  {
    name: 'SDLT 2026: £300,000 on 15 January 2026',
    period: '2026-01-15',
    input: { price: 300_000 },
    output: { tax: 5_000, taxYear: '2025-26' },
    source: [S.sdltRates],
  },
  // 2,500 + 5% x 675,000 (33,750) + 10% x 575,000 (57,500) + 12% x 500,000 (60,000) = 153,750
  {
    name: 'SDLT 2026: £2,000,000 on 31 December 2026',
    period: '2026-12-31',
    input: { price: 2_000_000 },
    output: { tax: 153_750, ratesPeriod: 'SDLT residential rates from 1 April 2025' },
    source: [S.sdltRates],
  },
  // first-time buyer rates: 0% x 300,000 + 5% x 200,000 = 10,000
  {
    name: 'SDLT 2026: first-time buyer £500,000 (at the cap)',
    period: '2026-06-01',
    input: { price: 500_000, buyerType: 'first-time-buyer' },
    output: { tax: 10_000, reliefApplied: 'first-time-buyer', ratesPeriod: 'SDLT first-time buyer rates from 1 April 2025' },
    source: [S.sdltFtb],
  },
  // over the cap, standard rates: 2,500 + 5% x 250,001 (12,500.05) = 15,000.05 -> 15,000
  {
    name: 'SDLT 2026: first-time buyer £500,001 (over the cap)',
    period: '2026-06-01',
    input: { price: 500_001, buyerType: 'first-time-buyer' },
    output: { tax: 15_000, reliefApplied: 'none' },
    source: [S.sdltFtb, S.sdlt1Pounds],
  },
  // higher rates (+5 points): 5% x 125,000 (6,250) + 7% x 125,000 (8,750) + 10% x 50,000 (5,000) = 20,000
  {
    name: 'SDLT 2026: additional £300,000',
    period: '2026-04-06',
    input: { price: 300_000, buyerType: 'additional-property' },
    output: { tax: 20_000, taxYear: '2026-27' },
    source: [S.sdltHigher],
  },
  // non-resident (+2 points): 2% x 125,000 (2,500) + 4% x 125,000 (5,000) + 7% x 50,000 (3,500) = 11,000
  {
    name: 'SDLT 2026: non-resident £300,000',
    period: '2026-09-01',
    input: { price: 300_000, nonResident: true },
    output: { tax: 11_000, nonResidentSurchargeApplies: true },
    source: [S.sdltNonResident, S.sdltm09870],
  },
  // Northern Ireland, same table: 4,750 as the gov.uk example
  {
    name: 'SDLT 2026: Northern Ireland £295,000',
    period: '2026-03-01',
    input: { price: 295_000, region: 'northern-ireland' },
    output: { tax: 4_750, taxYear: '2025-26' },
    source: [S.sdltRates],
  },
  // 2% x 105,000 (2,100) + 5% x 75,000 (3,750) + 10% x 425,000 (42,500) + 12% x 250,000 (30,000) = 78,350
  {
    name: 'LBTT 2026: £1,000,000',
    period: '2026-06-01',
    input: { price: 1_000_000, region: 'scotland' },
    output: { tax: 78_350, ratesPeriod: 'LBTT residential rates from 1 April 2021', taxYear: '2026-27' },
    source: [S.lbttRates],
  },
  // LBTT 2% x 55,000 (1,100) + ADS 8% x 200,000 (16,000) = 17,100
  {
    name: 'LBTT 2026: additional £200,000 (ADS 8%)',
    period: '2026-04-06',
    input: { price: 200_000, buyerType: 'additional-property', region: 'scotland' },
    output: { tax: 17_100 },
    source: [S.lbttRates, S.lbttAds, S.lbttAds2024],
  },
  // first-time buyer nil band 175,000: 2% x 25,000 = 500
  {
    name: 'LBTT 2026: first-time buyer £200,000',
    period: '2026-11-30',
    input: { price: 200_000, buyerType: 'first-time-buyer', region: 'scotland' },
    output: { tax: 500, reliefApplied: 'first-time-buyer' },
    source: [S.lbttFtb],
  },
  // 6% x 175,000 = 10,500
  {
    name: 'LTT 2026: £400,000',
    period: '2026-06-01',
    input: { price: 400_000, region: 'wales' },
    output: { tax: 10_500, ratesPeriod: 'LTT main residential rates from 10 October 2022', taxYear: '2026-27' },
    source: [S.lttRates],
  },
  // 10,500 + 7.5% x 350,000 (26,250) + 10% x 750,000 (75,000) + 12% x 500,000 (60,000) = 171,750
  {
    name: 'LTT 2026: £2,000,000',
    period: '2026-12-31',
    input: { price: 2_000_000, region: 'wales' },
    output: { tax: 171_750 },
    source: [S.lttRates],
  },
  // higher rates: 5% x 180,000 (9,000) + 8.5% x 70,000 (5,950) + 10% x 50,000 (5,000) = 19,950
  {
    name: 'LTT 2026: additional £300,000',
    period: '2026-02-01',
    input: { price: 300_000, buyerType: 'additional-property', region: 'wales' },
    output: { tax: 19_950, ratesPeriod: 'LTT higher residential rates from 11 December 2024', taxYear: '2025-26' },
    source: [S.lttRates, S.ltt2024],
  },
];

const allCases = [
  ...officialExamples,
  ...bandEdges,
  ...dateSwitches,
  ...firstTimeBuyer,
  ...surcharges,
  ...devolvedEdges,
  ...rounding,
  ...completions2026,
];

describe('UK property transaction tax: cases', () => {
  test.each(allCases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const result = run(testCase.period, testCase.input);
    const picked = Object.fromEntries(Object.keys(testCase.output).map((key) => [key, result[key as keyof CaseOutput]]));
    expect(picked).toEqual(testCase.output);
    expect(result.totalTax).toBe(result.tax);
    expect(testCase.source.length).toBeGreaterThan(0);
  });
});

describe('UK property transaction tax: result shape', () => {
  test('shared result fields and four summary cards', () => {
    const result = run('2025-04-15', { price: 295_000 });
    expect(result).toMatchObject({
      calculationType: 'uk-stamp-duty',
      currency: 'GBP',
      inputAmount: 295_000,
      totalTax: 4_750,
      taxYear: '2025-26',
      taxCode: 'SDLT',
    });
    // 100 x 4,750 / 295,000 = 1.6101... -> 1.61
    expect(result.effectiveRate).toBe(1.61);
    expect(result.marginalRate).toBe(5);
    expect(result.summary).toHaveLength(4);
    expect(result.breakdowns[0]!.type).toBe('stamp-duty');
    expect(result.breakdowns[0]!.data.map((band) => [band.band, band.rate, band.taxableAmount, band.amount])).toEqual([
      ['Up to £125,000', 0, 125_000, 0],
      ['£125,001 to £250,000', 2, 125_000, 2_500],
      ['£250,001 to £925,000', 5, 45_000, 2_250],
      ['£925,001 to £1.5 million', 10, 0, 0],
      ['Above £1.5 million', 12, 0, 0],
    ]);
    for (const band of result.breakdowns[0]!.data) expect(band.reference).toMatch(/Stamp Duty Land Tax|Finance Act 2003/);
  });

  test('surcharges are added band by band and listed', () => {
    const result = run('2025-04-01', { price: 300_000, buyerType: 'additional-property', nonResident: true });
    expect(result.breakdowns[0]!.data.slice(0, 3).map((band) => band.rate)).toEqual([7, 9, 12]);
    expect(result.surcharges.map((surcharge) => [surcharge.id, surcharge.rate])).toEqual([
      ['sdlt-higher-rates', 5],
      ['sdlt-non-resident', 2],
    ]);
    // without surcharges: 2,500 + 2,500 = 5,000; with: 26,000 -> 21,000 from surcharges
    expect(result.surchargeAmount).toBe(21_000);
  });

  test('ADS is a separate band on the whole price', () => {
    const result = run('2024-12-05', { price: 200_000, buyerType: 'additional-property', region: 'scotland' });
    const ads = result.breakdowns[0]!.data.filter((band) => band.band.startsWith('Additional Dwelling Supplement'));
    expect(ads.map((band) => [band.rate, band.taxableAmount, band.amount])).toEqual([[8, 200_000, 16_000]]);
    expect(result.surchargeAmount).toBe(16_000);
  });

  test('first-time buyer relief saving and the cap reason', () => {
    // standard 2025 on £400,000: 2,500 + 5% x 150,000 = 10,000; FTB: 5% x 100,000 = 5,000 -> saving 5,000
    expect(run('2025-04-01', { price: 400_000, buyerType: 'first-time-buyer' }).reliefSaving).toBe(5_000);
    const overCap = run('2025-04-01', { price: 500_001, buyerType: 'first-time-buyer' });
    expect(overCap.reliefNote).toMatch(/£500,000/);
    expect(overCap.reliefSaving).toBe(0);
    expect(run('2024-06-01', { price: 300_000, buyerType: 'first-time-buyer', region: 'wales' }).reliefNote).toMatch(
      /no first-time buyer relief/i,
    );
  });

  test('non-resident is stated as not applicable in Scotland and Wales', () => {
    expect(run('2024-06-01', { price: 200_000, nonResident: true, region: 'scotland' }).notes.join(' ')).toMatch(
      /non-resident surcharge is an SDLT rule/,
    );
    expect(run('2024-06-01', { price: 200_000, nonResident: true, region: 'wales' }).notes.join(' ')).toMatch(
      /non-resident surcharge is an SDLT rule/,
    );
  });

  test('a rounding line makes the bands add up to the whole-pound total', () => {
    const result = run('2025-04-01', { price: 250_010 });
    const total = result.breakdowns[0]!.data.reduce((sum, band) => sum + Math.round(band.amount * 100), 0);
    expect(total).toBe(250_000);
    expect(result.taxBeforeRounding).toBe(2_500.5);
  });
});

describe('UK property transaction tax: supported dates', () => {
  test.each([
    ['england', '2022-09-22', '2022-09-23'],
    ['northern-ireland', '2020-01-01', '2022-09-23'],
    ['scotland', '2021-03-31', '2021-04-01'],
    ['wales', '2022-10-09', '2022-10-10'],
  ] as const)('%s: %s is before the earliest table (%s)', (region, tooEarly, supportedFrom) => {
    const call = () => run(tooEarly, { price: 300_000, region });
    expect(call).toThrow(UnsupportedCompletionDateError);
    expect(call).toThrow(new RegExp(`completionDate ${tooEarly}.*${supportedFrom}`));
    expect(() => run(supportedFrom, { price: 300_000, region })).not.toThrow();
  });

  test.each(['2025-02-30', '2025-13-01', '25-04-01', 'not a date'])('rejects %s as not a calendar date', (date) => {
    expect(() => run(date, { price: 300_000 })).toThrow(UnsupportedCompletionDateError);
  });
});
