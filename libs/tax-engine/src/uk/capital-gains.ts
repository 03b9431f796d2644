import { addDays, isCalendarDate } from '../core/calendar';
import { formatMoney } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label, type LabelKey } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt, valueAt, type IsoDate } from '../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../core/result';
import { cgtAnnualExemptAmount } from '../../params/uk/hmrc/capital-gains-tax/annual-exempt-amount';
import {
  cgtMainRates,
  cgtReliefLifetimeLimits,
  cgtReliefRates,
  type CgtMainRates,
  type CgtReliefLifetimeLimits,
  type CgtReliefRates,
} from '../../params/uk/hmrc/capital-gains-tax/rates';
import { cgtReferences } from '../../params/uk/hmrc/capital-gains-tax/references';
import { ukPropertyReturnDays } from '../../params/uk/hmrc/capital-gains-tax/uk-property-return';
import { restOfUkIncomeTaxBands } from '../../params/uk/hmrc/income-tax/rest-of-uk-bands';
import { ukTaxYears, ukTaxYearStart, type UkTaxYear } from './tax-year';

export const cgtAssetTypes = ['residential-property', 'other', 'business-asset-disposal-relief', 'investors-relief'] as const;
export type CgtAssetType = (typeof cgtAssetTypes)[number];

export interface UkCapitalGainsDisposalInput {
  /** Chargeable gain in pounds after costs and any other reliefs; negative for an allowable loss. */
  readonly gain: number;
  readonly assetType: CgtAssetType;
  /** Date of disposal (for a contract, the exchange: TCGA 1992 s.28), YYYY-MM-DD, within the tax year. Chooses the rates. */
  readonly disposalDate: string;
  /** Completion date of a UK residential property disposal (defaults to the disposal date): starts the 60 days to report. */
  readonly completionDate?: string;
}

export interface UkCapitalGainsInput {
  readonly taxYear: UkTaxYear;
  /** Taxable income in pounds: income after the Personal Allowance and reliefs. Decides how much basic rate band is left. */
  readonly taxableIncome: number;
  /** Changes nothing in the tax (gains use the UK bands, TCGA 1992 s.1I); noted in the result. */
  readonly scottishTaxpayer: boolean;
  readonly disposals: readonly UkCapitalGainsDisposalInput[];
  /** Allowable losses of earlier years not yet used, in pounds. */
  readonly lossesBroughtForward: number;
  /** Gains already charged at the Business Asset Disposal Relief rate in earlier disposals (lifetime), in pounds. */
  readonly badrLifetimeUsed: number;
  /** Gains already charged at the Investors' Relief rate in earlier disposals (lifetime), in pounds. */
  readonly investorsReliefLifetimeUsed: number;
}

export interface UkCapitalGainsDisposalResult {
  /** 0-based position in the request's `disposals`. */
  readonly index: number;
  readonly assetType: CgtAssetType;
  readonly disposalDate: IsoDate;
  readonly gain: number;
  /** Part of the gain charged at the relief rate (BADR or Investors' Relief), within the lifetime limit. */
  readonly reliefGain: number;
  /** Losses and annual exempt amount set against this gain (the allocation that saves most, TCGA 1992 s.4B). */
  readonly deductions: number;
  readonly taxedAtLowerRate: number;
  readonly taxedAtHigherRate: number;
  /** The rates in force on the disposal date for this asset (percent); for relief gains both are the relief rate. */
  readonly lowerRate: number;
  readonly higherRate: number;
  readonly reliefRate: number | null;
  readonly tax: number;
  /** UK residential property with tax to pay: the date the property return is due and the tax payable on account. */
  readonly propertyReturnDueDate: IsoDate | null;
}

