/** What the chart needs from one engine calculation at one income. */
export interface IncomeSample {
  /** Everything taken from the income: taxes and contributions (for the UK also a student loan repayment). */
  readonly tax: number;
  /** What is left to the earner: the engine's take-home (net) amount. */
  readonly takeHome: number;
}

/** A calculator's engine function with every input but the income fixed to the current result's inputs. */
export type IncomeSampler = (income: number) => IncomeSample;

/**
 * A sampler that names the entered value of the income it varies, when that is not the result's `inputAmount` (UK
 * income tax: the salary, while `inputAmount` also counts savings and dividends, which the curve holds fixed).
 */
export type CurveSampler = IncomeSampler & { readonly enteredIncome?: number };

export interface TaxCurvePoint {
  readonly income: number;
  readonly takeHome: number;
  readonly tax: number;
  /** Percent: the rate at which the tax grows from this income to the next point, (tax(next) − tax) / (next − income). */
  readonly marginalRate: number;
}

export interface TaxCurve {
  /** The entered income (one of the points when the range is 3 × that income). */
  readonly income: number;
  /** The last point's income: 3 × the entered income (or the minimum range for very small incomes). */
  readonly top: number;
  readonly points: readonly TaxCurvePoint[];
}

/**
 * Intervals between points: 504 (505 points), a multiple of 12, so every quarter of the entered income is a point
 * (the entered income itself is point 168) on the grid of whole cents.
 */
export const TAX_CURVE_INTERVALS = 504;

/** Below this entered income the chart still spans 0..3 × this, so it is never a range of a few pence. */
export const TAX_CURVE_MINIMUM_INCOME = 1000;

const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * Take-home pay and marginal rate at `intervals + 1` incomes evenly spread from 0 to 3 × `income`, each from one
 * call of the engine (`sample`), plus one call past the end for the last point's rate. The marginal rate is the
 * rate of change of the tax between neighbouring points, worked in whole cents so rounding adds no float noise.
 */
export function taxCurve(sample: IncomeSampler, income: number, intervals: number = TAX_CURVE_INTERVALS): TaxCurve {
  if (!Number.isInteger(intervals) || intervals < 12 || intervals % 12 !== 0) {
    throw new RangeError('intervals must be a whole multiple of 12 (every quarter of the entered income is then a point)');
  }
  const topMinor = 3 * Math.max(toMinor(income), toMinor(TAX_CURVE_MINIMUM_INCOME));
  const incomeAt = (index: number) => Math.round((topMinor * index) / intervals) / 100;

  const samples: Array<{ income: number; takeHome: number; tax: number; taxMinor: number }> = [];
  for (let index = 0; index <= intervals + 1; index += 1) {
    const at = incomeAt(index);
    const { tax, takeHome } = sample(at);
    samples.push({ income: at, takeHome, tax, taxMinor: toMinor(tax) });
  }

  const points: TaxCurvePoint[] = [];
  for (let index = 0; index <= intervals; index += 1) {
    const here = samples[index]!;
    const next = samples[index + 1]!;
    const rate = ((next.taxMinor - here.taxMinor) / (toMinor(next.income) - toMinor(here.income))) * 100;
    points.push({ income: here.income, takeHome: here.takeHome, tax: here.tax, marginalRate: Math.round(rate * 100) / 100 });
  }
  return { income, top: topMinor / 100, points };
}

/** A stretch of incomes over which the marginal rate stays (nearly) the same: a band, in the law's terms. */
export interface MarginalBand {
  readonly from: number;
  /** Where the band's last interval ends (the next point's income, or the curve's top). */
  readonly to: number;
  /** Percent: the average rate over the band, which the law's own rounding makes jitter from point to point. */
  readonly rate: number;
  /** Indexes of the band's first and last points. */
  readonly first: number;
  readonly last: number;
}

/**
 * Points whose marginal rates stay within `tolerance` percentage points of the band's first point, as bands. The
 * law rounds (a Personal Allowance lost in whole pounds, the German tariff in whole euros), so a rate between two
 * points can be 61.93% or 62.05% where the law's rate is 62%: a band's average is the rate a reader expects.
 */
export function marginalBands(curve: TaxCurve, tolerance = 0.5): MarginalBand[] {
  const { points } = curve;
  const bands: MarginalBand[] = [];
  let first = 0;
  for (let index = 1; index <= points.length; index += 1) {
    const point = points[index];
    if (point && Math.abs(point.marginalRate - points[first]!.marginalRate) <= tolerance) continue;
    const members = points.slice(first, index);
    const average = members.reduce((sum, member) => sum + member.marginalRate, 0) / members.length;
    bands.push({
      from: points[first]!.income,
      to: point?.income ?? curve.top,
      rate: Math.round(average * 100) / 100,
      first,
      last: index - 1,
    });
    first = index;
  }
  return bands;
}

/** The band a point (by index) belongs to. */
export function bandOfPoint(bands: readonly MarginalBand[], index: number): MarginalBand {
  return bands.find((band) => index >= band.first && index <= band.last) ?? bands[bands.length - 1]!;
}

/** The band with the highest marginal rate (the first, should two share it). */
export function highestBand(bands: readonly MarginalBand[]): MarginalBand {
  return bands.reduce((highest, band) => (band.rate > highest.rate ? band : highest));
}

/** Index of the point at the entered income (point 168 of 505 when the range is 3 × income). */
export function incomeIndex(curve: TaxCurve): number {
  let found = 0;
  curve.points.forEach((point, index) => {
    if (point.income <= curve.income) found = index;
  });
  return found;
}

/** Indexes of the points a table shows: every quarter of the entered income, from 0 to 3 × income (13 rows). */
export function tableIndexes(curve: TaxCurve): number[] {
  const step = (curve.points.length - 1) / 12;
  return Array.from({ length: 13 }, (_, row) => row * step);
}
