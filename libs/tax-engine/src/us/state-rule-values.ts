/**
 * The dated values of a state's rules (params/us/states/<code>.ts), later years written as what changed: top-level
 * fields are replaced whole, as with `datedValues`, except the phase-outs, where a year states only the figures of a
 * phase-out that changed (docs/tax-parameters.md, "Adding a year").
 */
import { mergedDatedValues, type DatedChange, type DatedValue } from '../core/parameter';
import type { PhaseOut, StateIncomeTaxRules } from './state-tax-rules';

/**
 * A phase-out in a later year: merged over the previous year's phase-out in the same place when it applies to the same
 * amount (`applies` may then be left out), its fields replaced whole (`start: { single: 254_250 }` replaces every
 * status's start); `{}` keeps it unchanged. In a new place, or applying to another amount, it is a new phase-out and
 * must be complete.
 */
export type PhaseOutChange = Partial<PhaseOut>;

/** What changed in a state's rules: any top-level field, whole, and the phase-outs one by one. */
export type StateRulesChange = Partial<Omit<StateIncomeTaxRules, 'phaseOuts'>> & {
  /** The year's phase-outs, in order, each a `PhaseOutChange`; phase-outs past the end of the list no longer apply. */
  readonly phaseOuts?: readonly PhaseOutChange[];
};

function isComplete(phaseOut: PhaseOutChange): phaseOut is PhaseOut {
  return (
    phaseOut.applies !== undefined &&
    phaseOut.start !== undefined &&
    phaseOut.step !== undefined &&
    phaseOut.reductionPerStep !== undefined &&
    phaseOut.partialStep !== undefined
  );
}

function mergePhaseOuts(previous: readonly PhaseOut[], changes: readonly PhaseOutChange[]): PhaseOut[] {
  return changes.map((change, index) => {
    const before = previous[index];
    const merged = before && (change.applies === undefined || change.applies === before.applies) ? { ...before, ...change } : change;
    if (!isComplete(merged)) throw new TypeError(`phase-out ${index + 1} is new and must be complete: ${JSON.stringify(change)}`);
    return merged;
  });
}

function mergeStateRules(previous: StateIncomeTaxRules, changes: StateRulesChange): StateIncomeTaxRules {
  const { phaseOuts, ...replaced } = changes;
  const merged: StateIncomeTaxRules = { ...previous, ...replaced };
  if (!('phaseOuts' in changes)) return merged;
  return { ...merged, phaseOuts: phaseOuts === undefined ? undefined : mergePhaseOuts(previous.phaseOuts ?? [], phaseOuts) };
}

/** A state's dated rules, each `DatedChange` merged over the year before (see `StateRulesChange`). */
export function stateRuleValues(
  first: DatedValue<StateIncomeTaxRules>,
  ...later: ReadonlyArray<DatedValue<StateIncomeTaxRules> | DatedChange<StateIncomeTaxRules, StateRulesChange>>
): DatedValue<StateIncomeTaxRules>[] {
  return mergedDatedValues(mergeStateRules, first, later);
}