export interface UkCapitalGainsResult extends CalculationResult {
  readonly calculationType: 'uk-capital-gains';
  readonly taxYear: UkTaxYear;
  /** Sum of the gains of the year (losses not deducted). */
  readonly totalGains: number;
  /** Sum of the losses of the year. */
  readonly totalLosses: number;
  /** Gains less the losses of the year and the losses brought forward that were used. */
  readonly netGains: number;
  /** The annual exempt amount for the year. */
  readonly annualExemptAmount: number;
  readonly annualExemptAmountUsed: number;
  readonly taxableGain: number;
  readonly capitalGainsTax: number;
  readonly lossesOfTheYearUsed: number;
  readonly lossesBroughtForwardUsed: number;
  /** Losses of the year left over plus losses brought forward not needed: carried to later years. */
  readonly lossesCarriedForward: number;
  /** Basic rate band left after taxable income, before gains use it. */
  readonly basicRateBandAvailable: number;
  readonly badrLifetimeUsedAfter: number;
  readonly investorsReliefLifetimeUsedAfter: number;
  readonly disposals: readonly UkCapitalGainsDisposalResult[];
  /** 31 January after the tax year: the balance of the year's CGT is due under Self Assessment. */
  readonly selfAssessmentPaymentDate: IsoDate;
  readonly scottishTaxpayer: boolean;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

type ReliefKind = 'businessAssetDisposalRelief' | 'investorsRelief';

/** Gains charged alike: one relief at one rate, or the main rates of one pair (the unused basic rate band, then above). */
type RateClass =
  | { readonly kind: 'relief'; readonly key: string; readonly relief: ReliefKind; readonly rate: number; readonly reference: string }
  | {
      readonly kind: 'main';
      readonly key: string;
      readonly lowerRate: number;
      readonly higherRate: number;
      readonly assets: Set<'residential-property' | 'other'>;
      readonly reference: string;
    };

/** Part of one disposal's gain in one rate class (a relief gain over the lifetime limit is split in two). */
interface Piece {
  readonly disposal: number;
  readonly classKey: string;
  readonly gainMinor: number;
}

const reliefNames: Record<ReliefKind, string> = {
  businessAssetDisposalRelief: 'Business Asset Disposal Relief',
  investorsRelief: "Investors' Relief",
};
const reliefLabelKeys = {
  businessAssetDisposalRelief: 'uk.cgt.relief.businessAssetDisposalRelief',
  investorsRelief: 'uk.cgt.relief.investorsRelief',
} as const satisfies Record<ReliefKind, LabelKey>;

function taxYearEnd(taxYear: UkTaxYear): IsoDate {
  return addDays(`${Number(taxYear.slice(0, 4)) + 1}-04-06` as IsoDate, -1);
}

/** TMA 1970 s.59B: the balance is due on 31 January after the end of the tax year. */
function selfAssessmentPaymentDate(taxYear: UkTaxYear): IsoDate {
  return `${Number(taxYear.slice(0, 4)) + 2}-01-31` as IsoDate;
}

function checkedMoney(field: string, value: number, allowNegative = false): number {
  if (!Number.isFinite(value) || (!allowNegative && value < 0))
    throw new CalculatorInputError(field, `must be a finite amount${allowNegative ? '' : ' of zero or more'}, got ${value}`);
  return toMinor(value);
}

interface ClassNet {
  readonly key: string;
  readonly netMinor: number;
}

/** The order in which main classes take the unused basic rate band: the widest gap between the two rates first. */
function bandOrder(classes: readonly RateClass[]): RateClass[] {
  return classes
    .filter((rateClass) => rateClass.kind === 'main')
    .sort((a, b) => {
      if (a.kind !== 'main' || b.kind !== 'main') return 0;
      return b.higherRate - b.lowerRate - (a.higherRate - a.lowerRate) || b.higherRate - a.higherRate;
    });
}

interface ClassTaxation {
  readonly key: string;
  readonly netMinor: number;
  readonly lowerMinor: number;
  readonly higherMinor: number;
}

/**
 * Relief gains are the lowest part of the gains, so they use the basic rate band first (TCGA 1992 s.169N(4)-(4B),
 * s.169VC); main-rate gains share what is left, the class with the most to gain from it first.
 */
function taxation(classes: readonly RateClass[], nets: ReadonlyMap<string, number>, bandMinor: number): ClassTaxation[] {
  let reliefMinor = 0;
  for (const rateClass of classes) if (rateClass.kind === 'relief') reliefMinor += nets.get(rateClass.key) ?? 0;
  let bandLeft = Math.max(0, bandMinor - reliefMinor);
  const result: ClassTaxation[] = [];
  for (const rateClass of classes)
    if (rateClass.kind === 'relief') {
      const netMinor = nets.get(rateClass.key) ?? 0;
      result.push({ key: rateClass.key, netMinor, lowerMinor: netMinor, higherMinor: 0 });
    }
  for (const rateClass of bandOrder(classes)) {
    const netMinor = nets.get(rateClass.key) ?? 0;
    const lowerMinor = Math.min(netMinor, bandLeft);
    bandLeft -= lowerMinor;
    result.push({ key: rateClass.key, netMinor, lowerMinor, higherMinor: netMinor - lowerMinor });
  }
  return result;
}

function classTax(rateClass: RateClass, taxed: ClassTaxation): number {
  if (rateClass.kind === 'relief') return (taxed.netMinor * rateClass.rate) / 100;
  return (taxed.lowerMinor * rateClass.lowerRate + taxed.higherMinor * rateClass.higherRate) / 100;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/**
 * Losses and the annual exempt amount may be set against whichever gains save most (TCGA 1992 s.4B). Deductions
 * fill one class after another; every order of the classes is tried (there are at most four) and the cheapest kept,
 * the highest-rate-first order winning a tie. Splitting the deductions inside a class at a band edge is not tried;
 * with the UK's rate pairs a whole-class order is as cheap in every case the tests cover.
 */
function allocateDeductions(
  classes: readonly RateClass[],
  grossByClass: ReadonlyMap<string, number>,
  deductionsMinor: number,
  bandMinor: number,
): ClassNet[] {
  const topRate = (rateClass: RateClass) => (rateClass.kind === 'relief' ? rateClass.rate : rateClass.higherRate);
  const preferred = [...classes].sort((a, b) => topRate(b) - topRate(a));
  let best: { nets: Map<string, number>; tax: number } | undefined;
  for (const order of permutations(preferred)) {
    const nets = new Map<string, number>();
    let left = deductionsMinor;
    for (const rateClass of order) {
      const gross = grossByClass.get(rateClass.key) ?? 0;
      const deducted = Math.min(gross, left);
      left -= deducted;
      nets.set(rateClass.key, gross - deducted);
    }
    const taxed = taxation(classes, nets, bandMinor);
    const tax = taxed.reduce(
      (sum, entry) =>
        sum +
        classTax(
          classes.find((rateClass) => rateClass.key === entry.key)!,
          entry,
        ),
      0,
    );
    if (!best || tax < best.tax - 1e-9) best = { nets, tax };
  }
  return classes.map((rateClass) => ({ key: rateClass.key, netMinor: best?.nets.get(rateClass.key) ?? 0 }));
}

/** Shares `amountMinor` out over pieces in order, each taking at most its `capacity`. */
function fillInOrder(capacities: readonly number[], amountMinor: number): number[] {
  let left = amountMinor;
  return capacities.map((capacity) => {
    const taken = Math.min(capacity, left);
    left -= taken;
    return taken;
  });
}

const assetLabelKeys = {
  'residential-property': 'uk.cgt.assets.residentialProperty',
  other: 'uk.cgt.assets.other',
  both: 'uk.cgt.assets.residentialAndOther',
} as const satisfies Record<string, LabelKey>;

function assetsOf(rateClass: Extract<RateClass, { kind: 'main' }>): {
  name: string;
  key: (typeof assetLabelKeys)[keyof typeof assetLabelKeys];
} {
  if (rateClass.assets.size > 1) return { name: 'Residential property and other assets', key: assetLabelKeys.both };
  return rateClass.assets.has('residential-property')
    ? { name: 'Residential property', key: assetLabelKeys['residential-property'] }
    : { name: 'Other assets', key: assetLabelKeys.other };
}

export function calculateUkCapitalGains(input: UkCapitalGainsInput): UkCapitalGainsResult {
  if (!ukTaxYears.includes(input.taxYear)) throw new CalculatorInputError('taxYear', `must be one of: ${ukTaxYears.join(', ')}`);
  const yearStart = ukTaxYearStart(input.taxYear);
  const yearEnd = taxYearEnd(input.taxYear);
  const taxableIncomeMinor = checkedMoney('taxableIncome', input.taxableIncome);
  const broughtForwardMinor = checkedMoney('lossesBroughtForward', input.lossesBroughtForward);
  let badrUsedMinor = checkedMoney('badrLifetimeUsed', input.badrLifetimeUsed);
  let investorsUsedMinor = checkedMoney('investorsReliefLifetimeUsed', input.investorsReliefLifetimeUsed);

  const disposals = input.disposals.map((disposal, index) => {
    const field = `disposals.${index}`;
    const gainMinor = checkedMoney(`${field}.gain`, disposal.gain, true);
    if (!isCalendarDate(disposal.disposalDate))
      throw new CalculatorInputError(
        `${field}.disposalDate`,
        `must be a real calendar date written YYYY-MM-DD, got "${disposal.disposalDate}"`,
      );
    if (disposal.disposalDate < yearStart || disposal.disposalDate > yearEnd)
      throw new CalculatorInputError(
        `${field}.disposalDate`,
        `${disposal.disposalDate} is outside the ${input.taxYear} tax year (${yearStart} to ${yearEnd})`,
      );
    const completionDate = disposal.completionDate ?? disposal.disposalDate;
    if (!isCalendarDate(completionDate))
      throw new CalculatorInputError(`${field}.completionDate`, `must be a real calendar date written YYYY-MM-DD, got "${completionDate}"`);
    if (completionDate < disposal.disposalDate)
      throw new CalculatorInputError(`${field}.completionDate`, `must not be before the disposal date ${disposal.disposalDate}`);
    return { ...disposal, index, gainMinor, disposalDate: disposal.disposalDate, completionDate };
  });

  // Classes and pieces. Relief gains within the lifetime limit are charged at the relief rate; the excess is an
  // ordinary gain at the main rates (CG64130, example 2). Lifetime use counts disposals in date order.
  const classes: RateClass[] = [];
  const pieces: Piece[] = [];
  const reliefGains = new Map<number, number>();
  const notes: { text: string; label: Label }[] = [];
  function mainClass(assetType: 'residential-property' | 'other', date: IsoDate): string {
    const entry = datedValueAt(cgtMainRates, date);
    const pair = assetType === 'residential-property' ? entry.value.residentialProperty : entry.value.other;
    const key = `main:${pair.lowerRate}/${pair.higherRate}`;
    const existing = classes.find((rateClass) => rateClass.key === key);
    if (existing && existing.kind === 'main') existing.assets.add(assetType);
    else
      classes.push({
        kind: 'main',
        key,
        lowerRate: pair.lowerRate,
        higherRate: pair.higherRate,
        assets: new Set([assetType]),
        reference: `${citationOf(entry)}; ${cgtReferences.tcga1992s1i.title}`,
      });
    return key;
  }
  function reliefClass(relief: ReliefKind, date: IsoDate): string {
    const entry = datedValueAt(cgtReliefRates, date);
    const rate = entry.value[relief];
    const key = `${relief}:${rate}`;
    if (!classes.some((rateClass) => rateClass.key === key))
      classes.push({ kind: 'relief', key, relief, rate, reference: `${citationOf(entry)}; ${cgtReferences.tcga1992s169n.title}` });
    return key;
  }

  const byDate = [...disposals].sort((a, b) =>
    a.disposalDate < b.disposalDate ? -1 : a.disposalDate > b.disposalDate ? 1 : a.index - b.index,
  );
  for (const disposal of byDate) {
    if (disposal.gainMinor <= 0) continue;
    if (disposal.assetType === 'residential-property' || disposal.assetType === 'other') {
      pieces.push({
        disposal: disposal.index,
        classKey: mainClass(disposal.assetType, disposal.disposalDate),
        gainMinor: disposal.gainMinor,
      });
      continue;
    }
    const relief: ReliefKind = disposal.assetType === 'business-asset-disposal-relief' ? 'businessAssetDisposalRelief' : 'investorsRelief';
    const limitMinor = toMinor(valueAt(cgtReliefLifetimeLimits, disposal.disposalDate)[relief]);
    const usedMinor = relief === 'businessAssetDisposalRelief' ? badrUsedMinor : investorsUsedMinor;
    const qualifyingMinor = Math.min(disposal.gainMinor, Math.max(0, limitMinor - usedMinor));
    if (relief === 'businessAssetDisposalRelief') badrUsedMinor += qualifyingMinor;
    else investorsUsedMinor += qualifyingMinor;
    reliefGains.set(disposal.index, qualifyingMinor);
    if (qualifyingMinor > 0)
      pieces.push({ disposal: disposal.index, classKey: reliefClass(relief, disposal.disposalDate), gainMinor: qualifyingMinor });
    const excessMinor = disposal.gainMinor - qualifyingMinor;
    if (excessMinor > 0) {
      pieces.push({ disposal: disposal.index, classKey: mainClass('other', disposal.disposalDate), gainMinor: excessMinor });
      notes.push({
        text: `Disposal ${disposal.index + 1}: ${formatMoney(fromMinor(excessMinor), 'GBP')} of the gain is over the ${formatMoney(fromMinor(limitMinor), 'GBP')} lifetime limit of ${reliefNames[relief]} and is charged at the main rates.`,
        label: label('uk.cgt.note.reliefLimitExceeded', {
          line: disposal.index + 1,
          relief: reliefLabelKeys[relief],
          limit: fromMinor(limitMinor),
          excess: fromMinor(excessMinor),
        }),
      });
    }
  }
  pieces.sort((a, b) => a.disposal - b.disposal);

  // Losses of the year are deducted in full; losses brought forward only down to the annual exempt amount
  // (TCGA 1992 s.2(2), s.3(5A)-(5C); CG18201, CG18202).
  const totalGainsMinor = disposals.reduce((sum, disposal) => sum + Math.max(0, disposal.gainMinor), 0);
  const totalLossesMinor = disposals.reduce((sum, disposal) => sum + Math.max(0, -disposal.gainMinor), 0);
  const aeaEntry = datedValueAt(cgtAnnualExemptAmount, yearStart);
  const aeaMinor = toMinor(aeaEntry.value);
  const lossesOfTheYearUsedMinor = Math.min(totalLossesMinor, totalGainsMinor);
  const afterYearLossesMinor = totalGainsMinor - lossesOfTheYearUsedMinor;
  const broughtForwardUsedMinor = Math.min(broughtForwardMinor, Math.max(0, afterYearLossesMinor - aeaMinor));
  const netGainsMinor = afterYearLossesMinor - broughtForwardUsedMinor;
  const aeaUsedMinor = Math.min(aeaMinor, netGainsMinor);
  const taxableGainMinor = netGainsMinor - aeaUsedMinor;
  const lossesCarriedForwardMinor = broughtForwardMinor - broughtForwardUsedMinor + (totalLossesMinor - lossesOfTheYearUsedMinor);

  const bandsEntry = datedValueAt(restOfUkIncomeTaxBands, yearStart);
  const basicRateLimitMinor = toMinor(bandsEntry.value[1]!.threshold);
  const bandMinor = Math.max(0, basicRateLimitMinor - taxableIncomeMinor);

  const grossByClass = new Map<string, number>();
  for (const piece of pieces) grossByClass.set(piece.classKey, (grossByClass.get(piece.classKey) ?? 0) + piece.gainMinor);
  const deductionsMinor = lossesOfTheYearUsedMinor + broughtForwardUsedMinor + aeaUsedMinor;
  const nets = allocateDeductions(classes, grossByClass, deductionsMinor, bandMinor);
  const taxed = taxation(classes, new Map(nets.map((net) => [net.key, net.netMinor])), bandMinor);

  // Within a class the deductions and the lower-rate band go to the disposals in request order; each piece is taxed
  // to the penny, any fraction of a penny left uncharged, and the bands add up the pieces.
  const pieceResults = new Map<Piece, { deductionMinor: number; lowerMinor: number; higherMinor: number; taxMinor: number }>();
  const bandTotals = new Map<string, { lowerTax: number; higherTax: number }>();
  for (const rateClass of classes) {
    const classPieces = pieces.filter((piece) => piece.classKey === rateClass.key);
    const entry = taxed.find((item) => item.key === rateClass.key)!;
    const deductions = fillInOrder(
      classPieces.map((piece) => piece.gainMinor),
      (grossByClass.get(rateClass.key) ?? 0) - entry.netMinor,
    );
    const lowers = fillInOrder(
      classPieces.map((piece, index) => piece.gainMinor - deductions[index]!),
      entry.lowerMinor,
    );
    let lowerTax = 0;
    let higherTax = 0;
    classPieces.forEach((piece, index) => {
      const netMinor = piece.gainMinor - deductions[index]!;
      const lowerMinor = lowers[index]!;
      const higherMinor = netMinor - lowerMinor;
      const lowerRate = rateClass.kind === 'relief' ? rateClass.rate : rateClass.lowerRate;
      const higherRate = rateClass.kind === 'relief' ? rateClass.rate : rateClass.higherRate;
      const pieceLowerTax = applyRate(lowerMinor, lowerRate, 'down');
      const pieceHigherTax = applyRate(higherMinor, higherRate, 'down');
      lowerTax += pieceLowerTax;
      higherTax += pieceHigherTax;
      pieceResults.set(piece, { deductionMinor: deductions[index]!, lowerMinor, higherMinor, taxMinor: pieceLowerTax + pieceHigherTax });
    });
    bandTotals.set(rateClass.key, { lowerTax, higherTax });
  }

  const bands: BreakdownBand[] = [];
  const zeroBand = (band: string, bandLabel: Label, amountMinor: number, reference: string) =>
    bands.push({ band, label: bandLabel, rate: 0, taxableAmount: fromMinor(amountMinor), amount: 0, reference });
  zeroBand(
    'Losses of the year',
    label('uk.cgt.band.lossesOfTheYear'),
    lossesOfTheYearUsedMinor,
    `${cgtReferences.tcga1992s2.title}; ${cgtReferences.tcga1992s4b.title}`,
  );
  zeroBand(
    'Losses brought forward',
    label('uk.cgt.band.lossesBroughtForward'),
    broughtForwardUsedMinor,
    `${cgtReferences.tcga1992s2.title}; ${cgtReferences.tcga1992s4b.title}`,
  );
  zeroBand('Annual exempt amount', label('uk.cgt.band.annualExemptAmount'), aeaUsedMinor, citationOf(aeaEntry));
  let capitalGainsTaxMinor = 0;
  const reliefClasses = classes.filter((rateClass) => rateClass.kind === 'relief');
  for (const rateClass of [...reliefClasses, ...bandOrder(classes)]) {
    const entry = taxed.find((item) => item.key === rateClass.key)!;
    const totals = bandTotals.get(rateClass.key)!;
    capitalGainsTaxMinor += totals.lowerTax + totals.higherTax;
    if (rateClass.kind === 'relief') {
      bands.push({
        band: `${reliefNames[rateClass.relief]} (${rateClass.rate}%)`,
        label: label(
          rateClass.relief === 'businessAssetDisposalRelief' ? 'uk.cgt.band.businessAssetDisposalRelief' : 'uk.cgt.band.investorsRelief',
          {
            rate: rateClass.rate,
          },
        ),
        rate: rateClass.rate,
        taxableAmount: fromMinor(entry.netMinor),
        amount: fromMinor(totals.lowerTax),
        reference: rateClass.reference,
      });
      continue;
    }
    const assets = assetsOf(rateClass);
    bands.push(
      {
        band: `${assets.name}: within the basic rate band (${rateClass.lowerRate}%)`,
        label: label('uk.cgt.band.lowerRate', { assets: assets.key, rate: rateClass.lowerRate }),
        rate: rateClass.lowerRate,
        taxableAmount: fromMinor(entry.lowerMinor),
        amount: fromMinor(totals.lowerTax),
        reference: rateClass.reference,
      },
      {
        band: `${assets.name}: above the basic rate band (${rateClass.higherRate}%)`,
        label: label('uk.cgt.band.higherRate', { assets: assets.key, rate: rateClass.higherRate }),
        rate: rateClass.higherRate,
        taxableAmount: fromMinor(entry.higherMinor),
        amount: fromMinor(totals.higherTax),
        reference: rateClass.reference,
      },
    );
  }

  const returnDays = datedValueAt(ukPropertyReturnDays, yearStart).value;
  const disposalResults: UkCapitalGainsDisposalResult[] = disposals.map((disposal) => {
    const own = pieces.filter((piece) => piece.disposal === disposal.index);
    let deductionMinor = 0;
    let lowerMinor = 0;
    let higherMinor = 0;
    let taxMinor = 0;
    for (const piece of own) {
      const result = pieceResults.get(piece)!;
      deductionMinor += result.deductionMinor;
      lowerMinor += result.lowerMinor;
      higherMinor += result.higherMinor;
      taxMinor += result.taxMinor;
    }
    const rates = datedValueAt(cgtMainRates, disposal.disposalDate).value;
    const reliefKind: ReliefKind | undefined =
      disposal.assetType === 'business-asset-disposal-relief'
        ? 'businessAssetDisposalRelief'
        : disposal.assetType === 'investors-relief'
          ? 'investorsRelief'
          : undefined;
    const pair = disposal.assetType === 'residential-property' ? rates.residentialProperty : rates.other;
    const propertyReturnDueDate =
      disposal.assetType === 'residential-property' && taxMinor > 0 ? addDays(disposal.completionDate, returnDays) : null;
    if (propertyReturnDueDate)
      notes.push({
        text: `Disposal ${disposal.index + 1} (UK residential property): report it and pay the tax on account by ${propertyReturnDueDate}, ${returnDays} days after completion.`,
        label: label('uk.cgt.note.propertyReturn', { line: disposal.index + 1, date: propertyReturnDueDate, days: returnDays }),
      });
    return {
      index: disposal.index,
      assetType: disposal.assetType,
      disposalDate: disposal.disposalDate,
      gain: fromMinor(disposal.gainMinor),
      reliefGain: fromMinor(reliefGains.get(disposal.index) ?? 0),
      deductions: fromMinor(deductionMinor),
      taxedAtLowerRate: fromMinor(lowerMinor),
      taxedAtHigherRate: fromMinor(higherMinor),
      lowerRate: pair.lowerRate,
      higherRate: pair.higherRate,
      reliefRate: reliefKind ? valueAt(cgtReliefRates, disposal.disposalDate)[reliefKind] : null,
      tax: fromMinor(taxMinor),
      propertyReturnDueDate,
    };
  });

  const paymentDate = selfAssessmentPaymentDate(input.taxYear);
  if (capitalGainsTaxMinor > 0)
    notes.push({
      text: `Tax not paid on account with a UK property return is due under Self Assessment by ${paymentDate}.`,
      label: label('uk.cgt.note.selfAssessmentPayment', { date: paymentDate }),
    });
  if (input.scottishTaxpayer)
    notes.push({
      text: 'Scottish taxpayers pay CGT like the rest of the UK: the basic rate band left is worked out with the UK income tax bands, not the Scottish ones (TCGA 1992 s.1I).',
      label: label('uk.cgt.note.scottishTaxpayer'),
    });

  const capitalGainsTax = fromMinor(capitalGainsTaxMinor);
  const taxableGain = fromMinor(taxableGainMinor);
  const summary: SummaryStat[] = [
    {
      title: 'Capital Gains Tax',
      titleLabel: label('uk.cgt.stat.capitalGainsTax'),
      value: capitalGainsTax,
      formattedValue: formatMoney(capitalGainsTax, 'GBP'),
      change: percentOf(capitalGainsTaxMinor, totalGainsMinor),
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Taxable gain',
      titleLabel: label('uk.cgt.stat.taxableGain'),
      value: taxableGain,
      formattedValue: formatMoney(taxableGain, 'GBP'),
      description: `Gains ${formatMoney(fromMinor(totalGainsMinor), 'GBP')}, losses ${formatMoney(fromMinor(totalLossesMinor), 'GBP')}`,
      descriptionLabel: label('uk.cgt.stat.totalGains', { gains: fromMinor(totalGainsMinor), losses: fromMinor(totalLossesMinor) }),
      icon: 'rise',
    },
    {
      title: 'Annual exempt amount',
      titleLabel: label('uk.cgt.stat.annualExemptAmount'),
      value: fromMinor(aeaUsedMinor),
      formattedValue: formatMoney(fromMinor(aeaUsedMinor), 'GBP'),
      description: `Used, of ${formatMoney(aeaEntry.value, 'GBP')} for the year`,
      descriptionLabel: label('uk.cgt.stat.annualExemptAmountUsed', { available: aeaEntry.value }),
      icon: 'gift',
    },
    {
      title: 'Losses carried forward',
      titleLabel: label('uk.cgt.stat.lossesCarriedForward'),
      value: fromMinor(lossesCarriedForwardMinor),
      formattedValue: formatMoney(fromMinor(lossesCarriedForwardMinor), 'GBP'),
      description: `${formatMoney(fromMinor(lossesOfTheYearUsedMinor + broughtForwardUsedMinor), 'GBP')} of losses used this year`,
      descriptionLabel: label('uk.cgt.stat.lossesUsed', { used: fromMinor(lossesOfTheYearUsedMinor + broughtForwardUsedMinor) }),
      icon: 'safety',
    },
  ];

  return {
    calculationType: 'uk-capital-gains',
    taxYear: input.taxYear,
    currency: 'GBP',
    inputAmount: fromMinor(totalGainsMinor),
    totalTax: capitalGainsTax,
    effectiveRate: percentOf(capitalGainsTaxMinor, totalGainsMinor),
    summary,
    breakdowns: [
      {
        title: 'Capital Gains Tax',
        label: label('uk.cgt.group.capitalGainsTax'),
        type: 'capital-gains-tax',
        data: bands,
        totalAmount: capitalGainsTax,
      },
    ],
    totalGains: fromMinor(totalGainsMinor),
    totalLosses: fromMinor(totalLossesMinor),
    netGains: fromMinor(netGainsMinor),
    annualExemptAmount: aeaEntry.value,
    annualExemptAmountUsed: fromMinor(aeaUsedMinor),
    taxableGain,
    capitalGainsTax,
    lossesOfTheYearUsed: fromMinor(lossesOfTheYearUsedMinor),
    lossesBroughtForwardUsed: fromMinor(broughtForwardUsedMinor),
    lossesCarriedForward: fromMinor(lossesCarriedForwardMinor),
    basicRateBandAvailable: fromMinor(bandMinor),
    badrLifetimeUsedAfter: fromMinor(badrUsedMinor),
    investorsReliefLifetimeUsedAfter: fromMinor(investorsUsedMinor),
    disposals: disposalResults,
    selfAssessmentPaymentDate: paymentDate,
    scottishTaxpayer: input.scottishTaxpayer,
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}

/** The figures a page explaining CGT quotes for a tax year: those in force on its last day, and when rates changed. */
export interface UkCapitalGainsHeadlines {
  readonly annualExemptAmount: number;
  readonly mainRates: CgtMainRates;
  /** The day within the year the main rates changed (2024-25: 30 October 2024), if they did. */
  readonly mainRatesChangedOn?: IsoDate;
  readonly reliefRates: CgtReliefRates;
  readonly reliefLifetimeLimits: CgtReliefLifetimeLimits;
  /** Days after completion to report a UK residential property disposal and pay the tax on account. */
  readonly propertyReturnDays: number;
  /** The basic rate band a gain may use, before taxable income fills it. */
  readonly basicRateBand: number;
}

export function ukCapitalGainsHeadlines(taxYear: UkTaxYear): UkCapitalGainsHeadlines {
  const start = ukTaxYearStart(taxYear);
  const end = taxYearEnd(taxYear);
  const changedOn = cgtMainRates.values.map((entry) => entry.from as IsoDate).find((from) => from > start && from <= end);
  return {
    annualExemptAmount: valueAt(cgtAnnualExemptAmount, start),
    mainRates: valueAt(cgtMainRates, end),
    ...(changedOn ? { mainRatesChangedOn: changedOn } : {}),
    reliefRates: valueAt(cgtReliefRates, end),
    reliefLifetimeLimits: valueAt(cgtReliefLifetimeLimits, end),
    propertyReturnDays: valueAt(ukPropertyReturnDays, start),
    basicRateBand: valueAt(restOfUkIncomeTaxBands, start)[1]!.threshold,
  };
}
