import { isCalendarDate } from '../core/calendar';
import { formatMoney, formatPercent } from '../core/format';
import { CalculatorInputError } from '../core/input-error';
import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../core/parameter';
import type { CalculationResult, SummaryStat } from '../core/result';
import { vatFractionOfGross } from '../core/tax-fraction';
import { averageLocalSalesTaxRates, type AverageLocalRateTable } from '../../params/us/sales-tax/average-local-rates';
import { salesTaxCommonExemptions } from '../../params/us/sales-tax/common-exemptions';
import { stateSalesTaxRates } from '../../params/us/sales-tax/state-rates';
import { isUsStateCode, usStateCodes, usStateName, type UsStateCode } from './states';

export const usSalesTaxDirections = ['add', 'remove'] as const;
export type UsSalesTaxDirection = (typeof usSalesTaxDirections)[number];
/** Where the local rate came from: the visitor, the cited state average, or nowhere (no average on file). */
export type UsLocalRateSource = 'given' | 'average' | 'none';

/** The first date the statewide rates have a value: earlier dates are a 400 naming `date`. */
export const usSalesTaxSupportedFrom: IsoDate = '2024-01-01';
/** The highest local rate accepted, in percent: above any local sales tax levied in the US. */
export const usMaxLocalSalesTaxRate = 15;
const latestAverageTable = averageLocalSalesTaxRates.at(-1)!;
/** The date the latest table of average local rates describes (the Tax Foundation table's date). */
export const usAverageLocalRatesAsOf: IsoDate = latestAverageTable.asOf;

export interface UsSalesTaxInput {
  readonly state: string;
  /** Price before tax (direction "add") or the price including tax (direction "remove"), in dollars. */
  readonly price: number;
  /** The visitor's own local rate in percent; when absent, the state's average local rate. */
  readonly localRate?: number;
  readonly direction: UsSalesTaxDirection;
  /** Date of the sale, YYYY-MM-DD: chooses the statewide rate. */
  readonly date: string;
}

