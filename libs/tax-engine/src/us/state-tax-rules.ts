import type { Bracket } from '../core/brackets';
import type { Parameter } from '../core/parameter';
import type { UsFilingStatus } from './filing-status';

/**
 * How one state taxes the wages of a resident with no other income, for one tax year. One file per state
 * under params/us/states/<code>.ts exports a Parameter<StateIncomeTaxRules> with values from 1 January.
 *
 * Filing statuses a state does not list fall back: married-separate and head-of-household to single,
 * qualifying-surviving-spouse to married-joint — set them explicitly wherever the state differs.
 */
export interface StateIncomeTaxRules {
  /** 'none': no tax on wage income (e.g. Texas; Washington taxes only capital gains; New Hampshire only interest/dividends). */
  readonly kind: 'none' | 'flat' | 'graduated';
  /** Brackets of state taxable income, by filing status; `single` is always given (empty for 'none'). */
  readonly brackets: { readonly single: readonly Bracket[] } & Partial<Record<UsFilingStatus, readonly Bracket[]>>;
  /** The state's standard deduction by filing status (0 or absent when it has none). */
  readonly standardDeduction?: Partial<Record<UsFilingStatus, number>>;
  /** Personal exemption deducted from income, by filing status (the total for the return, e.g. 2 × for joint). */
  readonly personalExemption?: Partial<Record<UsFilingStatus, number>>;
  /** Personal exemption credit subtracted from the tax, by filing status (e.g. California's exemption credit). */
  readonly personalExemptionCredit?: Partial<Record<UsFilingStatus, number>>;
  /**
   * The starting point of the state computation, as a sentence for the response's `incomeBase`
   * (e.g. "Federal adjusted gross income (wages), less the California standard deduction").
   */
  readonly incomeBase: string;
  /** Simplifications a user should know about (phase-outs or recapture not modelled, local taxes excluded). */
  readonly notes?: readonly string[];
  /**
   * Income-tested reductions of the standard deduction, the personal exemption or the exemption credit (e.g.
   * Connecticut's personal exemption falls by $1,000 for each $1,000 of AGI above $30,000). Income is the wage income
   * (= AGI for a wage earner). Each reduction is `reductionPerStep` for every `step` of income above `start` (a
   * started step counts when `partialStep` is 'counts'), and the amount never falls below `minimum` (default 0).
   * Added by the states work; optional, so existing rules are unaffected.
   */
  readonly phaseOuts?: ReadonlyArray<{
    readonly applies: 'standardDeduction' | 'personalExemption' | 'personalExemptionCredit';
    readonly start: Partial<Record<UsFilingStatus, number>>;
    readonly step: Partial<Record<UsFilingStatus, number>>;
    readonly reductionPerStep: Partial<Record<UsFilingStatus, number>>;
    readonly partialStep: 'counts' | 'ignored';
    readonly minimum?: Partial<Record<UsFilingStatus, number>>;
  }>;
}

export type StateIncomeTaxParameter = Parameter<StateIncomeTaxRules>;
