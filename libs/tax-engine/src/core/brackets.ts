import type { Label } from './labels';
import { applyRate, type Rounding } from './money';

/** A rate that applies to the part of the base above `threshold` (main units) up to the next threshold. */
export interface Bracket {
  readonly threshold: number;
  readonly rate: number;
  /** The band's name as the law or guidance calls it ("Basic rate", "Starter rate"). */
  readonly name: string;
  /**
   * The name as a label; where absent, the calculator labels the bracket by its shape (a percent bracket, a flat or
   * a zero rate), which a test checks against `name`.
   */
  readonly label?: Label;
}

/** A bracket's name as the law or guidance gives it, with its label where the calculator cannot derive one. */
export type BracketName = Pick<Bracket, 'name' | 'label'>;

/**
 * A bracket of a rate table in a parameter file: from `threshold` (main units) at `rate` percent, named
 * "<rate>% bracket" unless the law names it (`name`, or `{ name, label }` where the name needs its own label).
 */
export function bracket(threshold: number, rate: number, name: string | BracketName = `${rate}% bracket`): Bracket {
  if (typeof name === 'string') return { threshold, rate, name };
  return name.label === undefined ? { threshold, rate, name: name.name } : { threshold, rate, name: name.name, label: name.label };
}

export interface BracketSlice {
  readonly bracket: Bracket;
  /** Minor units of the base that fall in this bracket. */
  readonly taxableMinor: number;
  /** Tax on that slice, in minor units, rounded per slice by the given rule. */
  readonly taxMinor: number;
  /** Upper threshold (main units) of the bracket, undefined for the top one. */
  readonly upTo: number | undefined;
}

/**
 * Splits a base over ascending brackets and taxes each slice. Every bracket is returned, including
 * those the base does not reach (taxable 0), so a breakdown always lists every band.
 */
export function sliceIntoBrackets(baseMinor: number, brackets: readonly Bracket[], rounding: Rounding): BracketSlice[] {
  const slices: BracketSlice[] = [];
  for (let index = 0; index < brackets.length; index += 1) {
    const bracket = brackets[index]!;
    const next = brackets[index + 1];
    const lowerMinor = Math.round(bracket.threshold * 100);
    const upperMinor = next === undefined ? Number.POSITIVE_INFINITY : Math.round(next.threshold * 100);
    const taxableMinor = Math.max(0, Math.min(baseMinor, upperMinor) - lowerMinor);
    slices.push({
      bracket,
      taxableMinor,
      taxMinor: applyRate(taxableMinor, bracket.rate, rounding),
      upTo: next?.threshold,
    });
  }
  return slices;
}

/** The rate of the bracket the next minor unit of base would fall into. */
export function marginalRate(baseMinor: number, brackets: readonly Bracket[]): number {
  let rate = 0;
  for (const bracket of brackets) {
    if (baseMinor >= Math.round(bracket.threshold * 100)) rate = bracket.rate;
  }
  return rate;
}
