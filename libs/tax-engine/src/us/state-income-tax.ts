import { citationOf } from '../core/parameter';
import { sliceIntoBrackets, marginalRate as bracketMarginalRate, type Bracket } from '../core/brackets';
import { formatMoney, formatPercent } from '../core/format';
import { fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import type { DatedValue, IsoDate } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import type { UsFilingStatus } from './filing-status';
import { stateIncomeTaxRules } from './state-rules-registry';
import type { StateIncomeTaxRules } from './state-tax-rules';
import { usStateName, type UsStateCode } from './states';
import { usTaxYearStart } from './tax-year';

/** The tax years the state income tax calculator offers; a state supports those it has verified values for. */
export const stateTaxYearsAvailable = [2024, 2025] as const;

export interface UsStateIncomeTaxInput {
  readonly state: UsStateCode;
  readonly taxYear: number;
  /** Annual wages (the only income), in dollars. */
  readonly income: number;
  readonly filingStatus: UsFilingStatus;
}

export interface UsStateIncomeTaxResult extends CalculationResult {
  readonly state: UsStateCode;
  readonly stateName: string;
  readonly kind: StateIncomeTaxRules['kind'];
  readonly filingStatus: UsFilingStatus;
  /** State income tax after the personal exemption credit; equals totalTax. */
  readonly tax: number;
  /** Tax on taxable income from the brackets, before the exemption credit. */
  readonly taxBeforeCredits: number;
  /** The state's standard deduction for the filing status. */
  readonly standardDeduction: number;
  /** The personal exemption(s) deducted from income for the filing status. */
  readonly personalExemption: number;
  /** Standard deduction plus personal exemptions (the amount allowed, which may exceed income). */
  readonly deduction: number;
  readonly taxableIncome: number;
  /** The personal exemption credit actually used (never more than the tax before credits). */
  readonly exemptionCredit: number;
  readonly incomeBase: string;
  /** The state's brackets as applied, plus the exemption credit (a negative amount) where the state has one. */
  readonly breakdown: readonly BreakdownBand[];
  readonly notes: readonly string[];
}

/** The requested tax year has no published (verified) rules for the state. The API maps it to 400. */
export class StateTaxYearNotAvailableError extends Error {
  readonly state: UsStateCode;
  readonly taxYear: number;
  readonly availableYears: readonly number[];

  constructor(state: UsStateCode, taxYear: number, availableYears: readonly number[]) {
    const name = usStateName(state);
    super(
      availableYears.length === 0
        ? `${name} (${state}) state income tax rules are not yet available for any tax year`
        : `Tax year ${taxYear} is not available for ${name} (${state}); available years: ${availableYears.join(', ')}`,
    );
    this.name = 'StateTaxYearNotAvailableError';
    this.state = state;
    this.taxYear = taxYear;
    this.availableYears = availableYears;
  }
}

export const localTaxNote = 'Local income taxes (city/county/school district) are not included.';

/**
 * A state supports a year when its parameter has a value starting on 1 January of that year: every year has its own
 * entry with its own references, even when nothing changed (`datedValues` lets it state only what changed), so no
 * year is offered unverified.
 */
export function supportedStateTaxYears(state: UsStateCode): number[] {
  const starts = new Set(stateIncomeTaxRules[state].values.map((entry) => entry.from));
  return stateTaxYearsAvailable.filter((year) => starts.has(usTaxYearStart(year)));
}

function rulesEntry(state: UsStateCode, taxYear: number): DatedValue<StateIncomeTaxRules> {
  const available = supportedStateTaxYears(state);
  const start: IsoDate = usTaxYearStart(taxYear);
  const entry = stateIncomeTaxRules[state].values.find((value) => value.from === start);
  if (!available.includes(taxYear) || !entry) throw new StateTaxYearNotAvailableError(state, taxYear, available);
  return entry;
}

/**
 * The value for a filing status, with the fallbacks of state-tax-rules.ts: married-separate and
 * head-of-household use single; qualifying-surviving-spouse uses married-joint (then single).
 */
function byStatus<T>(values: Partial<Record<UsFilingStatus, T>> | undefined, status: UsFilingStatus): T | undefined {
  if (!values) return undefined;
  const own = values[status];
  if (own !== undefined) return own;
  if (status === 'qualifying-surviving-spouse') return values['married-joint'] ?? values.single;
  return values.single;
}

function bracketsFor(rules: StateIncomeTaxRules, status: UsFilingStatus): readonly Bracket[] {
  return byStatus<readonly Bracket[]>(rules.brackets, status) ?? rules.brackets.single;
}

type PhasedAmount = 'standardDeduction' | 'personalExemption' | 'personalExemptionCredit';

/** The amount for the filing status after the state's income-tested phase-outs (state-tax-rules.ts `phaseOuts`), in cents. */
function phasedOutMinor(rules: StateIncomeTaxRules, field: PhasedAmount, status: UsFilingStatus, incomeMinor: number): number {
  let amountMinor = toMinor(byStatus(rules[field], status) ?? 0);
  for (const phaseOut of rules.phaseOuts ?? []) {
    if (phaseOut.applies !== field) continue;
    const start = byStatus(phaseOut.start, status);
    const step = byStatus(phaseOut.step, status);
    const perStep = byStatus(phaseOut.reductionPerStep, status);
    if (start === undefined || step === undefined || perStep === undefined) continue;
    const excessMinor = incomeMinor - toMinor(start);
    if (excessMinor <= 0) continue;
    const stepMinor = toMinor(step);
    const steps = phaseOut.partialStep === 'counts' ? Math.ceil(excessMinor / stepMinor) : Math.floor(excessMinor / stepMinor);
    const floorMinor = toMinor(byStatus(phaseOut.minimum, status) ?? 0);
    amountMinor = Math.max(Math.min(floorMinor, amountMinor), amountMinor - steps * toMinor(perStep));
  }
  return amountMinor;
}

function stat(title: string, value: number, formattedValue: string, icon: string, description?: string): SummaryStat {
  return description === undefined ? { title, value, formattedValue, icon } : { title, value, formattedValue, icon, description };
}

export function calculateUsStateIncomeTax(input: UsStateIncomeTaxInput): UsStateIncomeTaxResult {
  const entry = rulesEntry(input.state, input.taxYear);
  const rules = entry.value;
  const status = input.filingStatus;
  const stateName = usStateName(input.state);
  const reference = citationOf(entry);
  if (!Number.isFinite(input.income) || input.income < 0) throw new RangeError(`income must be a non-negative amount, got ${input.income}`);
  const incomeMinor = toMinor(input.income);

  const standardDeductionMinor = rules.kind === 'none' ? 0 : phasedOutMinor(rules, 'standardDeduction', status, incomeMinor);
  const personalExemptionMinor = rules.kind === 'none' ? 0 : phasedOutMinor(rules, 'personalExemption', status, incomeMinor);
  const creditAllowedMinor = rules.kind === 'none' ? 0 : phasedOutMinor(rules, 'personalExemptionCredit', status, incomeMinor);
  const deductionMinor = standardDeductionMinor + personalExemptionMinor;
  const deductionUsedMinor = Math.min(incomeMinor, deductionMinor);
  const brackets = rules.kind === 'none' ? [] : bracketsFor(rules, status);
  // For a state without a wage income tax, nothing of the income is taxable.
  const taxableMinor = rules.kind === 'none' ? 0 : incomeMinor - deductionUsedMinor;

  // Exact bracket arithmetic to the cent, each bracket's tax rounded half up (api-contract.md "Rounding").
  const slices = sliceIntoBrackets(taxableMinor, brackets, 'half-up');
  const grossTaxMinor = sumMinor(slices.map((slice) => slice.taxMinor));
  const creditUsedMinor = Math.min(grossTaxMinor, creditAllowedMinor);
  const taxMinor = grossTaxMinor - creditUsedMinor;

  const bracketBands: BreakdownBand[] = slices.map((slice) => ({
    band: slice.bracket.name,
    rate: slice.bracket.rate,
    taxableAmount: fromMinor(slice.taxableMinor),
    amount: fromMinor(slice.taxMinor),
    reference,
  }));
  const breakdown: BreakdownBand[] =
    creditAllowedMinor > 0
      ? [
          ...bracketBands,
          {
            band: 'Personal exemption credit',
            rate: 0,
            taxableAmount: 0,
            amount: creditUsedMinor === 0 ? 0 : -fromMinor(creditUsedMinor),
            reference,
          },
        ]
      : bracketBands;
  const firstBand: BreakdownBand =
    rules.kind === 'none'
      ? { band: 'Not taxed by the state', rate: 0, taxableAmount: fromMinor(incomeMinor), amount: 0, reference }
      : { band: 'Deductions and exemptions', rate: 0, taxableAmount: fromMinor(deductionUsedMinor), amount: 0, reference };
  const breakdowns: BreakdownGroup[] = [
    { title: 'State income tax', type: 'income-tax', data: [firstBand, ...breakdown], totalAmount: fromMinor(taxMinor) },
  ];

  // The rate on the next dollar: 0 while income is within the deductions or the credit still absorbs the tax.
  const marginalRate =
    rules.kind === 'none' || incomeMinor < deductionMinor || grossTaxMinor < creditAllowedMinor
      ? 0
      : bracketMarginalRate(taxableMinor, brackets);

  const notes = [...(rules.notes ?? [])];
  if (rules.kind !== 'none' && status !== 'single' && rules.brackets[status] === undefined) {
    const fallback = status === 'qualifying-surviving-spouse' && rules.brackets['married-joint'] ? 'married filing jointly' : 'single';
    notes.push(`${stateName} has no separate ${status.replace(/-/g, ' ')} brackets in these rules: the ${fallback} brackets apply.`);
  }
  if (rules.kind !== 'none') notes.push(localTaxNote);

  const tax = fromMinor(taxMinor);
  const effectiveRate = percentOf(taxMinor, incomeMinor);
  const taxableIncome = fromMinor(taxableMinor);
  const deduction = fromMinor(deductionMinor);
  const summary: SummaryStat[] = [
    stat(`${stateName} income tax`, tax, formatMoney(tax, 'USD'), 'bank'),
    stat('Effective rate', effectiveRate, formatPercent(effectiveRate), 'percentage'),
    stat('Taxable income', taxableIncome, formatMoney(taxableIncome, 'USD'), 'calculator'),
    stat(
      'Deductions and exemptions',
      deduction,
      formatMoney(deduction, 'USD'),
      'gift',
      creditUsedMinor > 0 ? `plus a ${formatMoney(fromMinor(creditUsedMinor), 'USD')} exemption credit` : undefined,
    ),
  ];

  return {
    calculationType: 'us-state-tax',
    taxYear: String(input.taxYear),
    currency: 'USD',
    inputAmount: fromMinor(incomeMinor),
    totalTax: tax,
    effectiveRate,
    marginalRate,
    summary,
    breakdowns,
    state: input.state,
    stateName,
    kind: rules.kind,
    filingStatus: status,
    tax,
    taxBeforeCredits: fromMinor(grossTaxMinor),
    standardDeduction: fromMinor(standardDeductionMinor),
    personalExemption: fromMinor(personalExemptionMinor),
    deduction,
    taxableIncome,
    exemptionCredit: fromMinor(creditUsedMinor),
    incomeBase: rules.incomeBase,
    breakdown,
    notes,
  };
}
