import { label, type Label } from '../core/labels';
import { applyRate, fromMinor, sumMinor, toMinor } from '../core/money';
import { citationOf, datedValueAt } from '../core/parameter';
import type { BreakdownBand, BreakdownGroup } from '../core/result';
import { statePayrollContributions } from '../../params/us/state-payroll';
import type { StatePayrollContributionId, StatePayrollRule } from '../../params/us/state-payroll/types';
import { socialSecurityWageBase } from '../../params/us/ssa/social-security-wage-base';
import { breakdownGroup } from './federal/common';
import type { UsStateCode } from './states';
import { usTaxYearStart, type UsTaxYear } from './tax-year';

export type { StatePayrollContributionId } from '../../params/us/state-payroll/types';

export interface UsStatePayrollTaxesInput {
  readonly state: UsStateCode;
  readonly taxYear: UsTaxYear;
  /** Annual wages from one employer, in dollars. */
  readonly wages: number;
}

export interface UsStatePayrollTax {
  readonly id: StatePayrollContributionId;
  readonly name: string;
  readonly label: Label;
  /** The employee's rate in percent (the total premium times the employee's share, where a share applies). */
  readonly rate: number;
  /** Wages the rate applied to, after the wage base. */
  readonly taxableWages: number;
  readonly amount: number;
  readonly reference: string;
}

export interface UsStatePayrollTaxes {
  /** One line per contribution withheld that year; none for a state without employee contributions. */
  readonly contributions: readonly UsStatePayrollTax[];
  readonly total: number;
  readonly totalMinor: number;
  /** Percent on the next dollar of wages. */
  readonly marginalRate: number;
  /** 'State payroll contributions', type 'state-payroll-tax'; null when there is no line. */
  readonly bands: BreakdownGroup | null;
}

const SCALE = 1000n;
const PERCENT = 100n * SCALE;

/** `percent` of `amountMinor` times `sharePercent`, rounded once to the cent, half up: the agencies' "premium × share". */
function applyShare(amountMinor: number, percent: number, sharePercent: number): number {
  const rate = BigInt(Math.round(percent * Number(SCALE)));
  const share = BigInt(Math.round(sharePercent * Number(SCALE)));
  const denominator = PERCENT * PERCENT;
  const numerator = BigInt(amountMinor) * rate * share;
  const quotient = numerator / denominator;
  return Number(numerator % denominator >= denominator / 2n ? quotient + 1n : quotient);
}

function wageCeilingMinor(rule: StatePayrollRule, socialSecurityBaseMinor: number): number | null {
  if (rule.wageBase === null) return null;
  return rule.wageBase === 'social-security' ? socialSecurityBaseMinor : toMinor(rule.wageBase);
}

/**
 * The employee's own payroll contributions to the state's disability, paid-leave, long-term-care and unemployment
 * funds on one year's wages from one employer: each the published employee rate (or the employee's share of the
 * total premium, at the most the employer may withhold) on wages up to the programme's wage base, capped at its
 * annual maximum, rounded to the cent once for the year.
 */
export function calculateUsStatePayrollTaxes(input: UsStatePayrollTaxesInput): UsStatePayrollTaxes {
  const wagesMinor = toMinor(input.wages);
  if (wagesMinor < 0) throw new RangeError('wages must be zero or more');
  const date = usTaxYearStart(input.taxYear);
  const socialSecurityBase = datedValueAt(socialSecurityWageBase, date);
  const socialSecurityBaseMinor = toMinor(socialSecurityBase.value);

  const lines: (UsStatePayrollTax & { readonly amountMinor: number; readonly nextDollarRate: number })[] = [];
  for (const contribution of statePayrollContributions[input.state] ?? []) {
    const entry = datedValueAt(contribution.parameter, date);
    const rule = entry.value;
    if (rule.rate === 0) continue;
    const ceilingMinor = wageCeilingMinor(rule, socialSecurityBaseMinor);
    const taxableMinor = ceilingMinor === null ? wagesMinor : Math.min(wagesMinor, ceilingMinor);
    const uncappedMinor =
      rule.employeeShare === undefined
        ? applyRate(taxableMinor, rule.rate, 'half-up')
        : applyShare(taxableMinor, rule.rate, rule.employeeShare);
    const capMinor = rule.annualMaximum === undefined ? null : toMinor(rule.annualMaximum);
    const amountMinor = capMinor === null ? uncappedMinor : Math.min(uncappedMinor, capMinor);
    const employeeRate = rule.employeeShare === undefined ? rule.rate : (rule.rate * rule.employeeShare) / 100;
    const belowCeiling = ceilingMinor === null || wagesMinor < ceilingMinor;
    const belowCap = capMinor === null || uncappedMinor < capMinor;
    const references = [citationOf(entry), ...(rule.wageBase === 'social-security' ? [citationOf(socialSecurityBase)] : [])];
    lines.push({
      id: contribution.id,
      name: contribution.name,
      label: contribution.label,
      rate: Math.round(employeeRate * 1e6) / 1e6,
      taxableWages: fromMinor(taxableMinor),
      amount: fromMinor(amountMinor),
      reference: references.join('; '),
      amountMinor,
      nextDollarRate: belowCeiling && belowCap ? employeeRate : 0,
    });
  }

  const totalMinor = sumMinor(lines.map((line) => line.amountMinor));
  const bandsData: BreakdownBand[] = lines.map((line) => ({
    band: line.name,
    label: line.label,
    rate: line.rate,
    taxableAmount: line.taxableWages,
    amount: line.amount,
    reference: line.reference,
  }));
  return {
    contributions: lines.map(({ amountMinor: _amountMinor, nextDollarRate: _nextDollarRate, ...line }) => line),
    total: fromMinor(totalMinor),
    totalMinor,
    marginalRate: Math.round(lines.reduce((sum, line) => sum + line.nextDollarRate, 0) * 1e6) / 1e6,
    bands:
      lines.length === 0
        ? null
        : breakdownGroup('State payroll contributions', label('us.group.statePayrollTaxes'), 'state-payroll-tax', bandsData, totalMinor),
  };
}
