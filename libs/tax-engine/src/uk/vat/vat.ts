import { isCalendarDate } from '../../core/calendar';
import { formatMoney, formatPercent } from '../../core/format';
import { CalculatorInputError } from '../../core/input-error';
import { label, type Label } from '../../core/labels';
import { fromMinor, percentOf, toMinor } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate, type Parameter } from '../../core/parameter';
import type { BreakdownBand, CalculationResult, SummaryStat } from '../../core/result';
import { vatReducedRate, vatStandardRate, vatZeroRate } from '../../../params/uk/hmrc/vat/rates';
import { vatReferences } from '../../../params/uk/hmrc/vat/references';
import { ukTaxYearOfDate } from '../tax-year';
import { vatFractionOfGross } from '../../core/tax-fraction';
import { roundVatToNearestPenny } from './rounding';

export const vatDirections = ['add', 'remove'] as const;
export type VatDirection = (typeof vatDirections)[number];
export const vatRateTypes = ['standard', 'reduced', 'zero'] as const;
export type VatRateType = (typeof vatRateTypes)[number];

const rateParameters: Record<VatRateType, Parameter<number>> = {
  standard: vatStandardRate,
  reduced: vatReducedRate,
  zero: vatZeroRate,
};

const rateNames: Record<VatRateType, string> = { standard: 'Standard rate', reduced: 'Reduced rate', zero: 'Zero rate' };
const rateLabelKeys = { standard: 'uk.vat.rate.standard', reduced: 'uk.vat.rate.reduced', zero: 'uk.vat.rate.zero' } as const;

/** The first date every VAT rate has a value: dates before it are a 400 naming `date`. */
export const vatSupportedFrom: IsoDate = [vatStandardRate, vatReducedRate, vatZeroRate]
  .map((parameter) => parameter.values[0]!.from)
  .reduce((latest, from) => (from > latest ? from : latest));

/** The VAT rate (percent) of a rate type in force on a date. */
export function vatRatePercent(rate: VatRateType, date: IsoDate): number {
  return datedValueAt(rateParameters[rate], date).value;
}

export interface UkVatLineInput {
  /** Net (direction "add") or VAT-inclusive (direction "remove") amount of the line, in pounds. */
  readonly amount: number;
  readonly rate: VatRateType;
}

export interface UkVatInput {
  /** One amount, in pounds: net when adding VAT, VAT-inclusive when removing it. Leave out when `lines` are given. */
  readonly amount?: number;
  readonly direction: VatDirection;
  readonly rate: VatRateType;
  /** Date of the supply (its tax point), YYYY-MM-DD: chooses the rates. */
  readonly date: string;
  /** Invoice lines, each with its own rate; VAT is worked out and rounded per line. */
  readonly lines?: readonly UkVatLineInput[];
}

export interface UkVatLineResult {
  /** 1-based line number; 1 for a single amount. */
  readonly line: number;
  readonly rate: VatRateType;
  readonly ratePercent: number;
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
}

