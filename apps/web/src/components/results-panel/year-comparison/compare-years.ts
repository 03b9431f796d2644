import type { CalculationResult, SummaryStat } from '@taxatlas/tax-engine/core/result';

/**
 * Which way is good for the person calculating: more tax is worse, more take-home pay better; for a figure that is
 * neither (an allowance, a rate) the change is shown without a verdict.
 */
export type ChangeEffect = 'better' | 'worse' | 'neutral';

export interface FigureChange {
  readonly previous: number;
  readonly current: number;
  /** current − previous, to the cent. */
  readonly change: number;
  /** Undefined when nothing changed. */
  readonly effect: ChangeEffect | undefined;
}

export interface StatChange extends FigureChange {
  /** The stat as this year's result has it (its title and label, its formatted value). */
  readonly stat: SummaryStat;
  /** Last year's formatted value. */
  readonly previousFormatted: string;
  /** A percentage stat changes in percentage points, the others in the result's currency. */
  readonly unit: 'percent' | 'money';
}

export interface YearComparison {
  readonly currentYear: string;
  readonly previousYear: string;
  readonly totalTax: FigureChange;
  /** Present when both results have a net amount. */
  readonly netAmount?: FigureChange;
  /** The summary stats both years have whose value changed, in this year's order. */
  readonly changedStats: readonly StatChange[];
}

/** Results carry amounts to the cent; comparing in cents keeps 0.1 + 0.2 from reading as a change. */
const cents = (amount: number) => Math.round(amount * 100);

function figureChange(previous: number, current: number, moreIs: 'better' | 'worse' | 'neutral'): FigureChange {
  const change = (cents(current) - cents(previous)) / 100;
  if (change === 0) return { previous, current, change: 0, effect: undefined };
  const effect: ChangeEffect = moreIs === 'neutral' ? 'neutral' : change > 0 === (moreIs === 'better') ? 'better' : 'worse';
  return { previous, current, change, effect };
}

const labelValues = (stat: SummaryStat) => ('values' in stat.titleLabel ? stat.titleLabel.values : {});

/**
 * The same stat in last year's result: the same label with the same values, else the only one with the same label key
 * (a title that names a rate that changed, such as a surcharge's).
 */
function sameStat(stat: SummaryStat, previous: readonly SummaryStat[]): SummaryStat | undefined {
  const values = JSON.stringify(labelValues(stat));
  const sameKey = previous.filter((candidate) => candidate.titleLabel.key === stat.titleLabel.key);
  return sameKey.find((candidate) => JSON.stringify(labelValues(candidate)) === values) ?? (sameKey.length === 1 ? sameKey[0] : undefined);
}

// A stat titled as a tax or contribution ("Income Tax", "State income tax", "National Insurance"), not as a base,
// rate or relief ("Taxable income", "Effective tax rate", "Personal allowance").
const chargeTitle = /tax|insurance|socialSecurity|medicare|contribution|surcharge/i;
const notChargeTitle = /taxable|rate|allowance|deduction|relief|exempt|income$/i;

/**
 * A stat that is one of the result's charges (its value is the total tax or a breakdown group's total, or its title
 * names a tax) costs more when it rises; one that is the net amount is better when it rises; the rest are shown
 * without a verdict.
 */
function statEffect(stat: SummaryStat, result: CalculationResult): 'better' | 'worse' | 'neutral' {
  const value = cents(stat.value);
  if (result.netAmount !== undefined && value === cents(result.netAmount)) return 'better';
  if (value === cents(result.totalTax) || result.breakdowns.some((group) => cents(group.totalAmount) === value)) return 'worse';
  const key = stat.titleLabel.key;
  return chargeTitle.test(key) && !notChargeTitle.test(key) ? 'worse' : 'neutral';
}

const isPercentStat = (stat: SummaryStat) => stat.formattedValue.trim().endsWith('%');

/** What changed between last year's result and this year's for the same inputs. */
export function compareYears(current: CalculationResult, previous: CalculationResult): YearComparison {
  const changedStats: StatChange[] = [];
  for (const stat of current.summary) {
    const before = sameStat(stat, previous.summary);
    if (!before) continue;
    const unit = isPercentStat(stat) ? 'percent' : 'money';
    const change = figureChange(before.value, stat.value, unit === 'percent' ? 'neutral' : statEffect(stat, current));
    if (change.change !== 0) changedStats.push({ ...change, stat, previousFormatted: before.formattedValue, unit });
  }
  return {
    currentYear: current.taxYear,
    previousYear: previous.taxYear,
    totalTax: figureChange(previous.totalTax, current.totalTax, 'worse'),
    ...(current.netAmount !== undefined && previous.netAmount !== undefined
      ? { netAmount: figureChange(previous.netAmount, current.netAmount, 'better') }
      : {}),
    changedStats,
  };
}
