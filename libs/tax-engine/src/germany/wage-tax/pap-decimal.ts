/**
 * The decimal arithmetic the BMF's Programmablaufplan (PAP) is written in: Java's `BigDecimal`, an unscaled
 * integer and a scale. Only the operations the PAP's pseudo-code uses are here (add, subtract, multiply,
 * divide with or without a scale, setScale, compareTo, longValue), with the PAP's two rounding modes:
 * ROUND_DOWN (towards zero) and ROUND_UP (away from zero). Values are exact (BigInt), so no float drift.
 */
export type PapRounding = 'down' | 'up';

const TEN = 10n;

function pow10(exponent: number): bigint {
  return TEN ** BigInt(exponent);
}

/** `numerator / denominator` as an integer, rounded by `rounding` (denominator positive). */
function divideInteger(numerator: bigint, denominator: bigint, rounding: PapRounding): bigint {
  const quotient = numerator / denominator;
  if (numerator % denominator === 0n || rounding === 'down') return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** Java's limit for an exact division that never terminates, well beyond any PAP quotient. */
const MAX_EXACT_SCALE = 40;

export class PapDecimal {
  static readonly ZERO = new PapDecimal(0n, 0);
  static readonly ONE = new PapDecimal(1n, 0);

  private constructor(
    private readonly unscaled: bigint,
    private readonly scale: number,
  ) {}

  /**
   * `BigDecimal.valueOf`: an integer, or a decimal written as the PAP writes it ("0.093"). A number is read through
   * its shortest decimal form, as Java's `Double.toString` does, so `valueOf(0.093)` is exactly 0.093.
   */
  static of(value: number | string | bigint): PapDecimal {
    if (typeof value === 'bigint') return new PapDecimal(value, 0);
    const text = typeof value === 'number' ? numberText(value) : value.trim();
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) throw new RangeError(`not a decimal: ${text}`);
    const fraction = match[3] ?? '';
    const unscaled = BigInt(`${match[2]}${fraction}`);
    return new PapDecimal(match[1] === '-' ? -unscaled : unscaled, fraction.length);
  }

  private aligned(other: PapDecimal): [bigint, bigint, number] {
    const scale = Math.max(this.scale, other.scale);
    return [this.unscaled * pow10(scale - this.scale), other.unscaled * pow10(scale - other.scale), scale];
  }

  add(other: PapDecimal): PapDecimal {
    const [a, b, scale] = this.aligned(other);
    return new PapDecimal(a + b, scale);
  }

  subtract(other: PapDecimal): PapDecimal {
    const [a, b, scale] = this.aligned(other);
    return new PapDecimal(a - b, scale);
  }

  multiply(other: PapDecimal): PapDecimal {
    return new PapDecimal(this.unscaled * other.unscaled, this.scale + other.scale);
  }

  /**
   * `divide(divisor, scale, rounding)`: the quotient to `scale` places. Without a scale, the exact quotient, which
   * the PAP only asks for where it terminates (Java throws otherwise, and so does this).
   */
  divide(divisor: PapDecimal, scale?: number, rounding?: PapRounding): PapDecimal {
    if (divisor.unscaled === 0n) throw new RangeError('division by zero');
    const sign = divisor.unscaled < 0n ? -1n : 1n;
    const numerator = this.unscaled * sign;
    const denominator = divisor.unscaled * sign;
    if (scale !== undefined) {
      // value = (n / 10^s1) / (d / 10^s2); scaled by 10^scale.
      const shift = scale + divisor.scale - this.scale;
      const top = shift >= 0 ? numerator * pow10(shift) : numerator;
      const bottom = shift >= 0 ? denominator : denominator * pow10(-shift);
      return new PapDecimal(divideInteger(top, bottom, rounding ?? 'down'), scale);
    }
    for (let exact = Math.max(0, this.scale - divisor.scale); exact <= MAX_EXACT_SCALE; exact += 1) {
      const shift = exact + divisor.scale - this.scale;
      const top = shift >= 0 ? numerator * pow10(shift) : numerator;
      const bottom = shift >= 0 ? denominator : denominator * pow10(-shift);
      if (top % bottom === 0n) return new PapDecimal(top / bottom, exact);
    }
    throw new RangeError('non-terminating decimal expansion');
  }

  setScale(scale: number, rounding: PapRounding): PapDecimal {
    if (scale >= this.scale) return new PapDecimal(this.unscaled * pow10(scale - this.scale), scale);
    return new PapDecimal(divideInteger(this.unscaled, pow10(this.scale - scale), rounding), scale);
  }

  /** -1, 0 or 1, as Java's `compareTo`. */
  compareTo(other: PapDecimal): number {
    const [a, b] = this.aligned(other);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** Java's `longValue`: the integer part, the fraction discarded. */
  longValue(): bigint {
    return this.setScale(0, 'down').unscaled;
  }

  /** The value as a JavaScript number (exact for whole cents within 2^53). */
  toNumber(): number {
    return Number(this.unscaled) / 10 ** this.scale;
  }

  toString(): string {
    const negative = this.unscaled < 0n;
    const digits = (negative ? -this.unscaled : this.unscaled).toString().padStart(this.scale + 1, '0');
    const whole = this.scale === 0 ? digits : `${digits.slice(0, -this.scale)}.${digits.slice(-this.scale)}`;
    return negative ? `-${whole}` : whole;
  }
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form only for very small or large numbers; the PAP's inputs are cents and factors, so spell it out.
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** A PAP table entry (`TAB1[J]`); the PAP's indices stay within its tables, so a miss is a programming error. */
export function at(table: readonly PapDecimal[], index: number): PapDecimal {
  const entry = table[index];
  if (entry === undefined) throw new RangeError(`PAP table index ${index} out of range`);
  return entry;
}
