import { citationOf } from '../core/parameter';
import { sliceIntoBrackets, marginalRate as bracketMarginalRate, type Bracket } from '../core/brackets';
import { formatMoney, formatPercent } from '../core/format';
import { label, labelOfText, textOf, type Label, type LabelledText } from '../core/labels';
import { applyRate, fromMinor, percentOf, sumMinor, toMinor } from '../core/money';
import type { DatedValue, IsoDate } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup, CalculationResult, SummaryStat } from '../core/result';
import { usFilingStatusLabelKeys, type UsFilingStatus } from './filing-status';
import {
  benefitRecaptureMinor,
  byStatus,
  federalTaxDeductionMinor,
  incomeStepsMinor,
  payrollTaxDeductionMinor,
  personalTaxCreditMinor,
  stepsAbove,
} from './state-adjustments';
import { stateIncomeTaxRules } from './state-rules-registry';
import type { StateIncomeTaxRules } from './state-tax-rules';
import { usStateName, type UsStateCode } from './states';
import { stateTaxYearsAvailable, usTaxYearStart } from './tax-year';

// The list lives with the federal years, so pages that only name the years do not load every state's rules.
export { stateTaxYearsAvailable };

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
  /** Tax on taxable income from the brackets plus any recapture or additions (`recapture`), before credits. */
  readonly taxBeforeCredits: number;
  /** The state's standard deduction for the filing status (after any income-tested reduction). */
  readonly standardDeduction: number;
  /** The personal exemption(s) deducted from income for the filing status. */
  readonly personalExemption: number;
  /** The deduction for the employee's Social Security and Medicare taxes (Massachusetts), 0 elsewhere. */
  readonly payrollTaxDeduction: number;
  /** The deduction (subtraction) of federal income tax (Alabama, Missouri, Oregon), 0 elsewhere. */
  readonly federalTaxDeduction: number;
  /** Every deduction: standard deduction, exemptions and the two above (the amount allowed, which may exceed income). */
  readonly deduction: number;
  readonly taxableIncome: number;
  /** Tax added above the brackets: benefit recapture (New York) and tax added in steps of income (Connecticut). */
  readonly recapture: number;
  /** A credit of a percentage of the tax (Connecticut's personal tax credit), 0 elsewhere. */
  readonly personalTaxCredit: number;
  /** The personal exemption credit actually used (never more than the tax before credits). */
  readonly exemptionCredit: number;
  readonly incomeBase: string;
  readonly incomeBaseLabel: Label;
  /** The state's brackets as applied, plus the exemption credit (a negative amount) where the state has one. */
  readonly breakdown: readonly BreakdownBand[];
  readonly notes: readonly string[];
  /** `notes` as labels, in the same order. */
  readonly noteLabels: readonly Label[];
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
 * A bracket's label: the one its parameter file gives, else its shape: a zero rate, the one rate of a flat tax, or a
 * percent bracket (a test checks these agree with the brackets' names).
 */
export function stateBracketLabel(bracket: Bracket, brackets: readonly Bracket[]): Label {
  if (bracket.label) return bracket.label;
  if (bracket.rate === 0) return label('us.band.zeroRate');
  if (brackets.length === 1) return label('us.band.flatRate', { rate: bracket.rate });
  return label('us.band.percentBracket', { rate: bracket.rate });
}

/**
 * A state supports a year when its parameter has a value starting on 1 January of that year: every year has its own
 * entry with its own references, even when nothing changed (`stateRuleValues` lets it state only what changed), so no
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

function bracketsFor(rules: StateIncomeTaxRules, status: UsFilingStatus): readonly Bracket[] {
  return byStatus<readonly Bracket[]>(rules.brackets, status) ?? rules.brackets.single;
}

type PhasedAmount = 'standardDeduction' | 'personalExemption' | 'personalExemptionCredit';

/** The amount for the filing status after the state's income-tested phase-outs (state-tax-rules.ts `phaseOuts`), in cents. */
function phasedOutMinor(rules: StateIncomeTaxRules, field: PhasedAmount, status: UsFilingStatus, incomeMinor: number): number {
  let amountMinor = toMinor(byStatus(rules[field], status) ?? 0);
  const percentOfIncome = field === 'standardDeduction' ? rules.standardDeductionPercent : undefined;
  if (percentOfIncome) {
    const minimumMinor = toMinor(byStatus(percentOfIncome.minimum, status) ?? 0);
    amountMinor = Math.min(amountMinor, Math.max(minimumMinor, applyRate(incomeMinor, percentOfIncome.percent, 'half-up')));
  }
  for (const phaseOut of rules.phaseOuts ?? []) {
    if (phaseOut.applies !== field) continue;
    const start = byStatus(phaseOut.start, status);
    const step = byStatus(phaseOut.step, status);
    const perStep = byStatus(phaseOut.reductionPerStep, status);
    if (start === undefined || step === undefined || perStep === undefined) continue;
    const steps = stepsAbove(incomeMinor, start, step, phaseOut.partialStep);
    if (steps === 0) continue;
    const floorMinor = toMinor(byStatus(phaseOut.minimum, status) ?? 0);
    amountMinor = Math.max(Math.min(floorMinor, amountMinor), amountMinor - steps * toMinor(perStep));
  }
  return amountMinor;
}

function stat(title: LabelledText, value: number, formattedValue: string, icon: string, description?: LabelledText): SummaryStat {
  const titled = { title: title.text, titleLabel: title.label, value, formattedValue, icon };
  return description === undefined ? titled : { ...titled, description: description.text, descriptionLabel: description.label };
}

export function calculateUsStateIncomeTax(input: UsStateIncomeTaxInput): UsStateIncomeTaxResult {
  const entry = rulesEntry(input.state, input.taxYear);
  const rules = entry.value;
  const status = input.filingStatus;
  const stateName = usStateName(input.state);
  const reference = citationOf(entry);
  if (!Number.isFinite(input.income) || input.income < 0) throw new RangeError(`income must be a non-negative amount, got ${input.income}`);
  const incomeMinor = toMinor(input.income);

  const taxed = rules.kind !== 'none';
  const standardDeductionMinor = taxed ? phasedOutMinor(rules, 'standardDeduction', status, incomeMinor) : 0;
  const personalExemptionMinor = taxed ? phasedOutMinor(rules, 'personalExemption', status, incomeMinor) : 0;
  const creditAllowedMinor = taxed ? phasedOutMinor(rules, 'personalExemptionCredit', status, incomeMinor) : 0;
  const payrollDeductionMinor = taxed ? payrollTaxDeductionMinor(rules, status, incomeMinor, input.taxYear) : 0;
  const federalDeductionMinor = taxed ? federalTaxDeductionMinor(rules, status, incomeMinor, input.taxYear) : 0;
  const deductionMinor = standardDeductionMinor + personalExemptionMinor + payrollDeductionMinor + federalDeductionMinor;
  const deductionUsedMinor = Math.min(incomeMinor, deductionMinor);
  const brackets = taxed ? bracketsFor(rules, status) : [];
  // For a state without a wage income tax, nothing of the income is taxable.
  const taxableMinor = taxed ? incomeMinor - deductionUsedMinor : 0;

  // Exact bracket arithmetic to the cent, each bracket's tax rounded half up (docs/api.md "Rounding").
  const slices = sliceIntoBrackets(taxableMinor, brackets, 'half-up');
  const bracketTaxMinor = sumMinor(slices.map((slice) => slice.taxMinor));
  // Tax above the brackets: recapture of the lower brackets' benefit, then amounts added in steps of income.
  const additions = [
    ...(rules.benefitRecapture
      ? [
          {
            name: rules.benefitRecapture.name,
            label: rules.benefitRecapture.label,
            amountMinor: benefitRecaptureMinor(rules, status, incomeMinor, taxableMinor, brackets),
          },
        ]
      : []),
    ...(rules.taxAdditions ?? []).map((addition) => ({
      name: addition.name,
      label: addition.label,
      amountMinor: incomeStepsMinor(addition, status, incomeMinor),
    })),
  ];
  const recaptureMinor = sumMinor(additions.map((addition) => addition.amountMinor));
  const grossTaxMinor = bracketTaxMinor + recaptureMinor;
  const percentCreditMinor = taxed ? personalTaxCreditMinor(rules, status, incomeMinor, grossTaxMinor) : 0;
  const creditUsedMinor = Math.min(grossTaxMinor - percentCreditMinor, creditAllowedMinor);
  const taxMinor = grossTaxMinor - percentCreditMinor - creditUsedMinor;

  const band = (name: string, bandLabel: Label, amountMinor: number): BreakdownBand => ({
    band: name,
    label: bandLabel,
    rate: 0,
    taxableAmount: 0,
    amount: amountMinor === 0 ? 0 : fromMinor(amountMinor),
    reference,
  });
  const breakdown: BreakdownBand[] = [
    ...slices.map((slice) => ({
      band: slice.bracket.name,
      label: stateBracketLabel(slice.bracket, brackets),
      rate: slice.bracket.rate,
      taxableAmount: fromMinor(slice.taxableMinor),
      amount: fromMinor(slice.taxMinor),
      reference,
    })),
    ...additions.map((addition) => band(addition.name, addition.label, addition.amountMinor)),
    ...(rules.personalTaxCredit ? [band(rules.personalTaxCredit.name, rules.personalTaxCredit.label, -percentCreditMinor)] : []),
    ...(creditAllowedMinor > 0
      ? [band('Personal exemption credit', label('us.state.band.personalExemptionCredit'), -creditUsedMinor)]
      : []),
  ];
  const firstBand: BreakdownBand = !taxed
    ? {
        band: 'Not taxed by the state',
        label: label('us.state.band.notTaxed'),
        rate: 0,
        taxableAmount: fromMinor(incomeMinor),
        amount: 0,
        reference,
      }
    : {
        band: 'Deductions and exemptions',
        label: label('us.state.deductionsAndExemptions'),
        rate: 0,
        taxableAmount: fromMinor(deductionUsedMinor),
        amount: 0,
        reference,
      };
  const breakdowns: BreakdownGroup[] = [
    {
      title: 'State income tax',
      label: label('us.group.stateIncomeTax'),
      type: 'income-tax',
      data: [firstBand, ...breakdown],
      totalAmount: fromMinor(taxMinor),
    },
  ];

  // The rate on the next dollar: 0 while income is within the deductions or the credit still absorbs the tax.
  // It is the statutory bracket rate: recapture and steps of income make the true rate on the next dollar higher.
  const marginalRate =
    !taxed || incomeMinor < deductionMinor || grossTaxMinor - percentCreditMinor < creditAllowedMinor
      ? 0
      : bracketMarginalRate(taxableMinor, brackets);

  const notes: LabelledText[] = (rules.notes ?? []).map((note) => ({ text: textOf(note), label: labelOfText(note) }));
  if (taxed && status !== 'single' && rules.brackets[status] === undefined) {
    const fallbackStatus: UsFilingStatus =
      status === 'qualifying-surviving-spouse' && rules.brackets['married-joint'] ? 'married-joint' : 'single';
    const fallback = fallbackStatus === 'married-joint' ? 'married filing jointly' : 'single';
    notes.push({
      text: `${stateName} has no separate ${status.replace(/-/g, ' ')} brackets in these rules: the ${fallback} brackets apply.`,
      label: label('us.state.note.bracketsFallback', {
        state: stateName,
        status: usFilingStatusLabelKeys[status],
        fallback: usFilingStatusLabelKeys[fallbackStatus],
      }),
    });
  }
  if (taxed) notes.push({ text: localTaxNote, label: label('us.state.note.localTaxes') });

  const tax = fromMinor(taxMinor);
  const effectiveRate = percentOf(taxMinor, incomeMinor);
  const taxableIncome = fromMinor(taxableMinor);
  const deduction = fromMinor(deductionMinor);
  const summary: SummaryStat[] = [
    stat(
      { text: `${stateName} income tax`, label: label('us.stat.stateIncomeTax', { state: stateName }) },
      tax,
      formatMoney(tax, 'USD'),
      'bank',
    ),
    stat({ text: 'Effective rate', label: label('common.stat.effectiveRate') }, effectiveRate, formatPercent(effectiveRate), 'percentage'),
    stat(
      { text: 'Taxable income', label: label('common.stat.taxableIncome') },
      taxableIncome,
      formatMoney(taxableIncome, 'USD'),
      'calculator',
    ),
    stat(
      { text: 'Deductions and exemptions', label: label('us.state.deductionsAndExemptions') },
      deduction,
      formatMoney(deduction, 'USD'),
      'gift',
      creditUsedMinor > 0
        ? {
            text: `plus a ${formatMoney(fromMinor(creditUsedMinor), 'USD')} exemption credit`,
            label: label('us.state.stat.plusExemptionCredit', { amount: fromMinor(creditUsedMinor) }),
          }
        : undefined,
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
    payrollTaxDeduction: fromMinor(payrollDeductionMinor),
    federalTaxDeduction: fromMinor(federalDeductionMinor),
    deduction,
    taxableIncome,
    recapture: fromMinor(recaptureMinor),
    personalTaxCredit: fromMinor(percentCreditMinor),
    exemptionCredit: fromMinor(creditUsedMinor),
    incomeBase: textOf(rules.incomeBase),
    incomeBaseLabel: labelOfText(rules.incomeBase),
    breakdown,
    notes: notes.map((note) => note.text),
    noteLabels: notes.map((note) => note.label),
  };
}
