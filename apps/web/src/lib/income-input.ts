/**
 * The income field of the US state tax page (docs/product.md, "Validation rules"):
 * everything except digits, a dot and a minus sign is stripped, leading zeros are removed, the integer part gets
 * thousands separators, and at most 15 characters are kept. An empty or invalid value parses to 0.
 */
export const INCOME_INPUT_MAX_LENGTH = 15;

/** Formats what the user typed; returns undefined when the formatted text would exceed the 15-character limit. */
export function formatIncomeInput(raw: string): string | undefined {
  const kept = raw.replace(/[^\d.-]/g, '');
  // A minus sign only means something in front; one dot at most.
  const negative = kept.startsWith('-');
  const unsigned = kept.replace(/-/g, '');
  const dot = unsigned.indexOf('.');
  const integerDigits = dot === -1 ? unsigned : unsigned.slice(0, dot);
  const fraction = dot === -1 ? undefined : unsigned.slice(dot + 1).replace(/\./g, '');
  // Leading zeros go, but a lone zero stays ("0" or "0.5").
  const integer = integerDigits.replace(/^0+(?=\d)/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const formatted = `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
  return formatted.length > INCOME_INPUT_MAX_LENGTH ? undefined : formatted;
}

/** "60,000" → 60000; "", "-", "." and anything unparsable → 0. */
export function parseIncomeInput(text: string): number {
  const plain = text.replace(/,/g, '').trim();
  if (plain === '') return 0;
  const value = Number(plain);
  return Number.isFinite(value) ? value : 0;
}
