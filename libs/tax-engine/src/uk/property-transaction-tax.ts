import type { Bracket } from '../core/brackets';
import { formatMoney, formatPercent } from '../core/format';
import { label, type Label, type LabelKey, type LabelledText } from '../core/labels';
import { applyRate, floorToWholeUnits, fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import { datedValueAt, type DatedValue, type IsoDate, type Parameter, citationOf } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { sdltFirstTimeBuyerBands, sdltFirstTimeBuyerPriceCap } from '../../params/uk/hmrc/stamp-duty-land-tax/first-time-buyer-relief';
import {
  sdltHigherRatesMinimumPrice,
  sdltHigherRatesSurcharge,
} from '../../params/uk/hmrc/stamp-duty-land-tax/higher-rates-additional-dwellings';
import { sdltNonResidentMinimumPrice, sdltNonResidentSurcharge } from '../../params/uk/hmrc/stamp-duty-land-tax/non-resident-surcharge';
import { sdltReferences } from '../../params/uk/hmrc/stamp-duty-land-tax/references';
import { sdltResidentialBands } from '../../params/uk/hmrc/stamp-duty-land-tax/residential-rates';
import {
  lbttAdditionalDwellingSupplementMinimumPrice,
  lbttAdditionalDwellingSupplementRate,
} from '../../params/uk/revenue-scotland/lbtt/additional-dwelling-supplement';
import { lbttReferences } from '../../params/uk/revenue-scotland/lbtt/references';
import { lbttFirstTimeBuyerNilRateBand, lbttResidentialBands } from '../../params/uk/revenue-scotland/lbtt/residential-rates';
import {
  lttHigherRatesMinimumPrice,
  lttHigherResidentialBands,
  lttResidentialBands,
} from '../../params/uk/welsh-revenue-authority/land-transaction-tax/residential-rates';

export const propertyBuyerTypes = ['standard', 'first-time-buyer', 'additional-property'] as const;
export type PropertyBuyerType = (typeof propertyBuyerTypes)[number];
export const propertyRegions = ['england', 'northern-ireland', 'scotland', 'wales'] as const;
export type PropertyRegion = (typeof propertyRegions)[number];

export type PropertyTaxName = 'Stamp Duty Land Tax' | 'Land and Buildings Transaction Tax' | 'Land Transaction Tax';
export type PropertyTaxCode = 'SDLT' | 'LBTT' | 'LTT';

export interface UkPropertyTransactionTaxInput {
  /** Purchase price (chargeable consideration) in pounds. */
  readonly price: number;
  readonly buyerType: PropertyBuyerType;
  /** SDLT only: the purchaser is non-UK resident for SDLT (FA 2003 Sch 9A). Ignored in Scotland and Wales. */
  readonly nonResident: boolean;
  /** Effective date of the transaction (usually completion), `YYYY-MM-DD`. Chooses the rate tables. */
  readonly completionDate: string;
  readonly region: PropertyRegion;
}

/** A band of the breakdown; `kind` tells rate bands from the ADS line and the whole-pound rounding line. */
export interface PropertyTaxBand extends BreakdownBand {
  readonly kind: 'rate-band' | 'supplement' | 'rounding';
  /** Rate of the underlying table before band-by-band surcharges (percent). */
  readonly baseRate: number;
  /** Percentage points added to this band by surcharges (SDLT higher rates, non-resident). */
  readonly surchargeRate: number;
  /** Price range of the band in pounds: above `from`, up to and including `to` (null: no upper limit). */
  readonly from: number;
  readonly to: number | null;
}

export type PropertySurchargeId =
  'sdlt-higher-rates' | 'sdlt-non-resident' | 'lbtt-additional-dwelling-supplement' | 'ltt-higher-residential-rates';

export interface AppliedSurcharge {
  readonly id: PropertySurchargeId;
  readonly name: string;
  readonly label: Label;
  /** Percentage points (SDLT, ADS) added; for Wales's higher rates table, the points it adds to its first band. */
  readonly rate: number;
  readonly basis: string;
  readonly basisLabel: Label;
  readonly reference: string;
}

export interface UkPropertyTransactionTaxResult extends CalculationResult {
  readonly calculationType: 'uk-stamp-duty';
  readonly taxName: PropertyTaxName;
  readonly taxNameLabel: Label;
  readonly taxCode: PropertyTaxCode;
  readonly region: PropertyRegion;
  readonly buyerType: PropertyBuyerType;
  /** As entered; see `nonResidentSurchargeApplies` for whether it changed anything. */
  readonly nonResident: boolean;
  readonly nonResidentSurchargeApplies: boolean;
  readonly completionDate: IsoDate;
  /** Tax due in whole pounds (rounded down, as the law/return requires). */
  readonly tax: number;
  /** The sum of the bands before rounding down to whole pounds (to the penny, any fraction of a penny dropped). */
  readonly taxBeforeRounding: number;
  /** Human label of the rate table applied, e.g. "SDLT residential rates from 1 April 2025". */
  readonly ratesPeriod: string;
  readonly ratesPeriodLabel: Label;
  readonly reliefApplied: 'first-time-buyer' | 'none';
  /** Why a first-time buyer did not get relief (price over the cap, Wales has none). */
  readonly reliefNote?: string;
  readonly reliefNoteLabel?: Label;
  /** Tax saved by first-time buyer relief (0 when not applied). */
  readonly reliefSaving: number;
  readonly surcharges: readonly AppliedSurcharge[];
  /** Extra tax due to the surcharges applied (0 when none). */
  readonly surchargeAmount: number;
  /** Explanations a user should see (inputs ignored, thresholds not met, transitional rules not modelled). */
  readonly notes: readonly string[];
  /** `notes` as labels, in the same order. */
  readonly noteLabels: readonly Label[];
  /** Earliest completion date this region's tables support. */
  readonly supportedFrom: IsoDate;
}

/** Thrown when completionDate is not a real date or predates the earliest rate table supported; the API answers 400. */
export class UnsupportedCompletionDateError extends Error {
  readonly field = 'completionDate';
  constructor(
    message: string,
    readonly supportedFrom: IsoDate | undefined,
  ) {
    super(message);
    this.name = 'UnsupportedCompletionDateError';
  }
}

interface RegionRules {
  readonly taxName: PropertyTaxName;
  readonly taxNameLabel: Label;
  readonly taxCode: PropertyTaxCode;
  readonly area: string;
  /** Every parameter the region reads: the latest first value among them is the earliest supported date. */
  readonly parameters: readonly Parameter<unknown>[];
}

const sdltRules: RegionRules = {
  taxName: 'Stamp Duty Land Tax',
  taxNameLabel: label('uk.property.taxName.sdlt'),
  taxCode: 'SDLT',
  area: 'England and Northern Ireland',
  parameters: [
    sdltResidentialBands,
    sdltFirstTimeBuyerBands,
    sdltFirstTimeBuyerPriceCap,
    sdltHigherRatesSurcharge,
    sdltHigherRatesMinimumPrice,
    sdltNonResidentSurcharge,
    sdltNonResidentMinimumPrice,
  ],
};

const regionRules: Record<PropertyRegion, RegionRules> = {
  england: sdltRules,
  'northern-ireland': sdltRules,
  scotland: {
    taxName: 'Land and Buildings Transaction Tax',
    taxNameLabel: label('uk.property.taxName.lbtt'),
    taxCode: 'LBTT',
    area: 'Scotland',
    parameters: [
      lbttResidentialBands,
      lbttFirstTimeBuyerNilRateBand,
      lbttAdditionalDwellingSupplementRate,
      lbttAdditionalDwellingSupplementMinimumPrice,
    ],
  },
  wales: {
    taxName: 'Land Transaction Tax',
    taxNameLabel: label('uk.property.taxName.ltt'),
    taxCode: 'LTT',
    area: 'Wales',
    parameters: [lttResidentialBands, lttHigherResidentialBands, lttHigherRatesMinimumPrice],
  },
};

/** The earliest completion date the region's tables cover. */
export function propertyTaxSupportedFrom(region: PropertyRegion): IsoDate {
  let latestStart = '0000-01-01' as IsoDate;
  for (const parameter of regionRules[region].parameters) {
    const first = parameter.values[0];
    if (first && first.from > latestStart) latestStart = first.from;
  }
  return latestStart;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "1 April 2025" from "2025-04-01", without Date/Intl time-zone effects. */
function longDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${monthNames[month - 1]} ${year}`;
}

function dayBefore(date: IsoDate): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(year, month - 1, day - 1));
  return previous.toISOString().slice(0, 10) as IsoDate;
}

function isCalendarDate(value: string): value is IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UK tax year (6 April to 5 April) containing the date, e.g. "2024-25". */
export function ukTaxYearContaining(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const startYear = date.slice(5) >= '04-06' ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** When a rate table is in force: from its start to the day before the next table starts, if one does. */
interface TablePeriod {
  readonly from: IsoDate;
  readonly to: IsoDate | undefined;
}

function periodOf<T>(parameter: Parameter<T>, entry: DatedValue<T>): TablePeriod {
  const next = parameter.values[parameter.values.indexOf(entry) + 1];
  return { from: entry.from, to: next ? dayBefore(next.from) : undefined };
}

type TableLabelKey = Extract<LabelKey, `uk.property.table.${string}`>;

/** "SDLT residential rates from 23 September 2022 to 31 March 2025": names the table applied and its period. */
function periodLabel<T>(tableName: string, tableKey: TableLabelKey, parameter: Parameter<T>, entry: DatedValue<T>): LabelledText {
  const { from, to } = periodOf(parameter, entry);
  return to
    ? {
        text: `${tableName} from ${longDate(from)} to ${longDate(to)}`,
        label: label('uk.property.ratesPeriod.fromTo', { table: tableKey, from, to }),
      }
    : { text: `${tableName} from ${longDate(from)}`, label: label('uk.property.ratesPeriod.from', { table: tableKey, from }) };
}

/** Which table a band belongs to, as its name says: "(first-time buyer)", "(higher rates)" or neither. */
type BandTable = 'standard' | 'firstTimeBuyer' | 'higherRates';

interface RateTable {
  readonly brackets: readonly Bracket[];
  readonly bandTable: BandTable;
  /** Points added to every band. */
  readonly surchargeRate: number;
  readonly period: LabelledText;
  readonly reference: string;
}

interface Supplement {
  readonly name: string;
  readonly label: Label;
  readonly rate: number;
  readonly reference: string;
}

interface Scenario {
  readonly table: RateTable;
  readonly supplement: Supplement | undefined;
  readonly reliefApplied: boolean;
  readonly reliefNote: LabelledText | undefined;
  readonly surcharges: readonly AppliedSurcharge[];
  readonly nonResidentSurchargeApplies: boolean;
  readonly notes: readonly LabelledText[];
}

const RATE_SCALE = 1000n;
const PENCE_DENOMINATOR = 100n * RATE_SCALE;

/** Tax on `taxableMinor` at `rate` percent, as an exact integer numerator over PENCE_DENOMINATOR pence. */
function exactTaxNumerator(taxableMinor: number, rate: number): bigint {
  return BigInt(taxableMinor) * BigInt(Math.round(rate * Number(RATE_SCALE)));
}

/**
 * SDLT, LBTT and LTT are each worked out band by band and the total is due in whole pounds, pence ignored (HMRC SDLT1
 * guidance; Revenue Scotland LBTT return guidance). Rounding applies once, to the total.
 */
function roundDownToWholePounds(exactNumerator: bigint): number {
  const pence = Number(exactNumerator / PENCE_DENOMINATOR);
  return floorToWholeUnits(pence);
}

function sdltScenario(priceMinor: number, date: IsoDate, buyerType: PropertyBuyerType, nonResident: boolean): Scenario {
  const notes: LabelledText[] = [];
  const surcharges: AppliedSurcharge[] = [];
  const residentialEntry = datedValueAt(sdltResidentialBands, date);
  let brackets: readonly Bracket[] = residentialEntry.value;
  let bandTable: BandTable = 'standard';
  let period = periodLabel('SDLT residential rates', 'uk.property.table.sdltResidential', sdltResidentialBands, residentialEntry);
  let reference = citationOf(residentialEntry);
  let reliefApplied = false;
  let reliefNote: LabelledText | undefined;
  if (buyerType === 'first-time-buyer') {
    const capEntry = datedValueAt(sdltFirstTimeBuyerPriceCap, date);
    if (priceMinor <= toMinor(capEntry.value)) {
      const ftbEntry = datedValueAt(sdltFirstTimeBuyerBands, date);
      brackets = ftbEntry.value;
      bandTable = 'firstTimeBuyer';
      period = periodLabel('SDLT first-time buyer rates', 'uk.property.table.sdltFirstTimeBuyer', sdltFirstTimeBuyerBands, ftbEntry);
      reference = `${citationOf(ftbEntry)}; ${citationOf(capEntry)}`;
      reliefApplied = true;
    } else {
      // The cap is a cliff, not a taper: above it the whole price is taxed at the standard rates.
      reliefNote = {
        text: `No first-time buyer relief: the price is over the ${formatMoney(capEntry.value, 'GBP')} limit, so the standard residential rates apply to the whole price (FA 2003 Sch 6ZA).`,
        label: label('uk.property.note.firstTimeBuyerOverCap', { cap: capEntry.value }),
      };
    }
  }

  let surchargeRate = 0;
  if (buyerType === 'additional-property') {
    const minimum = datedValueAt(sdltHigherRatesMinimumPrice, date);
    const entry = datedValueAt(sdltHigherRatesSurcharge, date);
    if (priceMinor >= toMinor(minimum.value)) {
      surchargeRate += entry.value;
      surcharges.push({
        id: 'sdlt-higher-rates',
        name: 'Higher rates for additional dwellings',
        label: label('uk.property.surcharge.sdltHigherRates'),
        rate: entry.value,
        basis: `${entry.value} percentage points added to the rate of every band, from £0 (in force from ${longDate(entry.from)})`,
        basisLabel: label('uk.property.surchargeBasis.sdltHigherRates', { points: entry.value, from: entry.from }),
        reference: citationOf(entry),
      });
    } else {
      notes.push({
        text: `The higher rates for additional dwellings do not apply: the price is below ${formatMoney(minimum.value, 'GBP')} (FA 2003 Sch 4ZA para 3(2)).`,
        label: label('uk.property.note.higherRatesBelowMinimum', { minimum: minimum.value }),
      });
    }
  }
  if (nonResident) {
    const minimum = datedValueAt(sdltNonResidentMinimumPrice, date);
    const entry = datedValueAt(sdltNonResidentSurcharge, date);
    if (priceMinor >= toMinor(minimum.value)) {
      surchargeRate += entry.value;
      surcharges.push({
        id: 'sdlt-non-resident',
        name: 'Non-UK resident surcharge',
        label: label('uk.property.surcharge.sdltNonResident'),
        rate: entry.value,
        basis: `${entry.value} percentage points added to the rate of every band of the table that applies (first-time buyer rates included)`,
        basisLabel: label('uk.property.surchargeBasis.sdltNonResident', { points: entry.value }),
        reference: citationOf(entry),
      });
    } else {
      notes.push({
        text: `The non-resident surcharge does not apply: the price is below ${formatMoney(minimum.value, 'GBP')} (FA 2003 Sch 9A para 2(3)).`,
        label: label('uk.property.note.nonResidentBelowMinimum', { minimum: minimum.value }),
      });
    }
  }
  if (buyerType === 'additional-property') {
    notes.push({
      text: 'Contracts exchanged before 31 October 2024 may keep the 3% higher rates (transitional rules); the calculator uses the rates in force on the completion date.',
      label: label('uk.property.note.higherRatesTransitional'),
    });
  }
  const tableReference = surchargeRate > 0 ? `${reference}; ${surcharges.map((surcharge) => surcharge.reference).join('; ')}` : reference;
  return {
    table: { brackets, bandTable, surchargeRate, period, reference: tableReference },
    supplement: undefined,
    reliefApplied,
    reliefNote,
    surcharges,
    nonResidentSurchargeApplies: surcharges.some((surcharge) => surcharge.id === 'sdlt-non-resident'),
    notes,
  };
}

/** The LBTT table with the nil-rate band raised to `nilRateBand` (first-time buyer relief, LBTT(S)A 2013 Sch 4A). */
function withRaisedNilRateBand(brackets: readonly Bracket[], nilRateBand: number): Bracket[] {
  const raised: Bracket[] = [
    {
      name: `Up to ${formatMoney(nilRateBand, 'GBP').replace('.00', '')} (first-time buyer)`,
      label: label('uk.property.band.upTo', { to: nilRateBand, table: 'firstTimeBuyer', baseRate: 0, surchargeRate: 0 }),
      threshold: 0,
      rate: 0,
    },
  ];
  brackets.forEach((bracket, index) => {
    if (bracket.threshold === 0) return;
    const next = brackets[index + 1];
    if (next && next.threshold <= nilRateBand) return;
    const threshold = Math.max(bracket.threshold, nilRateBand);
    const upper = next ? ` to ${formatMoney(next.threshold, 'GBP').replace('.00', '')}` : '';
    const name = next
      ? `${formatMoney(threshold + 1, 'GBP').replace('.00', '')}${upper}`
      : `Above ${formatMoney(threshold, 'GBP').replace('.00', '')}`;
    raised.push({ name: threshold === bracket.threshold ? bracket.name : name, threshold, rate: bracket.rate });
  });
  return raised;
}

function lbttScenario(priceMinor: number, date: IsoDate, buyerType: PropertyBuyerType, nonResident: boolean): Scenario {
  const notes: LabelledText[] = [];
  const surcharges: AppliedSurcharge[] = [];
  const bandsEntry = datedValueAt(lbttResidentialBands, date);
  let table: RateTable = {
    brackets: bandsEntry.value,
    bandTable: 'standard',
    surchargeRate: 0,
    period: periodLabel('LBTT residential rates', 'uk.property.table.lbttResidential', lbttResidentialBands, bandsEntry),
    reference: citationOf(bandsEntry),
  };
  let reliefApplied = false;
  if (buyerType === 'first-time-buyer') {
    const nilRateEntry = datedValueAt(lbttFirstTimeBuyerNilRateBand, date);
    const nilRateBand = nilRateEntry.value;
    const { from, to } = periodOf(lbttResidentialBands, bandsEntry);
    const tableKey = 'uk.property.table.lbttResidential';
    table = {
      brackets: withRaisedNilRateBand(bandsEntry.value, nilRateBand),
      // The first band is labelled "(first-time buyer)" by withRaisedNilRateBand; the others are the standard bands.
      bandTable: 'standard',
      surchargeRate: 0,
      period: {
        text: `${table.period.text}, first-time buyer relief (nil-rate band ${formatMoney(nilRateBand, 'GBP').replace('.00', '')})`,
        label: to
          ? label('uk.property.ratesPeriod.fromToFirstTimeBuyer', { table: tableKey, from, to, nilRateBand })
          : label('uk.property.ratesPeriod.fromFirstTimeBuyer', { table: tableKey, from, nilRateBand }),
      },
      reference: `${table.reference}; ${citationOf(nilRateEntry)}`,
    };
    reliefApplied = true;
  }
  let supplement: Supplement | undefined;
  if (buyerType === 'additional-property') {
    const minimum = datedValueAt(lbttAdditionalDwellingSupplementMinimumPrice, date);
    const entry = datedValueAt(lbttAdditionalDwellingSupplementRate, date);
    if (priceMinor >= toMinor(minimum.value)) {
      supplement = {
        name: `Additional Dwelling Supplement (${entry.value}% of the whole price)`,
        label: label('uk.property.band.additionalDwellingSupplement', { rate: entry.value }),
        rate: entry.value,
        reference: citationOf(entry),
      };
      surcharges.push({
        id: 'lbtt-additional-dwelling-supplement',
        name: 'Additional Dwelling Supplement',
        label: label('uk.property.surcharge.lbttAdditionalDwellingSupplement'),
        rate: entry.value,
        basis: `${entry.value}% of the whole price, on top of LBTT (in force from ${longDate(entry.from)})`,
        basisLabel: label('uk.property.surchargeBasis.lbttAdditionalDwellingSupplement', { rate: entry.value, from: entry.from }),
        reference: citationOf(entry),
      });
    } else {
      notes.push({
        text: `The Additional Dwelling Supplement does not apply: the price is below ${formatMoney(minimum.value, 'GBP')}.`,
        label: label('uk.property.note.adsBelowMinimum', { minimum: minimum.value }),
      });
    }
  }
  if (nonResident)
    notes.push({
      text: 'The non-resident surcharge is an SDLT rule (England and Northern Ireland); LBTT in Scotland has none, so it was not applied.',
      label: label('uk.property.note.nonResidentNotInLbtt'),
    });
  return { table, supplement, reliefApplied, reliefNote: undefined, surcharges, nonResidentSurchargeApplies: false, notes };
}

function lttScenario(priceMinor: number, date: IsoDate, buyerType: PropertyBuyerType, nonResident: boolean): Scenario {
  const notes: LabelledText[] = [];
  const surcharges: AppliedSurcharge[] = [];
  const mainEntry = datedValueAt(lttResidentialBands, date);
  let table: RateTable = {
    brackets: mainEntry.value,
    bandTable: 'standard',
    surchargeRate: 0,
    period: periodLabel('LTT main residential rates', 'uk.property.table.lttMain', lttResidentialBands, mainEntry),
    reference: citationOf(mainEntry),
  };
  let reliefNote: LabelledText | undefined;
  if (buyerType === 'first-time-buyer') {
    reliefNote = {
      text: 'Wales has no first-time buyer relief for Land Transaction Tax: the main residential rates apply.',
      label: label('uk.property.note.noFirstTimeBuyerReliefInWales'),
    };
  }
  if (buyerType === 'additional-property') {
    const minimum = datedValueAt(lttHigherRatesMinimumPrice, date);
    if (priceMinor >= toMinor(minimum.value)) {
      const higherEntry = datedValueAt(lttHigherResidentialBands, date);
      table = {
        brackets: higherEntry.value,
        bandTable: 'higherRates',
        surchargeRate: 0,
        period: periodLabel('LTT higher residential rates', 'uk.property.table.lttHigher', lttHigherResidentialBands, higherEntry),
        reference: citationOf(higherEntry),
      };
      surcharges.push({
        id: 'ltt-higher-residential-rates',
        name: 'Higher residential rates',
        label: label('uk.property.surcharge.lttHigherRates'),
        rate: higherEntry.value[0]!.rate,
        basis: `the higher residential rates table replaces the main rates (from ${longDate(higherEntry.from)})`,
        basisLabel: label('uk.property.surchargeBasis.lttHigherRates', { from: higherEntry.from }),
        reference: citationOf(higherEntry),
      });
    } else {
      notes.push({
        text: `The higher residential rates do not apply: the price is below ${formatMoney(minimum.value, 'GBP')} (LTTA 2017 Sch 5 para 3(2)(c)).`,
        label: label('uk.property.note.lttHigherRatesBelowMinimum', { minimum: minimum.value }),
      });
    }
  }
  if (nonResident)
    notes.push({
      text: 'The non-resident surcharge is an SDLT rule (England and Northern Ireland); LTT in Wales has none, so it was not applied.',
      label: label('uk.property.note.nonResidentNotInLtt'),
    });
  return { table, supplement: undefined, reliefApplied: false, reliefNote, surcharges, nonResidentSurchargeApplies: false, notes };
}

function scenarioFor(
  region: PropertyRegion,
  priceMinor: number,
  date: IsoDate,
  buyerType: PropertyBuyerType,
  nonResident: boolean,
): Scenario {
  if (region === 'scotland') return lbttScenario(priceMinor, date, buyerType, nonResident);
  if (region === 'wales') return lttScenario(priceMinor, date, buyerType, nonResident);
  return sdltScenario(priceMinor, date, buyerType, nonResident);
}

interface Computed {
  readonly bands: PropertyTaxBand[];
  readonly exactNumerator: bigint;
  readonly taxMinor: number;
  readonly bandsMinor: number;
  readonly marginalRate: number;
}

/** A rate band's label from its price range: "Up to £250,000", "£250,001 to £925,000", "Above £1.5 million". */
function rateBandLabel(from: number, to: number | null, table: RateTable, baseRate: number): Label {
  const common = { table: table.bandTable, baseRate, surchargeRate: table.surchargeRate };
  if (to === null) return label('uk.property.band.above', { from, ...common });
  if (from === 0) return label('uk.property.band.upTo', { to, ...common });
  return label('uk.property.band.between', { from: from + 1, to, ...common });
}

function compute(priceMinor: number, scenario: Scenario): Computed {
  const { table, supplement } = scenario;
  const bands: PropertyTaxBand[] = [];
  let exactNumerator = 0n;
  let marginalRate = 0;
  table.brackets.forEach((bracket, index) => {
    const next = table.brackets[index + 1];
    const lowerMinor = toMinor(bracket.threshold);
    const upperMinor = next === undefined ? Number.POSITIVE_INFINITY : toMinor(next.threshold);
    const taxableMinor = Math.max(0, Math.min(priceMinor, upperMinor) - lowerMinor);
    const rate = bracket.rate + table.surchargeRate;
    exactNumerator += exactTaxNumerator(taxableMinor, rate);
    if (priceMinor + 1 > lowerMinor && priceMinor + 1 <= upperMinor) marginalRate = rate;
    bands.push({
      kind: 'rate-band',
      band: table.surchargeRate > 0 ? `${bracket.name} (${bracket.rate}% + ${table.surchargeRate}% surcharge)` : bracket.name,
      label: bracket.label ?? rateBandLabel(bracket.threshold, next?.threshold ?? null, table, bracket.rate),
      rate,
      baseRate: bracket.rate,
      surchargeRate: table.surchargeRate,
      from: bracket.threshold,
      to: next?.threshold ?? null,
      taxableAmount: fromMinor(taxableMinor),
      amount: fromMinor(applyRate(taxableMinor, rate, 'down')),
      reference: table.reference,
    });
  });
  if (supplement) {
    exactNumerator += exactTaxNumerator(priceMinor, supplement.rate);
    marginalRate += supplement.rate;
    bands.push({
      kind: 'supplement',
      band: supplement.name,
      label: supplement.label,
      rate: supplement.rate,
      baseRate: supplement.rate,
      surchargeRate: 0,
      from: 0,
      to: null,
      taxableAmount: fromMinor(priceMinor),
      amount: fromMinor(applyRate(priceMinor, supplement.rate, 'down')),
      reference: supplement.reference,
    });
  }
  const bandsMinor = sumMinor(bands.map((band) => toMinor(band.amount)));
  const taxMinor = roundDownToWholePounds(exactNumerator);
  return { bands, exactNumerator, taxMinor, bandsMinor, marginalRate };
}

function taxOnly(region: PropertyRegion, priceMinor: number, date: IsoDate, buyerType: PropertyBuyerType, nonResident: boolean): number {
  return compute(priceMinor, scenarioFor(region, priceMinor, date, buyerType, nonResident)).taxMinor;
}

/** "Higher rates for additional dwellings (5%), Non-UK resident surcharge (2%)": at most two apply (SDLT). */
function surchargesLabel(surcharges: readonly AppliedSurcharge[]): Label {
  const [first, second] = surcharges;
  if (!first) return label('common.none');
  if (!second) return label('uk.property.stat.oneSurcharge', { surcharge: first.label.key, rate: first.rate });
  if (surcharges.length > 2) throw new Error('at most two surcharges apply to one transaction');
  return label('uk.property.stat.twoSurcharges', {
    first: first.label.key,
    firstRate: first.rate,
    second: second.label.key,
    secondRate: second.rate,
  });
}

export function calculateUkPropertyTransactionTax(input: UkPropertyTransactionTaxInput): UkPropertyTransactionTaxResult {
  const rules = regionRules[input.region];
  const supportedFrom = propertyTaxSupportedFrom(input.region);
  if (!isCalendarDate(input.completionDate)) {
    throw new UnsupportedCompletionDateError(
      `completionDate must be a real calendar date written YYYY-MM-DD, got "${input.completionDate}"`,
      supportedFrom,
    );
  }
  const date = input.completionDate;
  if (date < supportedFrom) {
    throw new UnsupportedCompletionDateError(
      `completionDate ${date} is not supported for ${rules.taxName} (${rules.area}): supported completion dates are ${supportedFrom} (${longDate(supportedFrom)}) onwards`,
      supportedFrom,
    );
  }
  if (!Number.isFinite(input.price) || input.price < 0)
    throw new RangeError(`price must be a finite, non-negative number, got ${input.price}`);

  const priceMinor = toMinor(input.price);
  const scenario = scenarioFor(input.region, priceMinor, date, input.buyerType, input.nonResident);
  const computed = compute(priceMinor, scenario);
  const { taxMinor } = computed;

  const roundingMinor = taxMinor - computed.bandsMinor;
  const bands: PropertyTaxBand[] = [...computed.bands];
  if (roundingMinor !== 0) {
    bands.push({
      kind: 'rounding',
      band: 'Rounded down to whole pounds',
      label: label('uk.property.band.roundedDown'),
      rate: 0,
      baseRate: 0,
      surchargeRate: 0,
      from: 0,
      to: null,
      taxableAmount: 0,
      amount: fromMinor(roundingMinor),
      reference: input.region === 'scotland' ? lbttReferences.returnWholePounds.title : sdltReferences.sdlt1WholePounds.title,
    });
  }

  const effectiveNonResident = scenario.nonResidentSurchargeApplies;
  const reliefSavingMinor = scenario.reliefApplied
    ? taxOnly(input.region, priceMinor, date, 'standard', effectiveNonResident) - taxMinor
    : 0;
  const withoutSurchargesBuyer: PropertyBuyerType = input.buyerType === 'additional-property' ? 'standard' : input.buyerType;
  const surchargeMinor =
    scenario.surcharges.length > 0 ? taxMinor - taxOnly(input.region, priceMinor, date, withoutSurchargesBuyer, false) : 0;

  const tax = fromMinor(taxMinor);
  const effectiveRate = percentOf(taxMinor, priceMinor);
  const breakdown: BreakdownGroup = { title: rules.taxName, label: rules.taxNameLabel, type: 'stamp-duty', data: bands, totalAmount: tax };
  const reliefApplied = scenario.reliefApplied ? 'first-time-buyer' : 'none';

  const summary: SummaryStat[] = [
    {
      title: `${rules.taxCode} due`,
      titleLabel: label('uk.property.stat.taxDue', { taxCode: rules.taxCode }),
      value: tax,
      formattedValue: formatMoney(tax, 'GBP'),
      description: scenario.table.period.text,
      descriptionLabel: scenario.table.period.label,
      change: effectiveRate,
      changeType: 'percentage',
      icon: 'home',
    },
    {
      title: 'Effective rate',
      titleLabel: label('common.stat.effectiveRate'),
      value: effectiveRate,
      formattedValue: formatPercent(effectiveRate),
      description: `Rate on the next pound of price: ${formatPercent(computed.marginalRate)}`,
      descriptionLabel: label('uk.property.stat.nextPoundRate', { rate: computed.marginalRate }),
      icon: 'percentage',
    },
    {
      title: 'First-time buyer relief',
      titleLabel: label('uk.property.stat.firstTimeBuyerRelief'),
      value: fromMinor(reliefSavingMinor),
      formattedValue: formatMoney(fromMinor(reliefSavingMinor), 'GBP'),
      description: scenario.reliefApplied ? 'Relief applied' : (scenario.reliefNote?.text ?? 'Not claimed'),
      descriptionLabel: scenario.reliefApplied
        ? label('uk.property.stat.reliefApplied')
        : (scenario.reliefNote?.label ?? label('uk.property.stat.reliefNotClaimed')),
      icon: 'gift',
    },
    {
      title: 'Surcharges',
      titleLabel: label('uk.property.stat.surcharges'),
      value: fromMinor(surchargeMinor),
      formattedValue: formatMoney(fromMinor(surchargeMinor), 'GBP'),
      description:
        scenario.surcharges.length > 0
          ? scenario.surcharges.map((surcharge) => `${surcharge.name} (${surcharge.rate}%)`).join(', ')
          : 'None',
      descriptionLabel: surchargesLabel(scenario.surcharges),
      icon: 'rise',
    },
  ];

  return {
    calculationType: 'uk-stamp-duty',
    taxYear: ukTaxYearContaining(date),
    currency: 'GBP',
    inputAmount: fromMinor(priceMinor),
    totalTax: tax,
    effectiveRate,
    marginalRate: computed.marginalRate,
    summary,
    breakdowns: [breakdown],
    taxName: rules.taxName,
    taxNameLabel: rules.taxNameLabel,
    taxCode: rules.taxCode,
    region: input.region,
    buyerType: input.buyerType,
    nonResident: input.nonResident,
    nonResidentSurchargeApplies: effectiveNonResident,
    completionDate: date,
    tax,
    taxBeforeRounding: fromMinor(Number(computed.exactNumerator / PENCE_DENOMINATOR)),
    ratesPeriod: scenario.table.period.text,
    ratesPeriodLabel: scenario.table.period.label,
    reliefApplied,
    ...(scenario.reliefNote === undefined ? {} : { reliefNote: scenario.reliefNote.text, reliefNoteLabel: scenario.reliefNote.label }),
    reliefSaving: fromMinor(reliefSavingMinor),
    surcharges: scenario.surcharges,
    surchargeAmount: fromMinor(surchargeMinor),
    notes: scenario.notes.map((note) => note.text),
    noteLabels: scenario.notes.map((note) => note.label),
    supportedFrom,
  };
}