export interface UsSalesTaxResult extends CalculationResult {
  readonly calculationType: 'us-sales-tax';
  readonly currency: 'USD';
  readonly state: UsStateCode;
  readonly stateName: string;
  readonly date: IsoDate;
  readonly direction: UsSalesTaxDirection;
  /** Percent. */
  readonly stateRate: number;
  /** Percent. */
  readonly localRate: number;
  readonly localRateSource: UsLocalRateSource;
  /** The date of the Tax Foundation table the average local rate comes from (when localRateSource is "average"). */
  readonly localRateAsOf?: IsoDate;
  /** Percent: stateRate + localRate. */
  readonly totalRate: number;
  /** Price before tax. */
  readonly price: number;
  readonly tax: number;
  readonly stateTax: number;
  readonly localTax: number;
  /** Price including tax. */
  readonly total: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/** The statewide rate (percent) of a state on a date. */
export function usStateSalesTaxRate(state: UsStateCode, date: IsoDate): number {
  return datedValueAt(stateSalesTaxRates[state], date).value;
}

export interface UsAverageLocalRate {
  /** Percent. */
  readonly rate: number;
  readonly table: AverageLocalRateTable;
}

/**
 * The state's cited average local rate for a sale on the date: from the table in force then, or, where that table has
 * no figure for the state, from the latest table. Undefined where no table has one.
 */
export function usAverageLocalSalesTax(state: UsStateCode, date: IsoDate = usAverageLocalRatesAsOf): UsAverageLocalRate | undefined {
  const inForce = averageLocalSalesTaxRates.filter((table) => table.from <= date).at(-1) ?? averageLocalSalesTaxRates[0]!;
  const table = inForce.value[state] !== undefined ? inForce : latestAverageTable;
  const rate = table.value[state];
  return rate === undefined ? undefined : { rate, table };
}

/** The state's cited average local rate (percent) for a sale on the date, or undefined where none was entered. */
export function usAverageLocalSalesTaxRate(state: UsStateCode, date?: IsoDate): number | undefined {
  return usAverageLocalSalesTax(state, date)?.rate;
}

/** Every state's statewide rate and average local rate on a date: the comparison the page charts. */
export function usSalesTaxRatesOn(date: IsoDate) {
  return usStateCodes.map((state) => ({
    state,
    stateRate: usStateSalesTaxRate(state, date),
    averageLocalRate: usAverageLocalSalesTaxRate(state, date),
  }));
}

function checkedDate(date: string): IsoDate {
  if (!isCalendarDate(date)) throw new CalculatorInputError('date', `must be a real calendar date written YYYY-MM-DD, got "${date}"`);
  if (date < usSalesTaxSupportedFrom)
    throw new CalculatorInputError(
      'date',
      `${date} is not supported: US sales tax is calculated for sales from ${usSalesTaxSupportedFrom} onwards`,
    );
  return date;
}

function checkedState(state: string): UsStateCode {
  if (!isUsStateCode(state)) throw new CalculatorInputError('state', `must be a US state code or DC, got "${state}"`);
  return state;
}

function checkedLocalRate(localRate: number | undefined): number | undefined {
  if (localRate === undefined) return undefined;
  if (!Number.isFinite(localRate) || localRate < 0 || localRate > usMaxLocalSalesTaxRate)
    throw new CalculatorInputError('localRate', `must be a percent from 0 to ${usMaxLocalSalesTaxRate}, got ${localRate}`);
  return localRate;
}

interface ExemptionNote {
  readonly text: string;
  readonly label: Label;
}

function treatmentOn<T>(entries: readonly { readonly from: IsoDate; readonly value: T }[], date: IsoDate): T | undefined {
  return entries.filter((entry) => entry.from <= date).at(-1)?.value;
}

/** What the state does with groceries and clothing on the date (params/us/sales-tax/common-exemptions.ts). */
function commonExemptionNotes(state: UsStateCode, stateName: string, date: IsoDate): ExemptionNote[] {
  const exemptions = salesTaxCommonExemptions[state];
  if (!exemptions) return [];
  const notes: ExemptionNote[] = [];
  const groceries = treatmentOn(exemptions.groceries, date);
  if (groceries?.kind === 'exempt')
    notes.push({
      text: `Groceries (food for home consumption) are exempt from ${stateName}'s statewide rate; some local taxes may still apply.`,
      label: label('us.salesTax.note.groceriesExempt', { state: stateName }),
    });
  if (groceries?.kind === 'reduced')
    notes.push({
      text: `${stateName} taxes groceries (food for home consumption) at a reduced rate of ${formatPercent(groceries.stateRate)} instead of the statewide rate; local taxes may apply.`,
      label: label('us.salesTax.note.groceriesReduced', { state: stateName, rate: groceries.stateRate }),
    });
  if (groceries?.kind === 'general')
    notes.push({
      text: `${stateName} taxes groceries at the full statewide rate.`,
      label: label('us.salesTax.note.groceriesGeneral', { state: stateName }),
    });
  const clothing = treatmentOn(exemptions.clothing, date);
  if (clothing?.kind === 'exempt')
    notes.push({
      text: `Clothing is exempt from ${stateName}'s sales tax.`,
      label: label('us.salesTax.note.clothingExempt', { state: stateName }),
    });
  if (clothing?.kind === 'exempt-below')
    notes.push({
      text: `Clothing and footwear items priced below ${formatMoney(clothing.amount, 'USD')} are exempt from ${stateName}'s statewide rate; dearer items are taxed in full.`,
      label: label('us.salesTax.note.clothingExemptBelow', { state: stateName, amount: clothing.amount }),
    });
  if (clothing?.kind === 'first-amount-exempt')
    notes.push({
      text: `The first ${formatMoney(clothing.amount, 'USD')} of each clothing item's price is exempt in ${stateName}; only the part above is taxed.`,
      label: label('us.salesTax.note.clothingFirstAmountExempt', { state: stateName, amount: clothing.amount }),
    });
  return notes;
}

/** Rates in percent have at most three decimals (6.875); a sum of two such floats is rounded back to them. */
function addRates(a: number, b: number): number {
  return Math.round((a + b) * 1000) / 1000;
}

/*
 * Sales tax is charged on the price and rounded to the cent, half a cent up, as the states' bracket tables and
 * rounding rules do for a single sale. Taking the tax out of a tax-inclusive price uses the exact fraction
 * rate / (100 + rate). The state's share is the state rate on the price; the local share is the rest, so the two lines
 * always add up to the tax charged.
 */
export function calculateUsSalesTax(input: UsSalesTaxInput): UsSalesTaxResult {
  const state = checkedState(input.state);
  const date = checkedDate(input.date);
  if (!Number.isFinite(input.price) || input.price < 0)
    throw new CalculatorInputError('price', `must be a finite amount of zero or more, got ${input.price}`);
  const givenLocalRate = checkedLocalRate(input.localRate);

  const stateEntry = datedValueAt(stateSalesTaxRates[state], date);
  const stateRate = stateEntry.value;
  const averageLocal = usAverageLocalSalesTax(state, date);
  const localRateSource: UsLocalRateSource = givenLocalRate !== undefined ? 'given' : averageLocal !== undefined ? 'average' : 'none';
  const localRate = givenLocalRate ?? averageLocal?.rate ?? 0;
  const localRateAsOf = localRateSource === 'average' ? averageLocal?.table.asOf : undefined;
  const totalRate = addRates(stateRate, localRate);

  const amountMinor = toMinor(input.price);
  const taxMinor = input.direction === 'add' ? applyRate(amountMinor, totalRate, 'half-up') : vatFractionOfGross(amountMinor, totalRate);
  const netMinor = input.direction === 'add' ? amountMinor : amountMinor - taxMinor;
  const stateTaxMinor = Math.min(taxMinor, applyRate(netMinor, stateRate, 'half-up'));
  const localTaxMinor = taxMinor - stateTaxMinor;
  const [price, tax, total] = [fromMinor(netMinor), fromMinor(taxMinor), fromMinor(netMinor + taxMinor)];
  const stateName = usStateName(state);

  const notes: string[] = [];
  const noteLabels: Label[] = [];
  const note = (text: string, noteLabel: Label) => {
    notes.push(text);
    noteLabels.push(noteLabel);
  };
  if (stateRate === 0) note(`${stateName} has no statewide sales tax.`, label('us.salesTax.note.noStateTax', { state: stateName }));
  if (localRateSource === 'average') {
    if (localRate === 0) note(`${stateName} has no local sales taxes.`, label('us.salesTax.note.noLocalTax', { state: stateName }));
    else
      note(
        `The local rate is ${stateName}'s population-weighted average local rate, ${localRate}% (Tax Foundation, ${localRateAsOf}); your city's or county's rate may differ.`,
        label('us.salesTax.note.averageLocal', { state: stateName, rate: localRate, date: localRateAsOf! }),
      );
  }
  if (localRateSource === 'none')
    note(
      `No cited average local rate is on file for ${stateName}: only the statewide rate is charged. Enter your local rate to include it.`,
      label('us.salesTax.note.noLocalAverage', { state: stateName }),
    );
  if (input.direction === 'remove')
    note('Sales tax included in a price is the price × rate ÷ (100 + rate).', label('us.salesTax.note.taxIncluded'));
  for (const exemption of commonExemptionNotes(state, stateName, date)) note(exemption.text, exemption.label);
  note(
    'The general rate is applied: many states exempt or tax at a lower rate groceries, prescription drugs or clothing; check the item with the state.',
    label('us.salesTax.note.exemptions'),
  );

  const localBandLabel =
    localRateSource === 'given'
      ? label('us.salesTax.band.localGiven', { rate: localRate })
      : label('us.salesTax.band.localAverage', { rate: localRate });
  const localReference = localRateSource === 'given' ? 'Rate you entered' : citationOf(averageLocal?.table ?? latestAverageTable);

  const summary: SummaryStat[] = [
    {
      title: 'Sales tax',
      titleLabel: label('us.salesTax.stat.tax'),
      value: tax,
      formattedValue: formatMoney(tax, 'USD'),
      description: input.direction === 'add' ? 'Added to the price' : 'Included in the price',
      descriptionLabel: label(input.direction === 'add' ? 'uk.vat.stat.added' : 'uk.vat.stat.included'),
      icon: 'bank',
    },
    {
      title: 'Price before tax',
      titleLabel: label('us.salesTax.stat.price'),
      value: price,
      formattedValue: formatMoney(price, 'USD'),
      icon: 'wallet',
    },
    {
      title: 'Total with tax',
      titleLabel: label('us.salesTax.stat.total'),
      value: total,
      formattedValue: formatMoney(total, 'USD'),
      icon: 'rise',
    },
    {
      title: 'Total rate',
      titleLabel: label('us.salesTax.stat.totalRate'),
      value: totalRate,
      formattedValue: formatPercent(totalRate),
      description: `Rates in force on ${date}`,
      descriptionLabel: label('uk.vat.stat.ratesOn', { date }),
      icon: 'percentage',
    },
  ];

  return {
    calculationType: 'us-sales-tax',
    taxYear: date.slice(0, 4),
    currency: 'USD',
    inputAmount: fromMinor(amountMinor),
    totalTax: tax,
    netAmount: price,
    effectiveRate: percentOf(taxMinor, netMinor),
    marginalRate: totalRate,
    summary,
    breakdowns: [
      {
        title: 'Sales tax',
        label: label('us.salesTax.group.salesTax'),
        type: 'sales-tax',
        data: [
          {
            band: `${stateName} state rate (${stateRate}%)`,
            label: label('us.salesTax.band.state', { state: stateName, rate: stateRate }),
            rate: stateRate,
            taxableAmount: price,
            amount: fromMinor(stateTaxMinor),
            reference: citationOf(stateEntry),
          },
          {
            band: localRateSource === 'given' ? `Local rate you entered (${localRate}%)` : `Average local rate (${localRate}%)`,
            label: localBandLabel,
            rate: localRate,
            taxableAmount: price,
            amount: fromMinor(localTaxMinor),
            reference: localReference,
          },
        ],
        totalAmount: tax,
      },
    ],
    state,
    stateName,
    date,
    direction: input.direction,
    stateRate,
    localRate,
    localRateSource,
    ...(localRateAsOf ? { localRateAsOf } : {}),
    totalRate,
    price,
    tax,
    stateTax: fromMinor(stateTaxMinor),
    localTax: fromMinor(localTaxMinor),
    total,
    notes,
    noteLabels,
  };
}
