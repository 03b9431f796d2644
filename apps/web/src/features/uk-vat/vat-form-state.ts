import type { UkVatParsedRequest } from '@taxatlas/contracts/uk-vat';
import { flatRateSectorIds } from '@taxatlas/tax-engine/uk/vat/flat-rate-scheme';
import { vatDirections, vatRateTypes } from '@taxatlas/tax-engine/uk/vat/vat';
import { type CalculatorFormDefinition, lazySchema, normaliseAmount, optionalAmount, queryFormAdapter } from '../../lib/calculator-form';

export type VatFormValues = {
  /** Net when adding VAT, VAT-inclusive when removing it; with extra lines, the first line's amount. */
  readonly amount: string;
  readonly direction: string;
  readonly rate: string;
  /** YYYY-MM-DD: the supply's date, which chooses the rates and thresholds. */
  readonly date: string;
  /** Further invoice lines, "amount:rate" joined by ";" (e.g. "50:reduced;30:zero"). */
  readonly lines: string;
  /** Taxable turnover of the 12 months ending with the date's month, oldest first, joined by ";" (blank = nil). */
  readonly turnover: string;
  /** Flat Rate Scheme sector; blank leaves the comparison out. */
  readonly frsSector: string;
  readonly frsTurnover: string;
  readonly frsCosts: string;
  readonly frsGoods: string;
  readonly frsMonths: string;
  /** 'true' | 'false' */
  readonly frsFirstYear: string;
};

export type VatFormField = keyof VatFormValues;

export const directionOptions = vatDirections;
export const rateOptions = vatRateTypes;
export const periodMonthOptions = ['12', '3', '1'] as const;
/** The registration check covers a year: the 12 months ending with the month of the date. */
export const TURNOVER_MONTHS = 12;

export interface VatLineValues {
  readonly amount: string;
  readonly rate: string;
}

/** "50:reduced;30:zero" → lines; an unknown rate falls back to the standard rate. */
export function parseLines(text: string): VatLineValues[] {
  if (text.trim() === '') return [];
  return text.split(';').map((entry) => {
    const [amount = '', rate = 'standard'] = entry.split(':');
    return { amount, rate: (vatRateTypes as readonly string[]).includes(rate) ? rate : 'standard' };
  });
}

export function formatLines(lines: readonly VatLineValues[]): string {
  return lines.map((line) => `${normaliseAmount(line.amount)}:${line.rate}`).join(';');
}

/** "8000;;9500" → ['8000', '', '9500', '', …]: always TURNOVER_MONTHS entries. */
export function parseTurnover(text: string): string[] {
  const months = text === '' ? [] : text.split(';');
  return Array.from({ length: TURNOVER_MONTHS }, (_, index) => months[index] ?? '');
}

/** The months' amounts joined by ";"; blank when every month is blank, so the URL stays short. */
export function formatTurnover(months: readonly string[]): string {
  const normalised = months.map((month) => normaliseAmount(month));
  return normalised.every((month) => month === '') ? '' : normalised.join(';').replace(/;+$/, '');
}

/** The 12 months (YYYY-MM, oldest first) ending with the month of `date`; empty for a malformed date. */
export function turnoverMonths(date: string): string[] {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) return [];
  const last = Number(match[1]) * 12 + Number(match[2]) - 1;
  return Array.from({ length: TURNOVER_MONTHS }, (_, index) => {
    const month = last - (TURNOVER_MONTHS - 1) + index;
    return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

/** Today in the visitor's time zone, YYYY-MM-DD: the default date of the supply. */
export function todayLocalIsoDate(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function requestInput(values: VatFormValues): Record<string, unknown> {
  const extra = parseLines(values.lines).filter((line) => normaliseAmount(line.amount) !== '');
  const amounts =
    extra.length > 0
      ? {
          lines: [
            { amount: optionalAmount(values.amount), rate: values.rate },
            ...extra.map((line) => ({ amount: normaliseAmount(line.amount), rate: line.rate })),
          ],
        }
      : { amount: optionalAmount(values.amount) };
  const months = turnoverMonths(values.date);
  const monthlyTurnover = parseTurnover(values.turnover)
    .map((turnover, index) => ({ month: months[index], turnover: normaliseAmount(turnover) }))
    .filter((entry) => entry.month !== undefined && entry.turnover !== '');
  return {
    ...amounts,
    direction: values.direction,
    rate: values.rate,
    date: values.date === '' ? undefined : values.date,
    ...(monthlyTurnover.length > 0 ? { monthlyTurnover } : {}),
    ...(values.frsSector !== ''
      ? {
          flatRateScheme: {
            sector: values.frsSector,
            turnoverExcludingVat: optionalAmount(values.frsTurnover),
            standardRatedCostsExcludingVat: optionalAmount(values.frsCosts),
            relevantGoodsIncludingVat: optionalAmount(values.frsGoods),
            periodMonths: values.frsMonths,
            firstYearOfRegistration: values.frsFirstYear === 'true',
          },
        }
      : {}),
  };
}

export function vatDefinition(today: string): CalculatorFormDefinition<VatFormValues, UkVatParsedRequest> {
  return {
    defaults: {
      amount: '',
      direction: 'add',
      rate: 'standard',
      date: today,
      lines: '',
      turnover: '',
      frsSector: '',
      frsTurnover: '',
      frsCosts: '',
      frsGoods: '',
      frsMonths: '12',
      frsFirstYear: 'false',
    },
    /** ?amount=100&direction=add&rate=standard&date=2025-06-01&lines=50:reduced&turnover=8000;9000&frs=photography… */
    queryKeys: {
      amount: 'amount',
      direction: 'direction',
      rate: 'rate',
      date: 'date',
      lines: 'lines',
      turnover: 'turnover',
      frsSector: 'frs',
      frsTurnover: 'frsturnover',
      frsCosts: 'frscosts',
      frsGoods: 'frsgoods',
      frsMonths: 'frsmonths',
      frsFirstYear: 'frsfirst',
    },
    requiredField: 'amount',
    amountFields: ['amount', 'frsTurnover', 'frsCosts', 'frsGoods'],
    choices: {
      direction: vatDirections,
      rate: vatRateTypes,
      frsSector: ['', ...flatRateSectorIds],
      frsMonths: periodMonthOptions,
      frsFirstYear: ['true', 'false'],
    },
    schema: lazySchema(() => import('@taxatlas/contracts/uk-vat').then((module) => module.ukVatRequestSchema)),
    toRequestInput: requestInput,
    fieldForRequestKey: {
      amount: 'amount',
      direction: 'direction',
      rate: 'rate',
      date: 'date',
      lines: 'lines',
      monthlyTurnover: 'turnover',
      flatRateScheme: 'frsTurnover',
    },
  };
}

export const vatForm = vatDefinition(todayLocalIsoDate());
export const vatAdapter = queryFormAdapter(vatForm);
