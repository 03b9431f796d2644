/**
 * Display formatting. Money and sharing use the en-GB locale whatever the UI language (docs/product.md,
 * "Constants and limits"), so a result reads the same in every language.
 */
const DISPLAY_LOCALE = 'en-GB';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** `£11,432.00`: exact amounts always carry two decimals. */
export function formatMoney(amount: number, currency: string): string {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

const wholeMoneyFormatters = new Map<string, Intl.NumberFormat>();

/** A limit or threshold: `£250,000` when whole, else with its pence (`£360.69`). */
export function formatThreshold(amount: number, currency: string): string {
  if (!Number.isInteger(amount)) return formatMoney(amount, currency);
  let formatter = wholeMoneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(DISPLAY_LOCALE, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    wholeMoneyFormatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** A signed money change, e.g. `+£1,000.00` / `-£2,000.00`. */
export function formatMoneyChange(amount: number, currency: string): string {
  if (amount === 0) return formatMoney(0, currency);
  return `${amount > 0 ? '+' : '-'}${formatMoney(Math.abs(amount), currency)}`;
}

/** Percent value (already ×100) with a fixed number of decimals: stat cards use 1, the effective rate 2. */
export function formatPercent(percent: number, decimals: 1 | 2 = 1): string {
  return `${percent.toFixed(decimals)}%`;
}

/** A band rate as given by the engine (20 → "20%", 13.25 → "13.25%"). */
export function formatRate(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

const abbreviations: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** 60000 → "60K", 1234567 → "1.23M": truncated (not rounded) to 2 decimals. */
export function abbreviateNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  for (const [size, suffix] of abbreviations) {
    if (magnitude >= size) {
      const truncated = Math.trunc((magnitude / size) * 100) / 100;
      return `${sign}${truncated}${suffix}`;
    }
  }
  return `${sign}${Math.trunc(magnitude * 100) / 100}`;
}

/** YYYY-MM-DD in local time, for file names. */
export function isoDate(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "takeHomeMonthly" → "Take home monthly": the fallback label of a result field without a message. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
