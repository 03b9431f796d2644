/**
 * The state rules that go beyond brackets, deductions and exemption credits (state-tax-rules.ts): deductions of
 * federal payroll and income taxes, benefit recapture, tax added in steps of income, percentage credits. Each is a
 * pure function of the rules, the filing status and amounts in cents.
 */
import { sliceIntoBrackets, type Bracket } from '../core/brackets';
import { applyRate, sumMinor, toMinor } from '../core/money';
import { calculateUsFederalIncomeTax } from './federal-income-tax';
import type { UsFilingStatus } from './filing-status';
import { calculateUsPayrollTaxes } from './payroll-taxes';
import type { ByFilingStatus, IncomeSteps, IncomeTable, StateIncomeTaxRules } from './state-tax-rules';
import type { UsTaxYear } from './tax-year';

/**
 * The value for a filing status, with the fallbacks of state-tax-rules.ts: married-separate and
 * head-of-household use single; qualifying-surviving-spouse uses married-joint (then single).
 */
export function byStatus<T>(values: ByFilingStatus<T> | undefined, status: UsFilingStatus): T | undefined {
  if (!values) return undefined;
  const own = values[status];
  if (own !== undefined) return own;
  if (status === 'qualifying-surviving-spouse') return values['married-joint'] ?? values.single;
  return values.single;
}

/** The value of the first row whose `upTo` the income does not exceed (the last row holds above every limit). */
export function incomeTableValue(table: IncomeTable, incomeMinor: number): number {
  for (const row of table) if (row.upTo === undefined || incomeMinor <= toMinor(row.upTo)) return row.value;
  return table.at(-1)?.value ?? 0;
}

/** How many steps of `step` income lie above `start` (a started step counts when `partialStep` is 'counts'). */
export function stepsAbove(incomeMinor: number, start: number, step: number, partialStep: 'counts' | 'ignored'): number {
  const excessMinor = incomeMinor - toMinor(start);
  if (excessMinor <= 0) return 0;
  const stepMinor = toMinor(step);
  return partialStep === 'counts' ? Math.ceil(excessMinor / stepMinor) : Math.floor(excessMinor / stepMinor);
}

/** An `IncomeSteps` amount for the income, in cents (0 where the status has no figures). */
export function incomeStepsMinor(steps: IncomeSteps, status: UsFilingStatus, incomeMinor: number): number {
  const start = byStatus(steps.start, status);
  const step = byStatus(steps.step, status);
  const perStep = byStatus(steps.amountPerStep, status);
  const maximum = byStatus(steps.maximum, status);
  if (start === undefined || step === undefined || perStep === undefined || maximum === undefined) return 0;
  return Math.min(toMinor(maximum), stepsAbove(incomeMinor, start, step, steps.partialStep) * toMinor(perStep));
}

/** `partMinor × numerator / denominator` to the nearest cent, half up (all non-negative integers below 2^53 / 2). */
function proportionMinor(partMinor: number, numerator: number, denominator: number): number {
  return Math.floor((2 * partMinor * numerator + denominator) / (2 * denominator));
}

/** The state calculator's tax years are federal tax years too (checked where the state years are listed). */
function federalYear(taxYear: number): UsTaxYear {
  return taxYear as UsTaxYear;
}

/**
 * The employee's Social Security and Medicare taxes on the wages (the Additional Medicare Tax is not a contribution
 * the deduction covers and never matters below the cap), capped at the rule's maximum for the return.
 */
export function payrollTaxDeductionMinor(rules: StateIncomeTaxRules, status: UsFilingStatus, incomeMinor: number, taxYear: number): number {
  const maximum = byStatus(rules.payrollTaxDeduction?.maximum, status);
  if (maximum === undefined || incomeMinor === 0) return 0;
  const payroll = calculateUsPayrollTaxes({ wages: incomeMinor / 100, filingStatus: status, taxYear: federalYear(taxYear) });
  return Math.min(toMinor(maximum), payroll.minor.socialSecurity + payroll.minor.medicare);
}

/** The federal income tax on the wages (standard deduction, exact rate table), in cents. */
export function federalIncomeTaxMinor(status: UsFilingStatus, incomeMinor: number, taxYear: number): number {
  const federal = calculateUsFederalIncomeTax({
    grossIncome: incomeMinor / 100,
    filingStatus: status,
    taxYear: federalYear(taxYear),
    method: 'exact',
  });
  return toMinor(federal.tax);
}

