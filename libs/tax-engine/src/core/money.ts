/**
 * Money is held in integer minor units (pence, cents) and rates in percent. Applying a rate is done in
 * exact integer arithmetic so that a result never carries float noise, and each legal rounding rule has
 * its own named helper.
 */

/** Rates are written in percent with at most three decimals (e.g. 5.695 for Idaho's 2024 rate). */
const RATE_SCALE = 1000;
const PERCENT_DENOMINATOR = 100 * RATE_SCALE;

export type Rounding = 'down' | 'up' | 'half-up' | 'half-down';

/** Converts an amount in main units (pounds, dollars, euros) to minor units, to the nearest minor unit. */
export function toMinor(amount: number): number {
  // Number.EPSILON nudge keeps e.g. 1.005 from becoming 100 through its binary representation.
  return Math.round(Math.abs(amount) * 100 * (1 + Number.EPSILON)) * Math.sign(amount) || 0;
}

/** Converts minor units back to a main-unit number with exactly two decimals. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

function rateToScaled(percent: number): number {
  const scaled = Math.round(percent * RATE_SCALE);
  if (Math.abs(scaled / RATE_SCALE - percent) > 1e-9) {
    throw new RangeError(`rate ${percent}% has more than three decimals`);
  }
  return scaled;
}

function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const twice = remainder * 2n;
  switch (rounding) {
    case 'down':
      return quotient;
    case 'up':
      return quotient + 1n;
    case 'half-up':
      return twice >= denominator ? quotient + 1n : quotient;
    case 'half-down':
      return twice > denominator ? quotient + 1n : quotient;
  }
}

/**
 * `amountMinor × percent / 100`, rounded to a whole minor unit by the given rule. Amounts must be
 * non-negative integers (tax is only ever charged on non-negative bases).
 */
export function applyRate(amountMinor: number, percent: number, rounding: Rounding): number {
  if (!Number.isInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amount must be a non-negative integer of minor units, got ${amountMinor}`);
  }
  const scaledRate = rateToScaled(percent);
  const product = amountMinor * scaledRate;
  if (Number.isSafeInteger(product)) {
    const remainder = product % PERCENT_DENOMINATOR;
    const quotient = (product - remainder) / PERCENT_DENOMINATOR;
    if (remainder === 0) return quotient;
    const twice = remainder * 2;
    switch (rounding) {
      case 'down':
        return quotient;
      case 'up':
        return quotient + 1;
      case 'half-up':
        return twice >= PERCENT_DENOMINATOR ? quotient + 1 : quotient;
      case 'half-down':
        return twice > PERCENT_DENOMINATOR ? quotient + 1 : quotient;
    }
  }
  // Very large amounts (near the API's 1e12 limit) overflow 2^53: fall back to BigInt, still exact.
  return Number(divideRounded(BigInt(amountMinor) * BigInt(scaledRate), BigInt(PERCENT_DENOMINATOR), rounding));
}

/** Rounds minor units down to a whole number of main units (e.g. SDLT is due in whole pounds). */
export function floorToWholeUnits(amountMinor: number): number {
  return Math.floor(amountMinor / 100) * 100;
}

export function sumMinor(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Percent with two decimals, 0 when the base is 0. */
export function percentOf(partMinor: number, wholeMinor: number): number {
  if (wholeMinor === 0) return 0;
  return Math.round((partMinor / wholeMinor) * 10000) / 100;
}
