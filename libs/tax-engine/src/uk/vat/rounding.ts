import { applyRate } from '../../core/money';

/*
 * VAT Notice 700, section 16: VAT worked out per line (or per unit) is rounded to the nearest penny — under half a
 * penny down, half a penny or more up (HMRC VATREC12030). Rounding the VAT of a whole invoice down to the penny is a
 * concession the trader may use (VATREC12010), not a rule, so the calculator rounds every line to the nearest penny
 * and adds the lines up.
 */

/** VAT on a net amount in pence: net × rate, to the nearest penny (half a penny up). */
export function roundVatToNearestPenny(netMinor: number, ratePercent: number): number {
  return applyRate(netMinor, ratePercent, 'half-up');
}

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