/** The rule's share of the federal income tax, capped at its limit for the status and income, in cents. */
export function federalTaxDeductionMinor(rules: StateIncomeTaxRules, status: UsFilingStatus, incomeMinor: number, taxYear: number): number {
  const rule = rules.federalTaxDeduction;
  if (!rule || incomeMinor === 0) return 0;
  const percent = rule.percent ? incomeTableValue(rule.percent, incomeMinor) : 100;
  const maximumTable = byStatus(rule.maximum, status);
  const maximumMinor = maximumTable ? toMinor(incomeTableValue(maximumTable, incomeMinor)) : Number.POSITIVE_INFINITY;
  if (percent === 0 || maximumMinor === 0) return 0;
  return Math.min(maximumMinor, applyRate(federalIncomeTaxMinor(status, incomeMinor, taxYear), percent, 'half-up'));
}

function scheduleTaxMinor(baseMinor: number, brackets: readonly Bracket[]): number {
  return sumMinor(sliceIntoBrackets(baseMinor, brackets, 'half-up').map((slice) => slice.taxMinor));
}

/**
 * New York's supplemental tax (IT-201 instructions, tax computation worksheets for NYAGI over $107,650). For taxable
 * income in bracket k (rate r_k from T_k), never below the bracket `start` falls in (k0):
 *   recapture base   = 0 for k0, else r_(k-1) × T_k − schedule tax(T_k) (the benefit already recaptured below T_k);
 *   incremental      = r_k × taxable − schedule tax(taxable) − recapture base;
 *   phase-in         = min(income − (k0 ? start : T_k), width) / width;
 *   supplemental tax = recapture base + incremental × phase-in.
 * Fully phased in, tax equals r_k × taxable income. Above `fullRateAbove`, tax is the top rate × taxable income.
 */
export function benefitRecaptureMinor(
  rules: StateIncomeTaxRules,
  status: UsFilingStatus,
  incomeMinor: number,
  taxableMinor: number,
  brackets: readonly Bracket[],
): number {
  const rule = rules.benefitRecapture;
  const start = byStatus(rule?.start, status);
  if (!rule || start === undefined || brackets.length === 0) return 0;
  const startMinor = toMinor(start);
  if (incomeMinor <= startMinor) return 0;
  const scheduleMinor = scheduleTaxMinor(taxableMinor, brackets);
  if (incomeMinor > toMinor(rule.fullRateAbove)) return applyRate(taxableMinor, brackets.at(-1)!.rate, 'half-up') - scheduleMinor;

  const thresholdMinor = (index: number): number => toMinor(brackets[index]!.threshold);
  let first = 0; // the bracket `start` falls in (its threshold at or below start)
  brackets.forEach((_, index) => {
    if (thresholdMinor(index) <= startMinor) first = index;
  });
  let bracket = first; // the bracket the taxable income ends in (income over its threshold), at least `first`
  brackets.forEach((_, index) => {
    if (index > first && taxableMinor > thresholdMinor(index)) bracket = index;
  });
  const rate = brackets[bracket]!.rate;
  const recaptureBaseMinor =
    bracket === first
      ? 0
      : applyRate(thresholdMinor(bracket), brackets[bracket - 1]!.rate, 'half-up') - scheduleTaxMinor(thresholdMinor(bracket), brackets);
  const incrementalMinor = Math.max(0, applyRate(taxableMinor, rate, 'half-up') - scheduleMinor - recaptureBaseMinor);
  const phaseInStartMinor = bracket === first ? startMinor : thresholdMinor(bracket);
  const widthMinor = toMinor(rule.phaseInWidth);
  const phasedMinor = Math.min(widthMinor, Math.max(0, incomeMinor - phaseInStartMinor));
  return recaptureBaseMinor + proportionMinor(incrementalMinor, phasedMinor, widthMinor);
}

/** The state's percentage credit on the tax for the income, in cents (half up). */
export function personalTaxCreditMinor(rules: StateIncomeTaxRules, status: UsFilingStatus, incomeMinor: number, taxMinor: number): number {
  const table = byStatus(rules.personalTaxCredit?.percent, status);
  if (!table || taxMinor <= 0) return 0;
  return applyRate(taxMinor, incomeTableValue(table, incomeMinor), 'half-up');
}