export interface UkVatResult extends CalculationResult {
  readonly calculationType: 'uk-vat';
  readonly date: IsoDate;
  readonly direction: VatDirection;
  readonly rate: VatRateType;
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
  /**
   * The rate applied, in percent: the rate of `rate` for a single amount or when every line has one rate; for lines
   * at different rates, the VAT as a percent of the net total (two decimals).
   */
  readonly ratePercent: number;
  readonly lines: readonly UkVatLineResult[];
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

function vatOfLine(amountMinor: number, percent: number, direction: VatDirection): { net: number; vat: number; gross: number } {
  if (direction === 'add') {
    const vat = roundVatToNearestPenny(amountMinor, percent);
    return { net: amountMinor, vat, gross: amountMinor + vat };
  }
  const vat = vatFractionOfGross(amountMinor, percent);
  return { net: amountMinor - vat, vat, gross: amountMinor };
}

function checkedDate(date: string): IsoDate {
  if (!isCalendarDate(date)) throw new CalculatorInputError('date', `must be a real calendar date written YYYY-MM-DD, got "${date}"`);
  if (date < vatSupportedFrom)
    throw new CalculatorInputError(
      'date',
      `${date} is not supported: VAT is calculated for supplies from ${vatSupportedFrom} (the 20% standard rate) onwards`,
    );
  return date;
}

function checkedAmount(field: string, amount: number | undefined): number {
  if (amount === undefined || !Number.isFinite(amount) || amount < 0)
    throw new CalculatorInputError(field, `must be a finite amount of zero or more, got ${amount}`);
  return toMinor(amount);
}

export function calculateUkVat(input: UkVatInput): UkVatResult {
  const date = checkedDate(input.date);
  const requested =
    input.lines && input.lines.length > 0
      ? input.lines.map((line, index) => ({ amountMinor: checkedAmount(`lines.${index}.amount`, line.amount), rate: line.rate }))
      : [{ amountMinor: checkedAmount('amount', input.amount), rate: input.rate }];

  const lines: UkVatLineResult[] = [];
  const bands: BreakdownBand[] = [];
  let netMinor = 0;
  let vatMinor = 0;
  let grossMinor = 0;
  requested.forEach(({ amountMinor, rate }, index) => {
    const entry = datedValueAt(rateParameters[rate], date);
    const percent = entry.value;
    const line = vatOfLine(amountMinor, percent, input.direction);
    netMinor += line.net;
    vatMinor += line.vat;
    grossMinor += line.gross;
    lines.push({
      line: index + 1,
      rate,
      ratePercent: percent,
      net: fromMinor(line.net),
      vat: fromMinor(line.vat),
      gross: fromMinor(line.gross),
    });
    const rateLabel = rateLabelKeys[rate];
    bands.push({
      band: requested.length > 1 ? `Line ${index + 1}: ${rateNames[rate]} (${percent}%)` : `${rateNames[rate]} (${percent}%)`,
      label:
        requested.length > 1
          ? label('uk.vat.band.line', { line: index + 1, rateType: rateLabel, rate: percent })
          : label('uk.vat.band.amount', { rateType: rateLabel, rate: percent }),
      rate: percent,
      taxableAmount: fromMinor(line.net),
      amount: fromMinor(line.vat),
      reference: `${citationOf(entry)}; ${vatReferences.vatGuideRounding.title}`,
    });
  });

  const distinctRates = new Set(lines.map((line) => line.ratePercent));
  const ratePercent = distinctRates.size === 1 ? lines[0]!.ratePercent : percentOf(vatMinor, netMinor);
  const rate =
    input.lines && input.lines.length > 0 && new Set(requested.map((line) => line.rate)).size === 1 ? requested[0]!.rate : input.rate;
  const inputMinor = input.direction === 'add' ? netMinor : grossMinor;
  const net = fromMinor(netMinor);
  const vat = fromMinor(vatMinor);
  const gross = fromMinor(grossMinor);

  const notes: string[] = [];
  const noteLabels: Label[] = [];
  if (requested.length > 1) {
    notes.push(
      'VAT is worked out on each line and rounded to the nearest penny; the invoice total is the sum of the lines (VAT Notice 700, section 16).',
    );
    noteLabels.push(label('uk.vat.note.perLineRounding'));
  }
  if (input.direction === 'remove') {
    notes.push('VAT included in a price is the price × rate ÷ (100 + rate), e.g. 1/6 at 20% (the VAT fraction).');
    noteLabels.push(label('uk.vat.note.vatFraction'));
  }

  const summary: SummaryStat[] = [
    {
      title: 'VAT',
      titleLabel: label('uk.vat.stat.vat'),
      value: vat,
      formattedValue: formatMoney(vat, 'GBP'),
      description: input.direction === 'add' ? 'Added to the net amount' : 'Included in the gross amount',
      descriptionLabel: label(input.direction === 'add' ? 'uk.vat.stat.added' : 'uk.vat.stat.included'),
      change: ratePercent,
      changeType: 'percentage',
      icon: 'bank',
    },
    {
      title: 'Net amount',
      titleLabel: label('uk.vat.stat.net'),
      value: net,
      formattedValue: formatMoney(net, 'GBP'),
      icon: 'wallet',
    },
    {
      title: 'Gross amount',
      titleLabel: label('uk.vat.stat.gross'),
      value: gross,
      formattedValue: formatMoney(gross, 'GBP'),
      icon: 'rise',
    },
    {
      title: 'VAT rate',
      titleLabel: label('uk.vat.stat.rate'),
      value: ratePercent,
      formattedValue: formatPercent(ratePercent),
      description: `Rates in force on ${date}`,
      descriptionLabel: label('uk.vat.stat.ratesOn', { date }),
      icon: 'percentage',
    },
  ];

  return {
    calculationType: 'uk-vat',
    taxYear: ukTaxYearOfDate(date),
    currency: 'GBP',
    inputAmount: fromMinor(inputMinor),
    totalTax: vat,
    netAmount: net,
    effectiveRate: percentOf(vatMinor, inputMinor),
    marginalRate: ratePercent,
    summary,
    breakdowns: [{ title: 'VAT', label: label('uk.vat.group.vat'), type: 'vat', data: bands, totalAmount: vat }],
    date,
    direction: input.direction,
    rate,
    net,
    vat,
    gross,
    ratePercent,
    lines,
    notes,
    noteLabels,
  };
}
