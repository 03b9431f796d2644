import type { CurrencyCode } from './result';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** en-GB money with two decimals; used for the summary cards' `formattedValue`. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
