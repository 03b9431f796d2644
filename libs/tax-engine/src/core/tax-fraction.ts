/**
 * The tax included in a tax-inclusive amount: gross × rate / (100 + rate), the "VAT fraction" (1/6 at 20%, 19/119 at
 * 19%). Both countries' VAT calculators remove VAT this way; each decides its own rounding rule for adding it.
 */
const RATE_SCALE = 1000n;

/**
 * VAT included in a VAT-inclusive amount in pence: gross × rate / (100 + rate) (the VAT fraction, 1/6 at 20%,
 * 1/21 at 5%), to the nearest penny (half a penny up). Exact in integers: no 16.666…% rate ever exists as a float.
 */
export function vatFractionOfGross(grossMinor: number, ratePercent: number): number {
  if (!Number.isInteger(grossMinor) || grossMinor < 0)
    throw new RangeError(`amount must be a non-negative integer of minor units, got ${grossMinor}`);
  const scaledRate = BigInt(Math.round(ratePercent * Number(RATE_SCALE)));
  const numerator = BigInt(grossMinor) * scaledRate;
  const denominator = 100n * RATE_SCALE + scaledRate;
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}
