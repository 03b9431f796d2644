import type { Bracket } from '../core/brackets';
import type { Label, ParameterText } from '../core/labels';
import type { Parameter } from '../core/parameter';
import type { UsFilingStatus } from './filing-status';

/** A figure by filing status, with the fallbacks described on `StateIncomeTaxRules`. */
export type ByFilingStatus<T> = Partial<Record<UsFilingStatus, T>>;

/**
 * A figure read off a table by income (AGI, which is the wages here): the value of the first row whose `upTo` the
 * income does not exceed; the last row has no `upTo` and holds for all higher incomes. Rows ascend. A limit written as
 * "less than $125,000" is `upTo: 124_999.99` (income is in whole cents).
 */
export type IncomeTable = ReadonlyArray<{ readonly upTo?: number; readonly value: number }>;

/**
 * An amount that grows in steps as income rises: `amountPerStep` for every `step` of income above `start` (a started
 * step counts when `partialStep` is 'counts'), never more than `maximum`.
 */
export interface IncomeSteps {
  readonly start: ByFilingStatus<number>;
  readonly step: ByFilingStatus<number>;
  readonly amountPerStep: ByFilingStatus<number>;
  readonly partialStep: 'counts' | 'ignored';
  readonly maximum: ByFilingStatus<number>;
}

/** One income-tested reduction of an amount (see `StateIncomeTaxRules.phaseOuts`). */
export interface PhaseOut {
  readonly applies: 'standardDeduction' | 'personalExemption' | 'personalExemptionCredit';
  readonly start: ByFilingStatus<number>;
  readonly step: ByFilingStatus<number>;
  readonly reductionPerStep: ByFilingStatus<number>;
  readonly partialStep: 'counts' | 'ignored';
  readonly minimum?: ByFilingStatus<number>;
}

/**
 * How one state taxes the wages of a resident with no other income, for one tax year. One file per state
 * under params/us/states/<code>.ts exports a Parameter<StateIncomeTaxRules> with values from 1 January.
 *
 * Filing statuses a figure does not list fall back (`byStatus` in state-adjustments.ts): married-joint, married-separate
 * and head-of-household to single, qualifying-surviving-spouse to married-joint (then single). A figure therefore
 * lists only the statuses that differ from their fallback: `{ single: 5000 }` is $5,000 for every status, and
 * `{ single: 5000, 'married-joint': 10_000, 'qualifying-surviving-spouse': 5000 }` keeps the surviving spouse at the
 * single amount. Brackets are the exception: a taxed status without its own brackets is told in the result that the
 * fallback's apply, so a schedule the state gives for a status is listed for it even when it equals the fallback's.
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
   * (e.g. "Federal adjusted gross income (wages), less the California standard deduction"). Plain English is shown
   * in English in every language; `{ text, label }` gives it a key the web translates (core/labels.ts).
   */
  readonly incomeBase: ParameterText;
  /** Simplifications a user should know about (phase-outs or recapture not modelled, local taxes excluded); as `incomeBase`. */
  readonly notes?: readonly ParameterText[];
  /**
   * Income-tested reductions of the standard deduction, the personal exemption or the exemption credit (e.g.
   * Connecticut's personal exemption falls by $1,000 for each $1,000 of AGI above $30,000). Income is the wage income
   * (= AGI for a wage earner). Each reduction is `reductionPerStep` for every `step` of income above `start` (a
   * started step counts when `partialStep` is 'counts'), and the amount never falls below `minimum` (default 0).
   * Added by the states work; optional, so existing rules are unaffected.
   */
  readonly phaseOuts?: ReadonlyArray<PhaseOut>;
  /**
   * Maryland (2024): the standard deduction is `percent` of income, at least `minimum` and at most the
   * `standardDeduction` amount.
   */
  readonly standardDeductionPercent?: { readonly percent: number; readonly minimum: ByFilingStatus<number> };
  /**
   * A deduction for the employee's Social Security and Medicare taxes on the wages (Massachusetts Form 1 line 10),
   * at most `maximum` for the return.
   */
  readonly payrollTaxDeduction?: { readonly maximum: ByFilingStatus<number> };
  /**
   * A deduction (subtraction) of the federal income tax on the same wages, computed by the federal calculator
   * (standard deduction, rate table to the cent): `percent` of it by income (100 when absent; Missouri's falls from
   * 35% to 0%), at most `maximum` by filing status and income (Oregon's limit falls to 0 as AGI rises).
   */
  readonly federalTaxDeduction?: { readonly percent?: IncomeTable; readonly maximum?: ByFilingStatus<IncomeTable> };
  /**
   * Recapture of the lower brackets' benefit above `start` income (New York's supplemental tax, Tax Law § 601(d-1)):
   * for taxable income in a bracket, the benefit of the brackets below it, at that bracket's rate, is recaptured in
   * proportion to the income over the bracket's start (over `start` for the bracket `start` falls in) up to
   * `phaseInWidth`; the part already recaptured in the bracket below is added in full. Above `fullRateAbove` income
   * the whole taxable income is taxed at the top rate.
   */
  readonly benefitRecapture?: {
    readonly name: string;
    readonly label: Label;
    readonly start: ByFilingStatus<number>;
    readonly phaseInWidth: number;
    readonly fullRateAbove: number;
  };
  /** Amounts added to the tax in steps of income (Connecticut's phase-out of the 2% bracket and its benefit recapture). */
  readonly taxAdditions?: ReadonlyArray<IncomeSteps & { readonly name: string; readonly label: Label }>;
  /** A credit of a percentage of the tax (after additions), by income (Connecticut's personal tax credit, Table E). */
  readonly personalTaxCredit?: { readonly name: string; readonly label: Label; readonly percent: ByFilingStatus<IncomeTable> };
}

export type StateIncomeTaxParameter = Parameter<StateIncomeTaxRules>;
