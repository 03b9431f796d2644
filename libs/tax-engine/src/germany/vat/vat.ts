import { isCalendarDate } from '../../core/calendar';
import { formatMoney, formatPercent } from '../../core/format';
import { CalculatorInputError } from '../../core/input-error';
import { label, type Label } from '../../core/labels';
import { applyRate, fromMinor, percentOf, toMinor } from '../../core/money';
import { citationOf, datedValueAt, type IsoDate } from '../../core/parameter';
import type { CalculationResult, SummaryStat } from '../../core/result';
import { germanVatRates } from '../../../params/germany/ustg/vat-rates';
import { vatFractionOfGross } from '../../core/tax-fraction';

export const germanVatDirections = ['add', 'remove'] as const;
export type GermanVatDirection = (typeof germanVatDirections)[number];
export const germanVatRateTypes = ['standard', 'reduced'] as const;
export type GermanVatRateType = (typeof germanVatRateTypes)[number];

const rateNames: Record<GermanVatRateType, string> = { standard: 'Standard rate', reduced: 'Reduced rate' };
const rateLabelKeys = { standard: 'uk.vat.rate.standard', reduced: 'uk.vat.rate.reduced' } as const;

/** The first date the rates have a value: earlier supply dates are a 400 naming `date`. */
export const germanVatSupportedFrom: IsoDate = germanVatRates.values[0]!.from;

/** The German VAT rate (percent) of a rate type in force on a date. */
export function germanVatRatePercent(rate: GermanVatRateType, date: IsoDate): number {
  return datedValueAt(germanVatRates, date).value[rate];
}

export interface GermanVatInput {
  /** Net (direction "add") or VAT-inclusive (direction "remove") amount, in euros. */
  readonly amount: number;
  readonly direction: GermanVatDirection;
  readonly rate: GermanVatRateType;
  /** Date of the supply, YYYY-MM-DD: chooses the rates. */
  readonly date: string;
}

export interface GermanVatResult extends CalculationResult {
  readonly calculationType: 'de-vat';
  readonly currency: 'EUR';
  readonly date: IsoDate;
  readonly direction: GermanVatDirection;
  readonly rate: GermanVatRateType;
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
  readonly ratePercent: number;
  readonly notes: readonly string[];
  readonly noteLabels: readonly Label[];
}

/*
 * The UStG sets no rounding rule for the tax on one amount; the tax on an invoice is stated to the cent and rounded
 * commercially (half a cent up), which is what the helpers below do. Removing VAT uses the exact fraction
 * rate / (100 + rate), 19/119 or 7/107, in integers.
 */
function vatOfAmount(amountMinor: number, percent: number, direction: GermanVatDirection) {
  if (direction === 'add') {
    const vat = applyRate(amountMinor, percent, 'half-up');
    return { net: amountMinor, vat, gross: amountMinor + vat };
  }
  const vat = vatFractionOfGross(amountMinor, percent);
  return { net: amountMinor - vat, vat, gross: amountMinor };
}

function checkedDate(date: string): IsoDate {
  if (!isCalendarDate(date)) throw new CalculatorInputError('date', `must be a real calendar date written YYYY-MM-DD, got "${date}"`);
  if (date < germanVatSupportedFrom)
    throw new CalculatorInputError(
      'date',
      `${date} is not supported: German VAT is calculated for supplies from ${germanVatSupportedFrom} (19 % and 7 % again after the 2020 cut) onwards`,
    );
  return date;
}

export function calculateGermanVat(input: GermanVatInput): GermanVatResult {
  const date = checkedDate(input.date);
  if (!Number.isFinite(input.amount) || input.amount < 0)
    throw new CalculatorInputError('amount', `must be a finite amount of zero or more, got ${input.amount}`);
  const amountMinor = toMinor(input.amount);
  const entry = datedValueAt(germanVatRates, date);
  const ratePercent = entry.value[input.rate];
  const line = vatOfAmount(amountMinor, ratePercent, input.direction);
  const [net, vat, gross] = [fromMinor(line.net), fromMinor(line.vat), fromMinor(line.gross)];

  const notes: string[] = [];
  const noteLabels: Label[] = [];
  if (input.direction === 'remove') {
    notes.push('VAT included in a gross price is the price × rate ÷ (100 + rate): 19/119 at 19 %, 7/107 at 7 %.');
    noteLabels.push(label('de.vat.note.vatFraction'));
  }

  const summary: SummaryStat[] = [
    {
      title: 'VAT (Umsatzsteuer)',
      titleLabel: label('de.vat.stat.vat'),
      value: vat,
      formattedValue: formatMoney(vat, 'EUR'),
      description: input.direction === 'add' ? 'Added to the net amount' : 'Included in the gross amount',
      descriptionLabel: label(input.direction === 'add' ? 'uk.vat.stat.added' : 'uk.vat.stat.included'),
      change: ratePercent,
      changeType: 'percentage',
      icon: 'bank',
    },
    { title: 'Net amount', titleLabel: label('uk.vat.stat.net'), value: net, formattedValue: formatMoney(net, 'EUR'), icon: 'wallet' },
    {
      title: 'Gross amount',
      titleLabel: label('uk.vat.stat.gross'),
      value: gross,
      formattedValue: formatMoney(gross, 'EUR'),
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

  const inputMinor = input.direction === 'add' ? line.net : line.gross;
  return {
    calculationType: 'de-vat',
    taxYear: date.slice(0, 4),
    currency: 'EUR',
    inputAmount: fromMinor(inputMinor),
    totalTax: vat,
    netAmount: net,
    effectiveRate: percentOf(line.vat, inputMinor),
    marginalRate: ratePercent,
    summary,
    breakdowns: [
      {
        title: 'VAT (Umsatzsteuer)',
        label: label('de.vat.group.vat'),
        type: 'vat',
        data: [
          {
            band: `${rateNames[input.rate]} (${ratePercent}%)`,
            label: label('uk.vat.band.amount', { rateType: rateLabelKeys[input.rate], rate: ratePercent }),
            rate: ratePercent,
            taxableAmount: net,
            amount: vat,
            reference: citationOf(entry),
          },
        ],
        totalAmount: vat,
      },
    ],
    date,
    direction: input.direction,
    rate: input.rate,
    net,
    vat,
    gross,
    ratePercent,
    notes,
    noteLabels,
  };
}
