/**
 * § 32a Abs. 1 EStG evaluated exactly. Every coefficient is converted to whole cents and each zone formula is
 * rewritten over integers, so the rounding down to whole euros (Satz 6) never sees float noise such as
 * 1234.9999999:
 *
 *   zone 2: (a·y + b)·y with y = d/10,000 and a, b in cents  → (a¢·d + b¢·10,000)·d / (100·10⁸)
 *   zone 3: (a·z + b)·z + c                                   → ((a¢·d + b¢·10,000)·d + c¢·10⁸) / (100·10⁸)
 *   zones 4 and 5: r % · x − k                                → (r·x − k¢) / 100   (r in whole percent)
 *
 * The division is BigInt division of a non-negative numerator, i.e. rounding down.
 */
import { toMinor } from '../core/money';
import type { IncomeTaxTariff } from '../../params/germany/estg/income-tax-tariff';

const TEN_THOUSAND = 10_000n;
const HUNDRED_MILLION = 100_000_000n;

function cents(euros: number): bigint {
  return BigInt(toMinor(euros));
}

function wholePercent(rate: number): bigint {
  if (!Number.isInteger(rate)) throw new RangeError(`zone rate ${rate}% must be a whole percent`);
  return BigInt(rate);
}

/** 1 = Grundfreibetrag, 2 = first progression zone, 3 = second progression zone, 4 = 42 % zone, 5 = 45 % zone. */
export type TariffZone = 1 | 2 | 3 | 4 | 5;

export function tariffZone(x: number, tariff: IncomeTaxTariff): TariffZone {
  if (x <= tariff.basicAllowance) return 1;
  if (x <= tariff.zone2UpperLimit) return 2;
  if (x <= tariff.zone3UpperLimit) return 3;
  if (x <= tariff.zone4UpperLimit) return 4;
  return 5;
}

/**
 * The tariff income tax in whole euros for a zvE `x` already rounded down to whole euros (§ 32a Abs. 1 Satz 1).
 * Negative or fractional input is a programming error.
 */
export function tariffIncomeTax(x: number, tariff: IncomeTaxTariff): number {
  if (!Number.isSafeInteger(x) || x < 0) throw new RangeError(`zvE must be a non-negative whole number of euros, got ${x}`);
  const zone = tariffZone(x, tariff);
  const bigX = BigInt(x);
  let numerator: bigint;
  let denominator: bigint;
  switch (zone) {
    case 1:
      return 0;
    case 2: {
      const d = bigX - BigInt(tariff.basicAllowance);
      numerator = (cents(tariff.zone2.progressionFactor) * d + cents(tariff.zone2.entryFactor) * TEN_THOUSAND) * d;
      denominator = 100n * HUNDRED_MILLION;
      break;
    }
    case 3: {
      const d = bigX - BigInt(tariff.zone2UpperLimit);
      numerator =
        (cents(tariff.zone3.progressionFactor) * d + cents(tariff.zone3.entryFactor) * TEN_THOUSAND) * d +
        cents(tariff.zone3.constant) * HUNDRED_MILLION;
      denominator = 100n * HUNDRED_MILLION;
      break;
    }
    case 4:
      numerator = wholePercent(tariff.zone4.rate) * bigX - cents(tariff.zone4.deduction);
      denominator = 100n;
      break;
    case 5:
      numerator = wholePercent(tariff.zone5.rate) * bigX - cents(tariff.zone5.deduction);
      denominator = 100n;
      break;
  }
  if (numerator < 0n) throw new RangeError(`the § 32a formula is negative at ${x} €: check the parameters`);
  return Number(numerator / denominator);
}

/**
 * The marginal rate of the tariff, in percent with two decimals, for the next euro above `x` (the derivative of
 * the zone formula): zone 2: (2a·y + b) / 100, zone 3: (2a·z + b) / 100, zones 4 and 5: the flat rate.
 */
export function tariffMarginalRate(x: number, tariff: IncomeTaxTariff): number {
  const zone = tariffZone(x + 1, tariff);
  let percent: number;
  switch (zone) {
    case 1:
      return 0;
    case 2: {
      const y = (x - tariff.basicAllowance) / 10_000;
      percent = (2 * tariff.zone2.progressionFactor * y + tariff.zone2.entryFactor) / 100;
      break;
    }
    case 3: {
      const z = (x - tariff.zone2UpperLimit) / 10_000;
      percent = (2 * tariff.zone3.progressionFactor * z + tariff.zone3.entryFactor) / 100;
      break;
    }
    case 4:
      return tariff.zone4.rate;
    case 5:
      return tariff.zone5.rate;
  }
  return Math.round(percent * 100) / 100;
}

/** Marginal rate at the lower and upper end of the two progression zones, in percent (for band labels). */
export function progressionZoneRates(tariff: IncomeTaxTariff): { zone2: readonly [number, number]; zone3: readonly [number, number] } {
  const round = (value: number) => Math.round(value * 100) / 100;
  const zone2Span = (tariff.zone2UpperLimit - tariff.basicAllowance) / 10_000;
  const zone3Span = (tariff.zone3UpperLimit - tariff.zone2UpperLimit) / 10_000;
  return {
    zone2: [
      round(tariff.zone2.entryFactor / 100),
      round((2 * tariff.zone2.progressionFactor * zone2Span + tariff.zone2.entryFactor) / 100),
    ],
    zone3: [
      round(tariff.zone3.entryFactor / 100),
      round((2 * tariff.zone3.progressionFactor * zone3Span + tariff.zone3.entryFactor) / 100),
    ],
  };
}

export interface TariffZoneSlice {
  readonly zone: TariffZone;
  /** Whole euros of zvE inside the zone. */
  readonly taxable: number;
  /** Whole euros of tax attributed to the zone: T(top of the zvE within the zone) − T(bottom of the zone). */
  readonly tax: number;
}

/**
 * Splits the floored tariff tax over the five zones as differences of the floored tariff at the zone
 * boundaries, so the zones' taxes telescope to exactly T(x) and their taxable amounts to exactly x.
 */
export function sliceTariffByZone(x: number, tariff: IncomeTaxTariff): TariffZoneSlice[] {
  const bounds = [
    0,
    tariff.basicAllowance,
    tariff.zone2UpperLimit,
    tariff.zone3UpperLimit,
    tariff.zone4UpperLimit,
    Number.POSITIVE_INFINITY,
  ];
  const slices: TariffZoneSlice[] = [];
  for (let index = 0; index < 5; index += 1) {
    const lower = bounds[index]!;
    const upper = bounds[index + 1]!;
    const top = Math.min(x, upper);
    const taxable = Math.max(0, top - lower);
    const tax = taxable === 0 ? 0 : tariffIncomeTax(top, tariff) - tariffIncomeTax(lower, tariff);
    slices.push({ zone: (index + 1) as TariffZone, taxable, tax });
  }
  return slices;
}
