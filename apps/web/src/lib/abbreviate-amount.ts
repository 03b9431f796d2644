const units: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * 60000 → "60K", 1239999 → "1.23M", 1150 → "1.15K" (docs/product.md, "Constants and limits": K at 1e3, M at 1e6, B at 1e9,
 * T at 1e12, truncated to 2 decimals). The hundredths are counted on the amount ×100 so that binary fractions
 * (1.15 × 100 = 114.99999…) do not truncate a digit away.
 */
export function abbreviateAmount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const [size, suffix] = units.find(([unit]) => magnitude >= unit) ?? [1, ''];
  const hundredths = Math.floor((magnitude * 100) / size + 1e-7);
  return `${sign}${hundredths / 100}${suffix}`;
}
