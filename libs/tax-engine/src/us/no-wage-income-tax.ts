/**
 * The parameter of a state that does not tax wages (Alaska, Florida, Nevada, New Hampshire, South Dakota, Tennessee,
 * Texas, Washington, Wyoming): one declaration per state of what differs (its sources, and its wording where the
 * shared one does not fit) instead of the same rules block per state and year.
 */
import { label, type ParameterText } from '../core/labels';
import { datedValues, type IsoDate, type Reference } from '../core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from './state-tax-rules';

/** A year in which the state is listed (and so offered, see `supportedStateTaxYears`) and cited. */
export interface NoWageIncomeTaxYear {
  readonly from: IsoDate;
  /** The sources for this year; the state's `references` when absent. */
  readonly references?: readonly Reference[];
  /** What the explanation says from this year on, where it changes (New Hampshire's repealed interest and dividends tax). */
  readonly changes?: Partial<Pick<StateIncomeTaxRules, 'incomeBase' | 'notes'>>;
}

export interface NoWageIncomeTaxState {
  /** The state's name, as the shared wording names it. */
  readonly state: string;
  /** The sources every year cites unless the year names its own. */
  readonly references: readonly Reference[];
  /** Every year the state is listed for, in ascending order: a start date, or a year with its own sources or wording. */
  readonly years: readonly [IsoDate | NoWageIncomeTaxYear, ...ReadonlyArray<IsoDate | NoWageIncomeTaxYear>];
  /** Defaults to "<state> levies no personal income tax, so a wage earner owes the state no income tax." */
  readonly description?: string;
  /** Defaults to "None: <state> has no personal income tax, so no part of wages is taxed by the state." */
  readonly incomeBase?: ParameterText;
  /**
   * Shown with every result; defaults to "<state> has no personal income tax on wages or any other income of
   * individuals." An empty list shows none.
   */
  readonly notes?: readonly ParameterText[];
}

/** The parameter of a state without a tax on wages, each listed year cited and merged over the one before. */
export function noWageIncomeTax(declared: NoWageIncomeTaxState): StateIncomeTaxParameter {
  const { state } = declared;
  const notes = declared.notes ?? [
    {
      text: `${state} has no personal income tax on wages or any other income of individuals.`,
      label: label('us.state.note.noIndividualIncomeTax', { state }),
    },
  ];
  const rules: StateIncomeTaxRules = {
    kind: 'none',
    brackets: { single: [] },
    incomeBase: declared.incomeBase ?? {
      text: `None: ${state} has no personal income tax, so no part of wages is taxed by the state.`,
      label: label('us.state.incomeBase.noPersonalIncomeTax', { state }),
    },
    ...(notes.length > 0 ? { notes } : {}),
  };
  const years = declared.years.map((year) => (typeof year === 'string' ? { from: year } : year));
  const [first, ...later] = years as [NoWageIncomeTaxYear, ...NoWageIncomeTaxYear[]];
  return {
    description: declared.description ?? `${state} levies no personal income tax, so a wage earner owes the state no income tax.`,
    unit: 'USD-brackets',
    values: datedValues<StateIncomeTaxRules>(
      { from: first.from, value: { ...rules, ...first.changes }, references: first.references ?? declared.references },
      ...later.map((year) => ({ from: year.from, changes: year.changes ?? {}, references: year.references ?? declared.references })),
    ),
  };
}
