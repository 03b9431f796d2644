import type { CurrencyCode } from './result';

const currencySymbols: Record<CurrencyCode, string> = { GBP: '£', USD: 'US$', EUR: '€' };

/**
 * en-GB money with two decimals, e.g. "£11,432.00", "-€1,234.50" — the same text as
 * `Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2 })` (a test checks
 * that over random amounts). Written out by hand because Intl's formatter was half the cost of a whole
 * calculation, and amounts here are always whole cents.
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const minor = Math.round(amount * 100);
  const absolute = Math.abs(minor);
  const cents = absolute % 100;
  let whole = String((absolute - cents) / 100);
  for (let index = whole.length - 3; index > 0; index -= 3) whole = `${whole.slice(0, index)},${whole.slice(index)}`;
  return `${minor < 0 ? '-' : ''}${currencySymbols[currency]}${whole}.${cents < 10 ? '0' : ''}${cents}`;
}

export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
