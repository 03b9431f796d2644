import { valueAt } from '../core/parameter';
import { longTermCapitalGainsRateBrackets } from '../../params/us/irs/capital-gains/long-term-rate-brackets';
import { ordinaryIncomeTaxBrackets } from '../../params/us/irs/income-tax/ordinary-brackets';
import { standardDeduction } from '../../params/us/irs/income-tax/standard-deduction';
import { taxTableLayout } from '../../params/us/irs/income-tax/tax-table';
import { netInvestmentIncomeTaxRate } from '../../params/us/irs/net-investment-income-tax/rate';
import { netInvestmentIncomeTaxThreshold } from '../../params/us/irs/net-investment-income-tax/threshold';
import { additionalMedicareTaxRate } from '../../params/us/irs/payroll-taxes/additional-medicare-rate';
import { additionalMedicareTaxThreshold } from '../../params/us/irs/payroll-taxes/additional-medicare-threshold';
import { medicareEmployeeRate } from '../../params/us/irs/payroll-taxes/medicare-rate';
import { socialSecurityEmployeeRate } from '../../params/us/irs/payroll-taxes/social-security-rate';
import { socialSecurityWageBase } from '../../params/us/ssa/social-security-wage-base';
import { usTaxYearStart } from './tax-year';

/** The figures the US calculator pages' explanations quote, read from the parameters of one tax year. */
export interface UsFederalHeadlines {
  /** The ordinary income tax rates, lowest first, in percent. */
  readonly bracketRates: readonly number[];
  readonly standardDeduction: { readonly single: number; readonly joint: number; readonly headOfHousehold: number };
  /** The Tax Table covers taxable income below this amount, in rows of `taxTableRowWidth` at its top. */
  readonly taxTableUpTo: number;
  readonly taxTableRowWidth: number;
}

export interface UsCapitalGainsHeadlines {
  /** The long-term rates, lowest first, in percent. */
  readonly longTermRates: readonly number[];
  /** Taxable income up to which the 0% rate applies. */
  readonly zeroRateLimit: { readonly single: number; readonly joint: number };
  readonly niitRate: number;
  readonly niitThreshold: { readonly single: number; readonly joint: number };
}

export interface UsPayrollHeadlines {
  readonly socialSecurityRate: number;
  readonly socialSecurityWageBase: number;
  readonly medicareRate: number;
  readonly additionalMedicareRate: number;
  readonly additionalMedicareThreshold: { readonly single: number; readonly joint: number };
}

export function usFederalHeadlines(taxYear: number): UsFederalHeadlines {
  const date = usTaxYearStart(taxYear);
  const deduction = valueAt(standardDeduction, date);
  const layout = valueAt(taxTableLayout, date);
  return {
    bracketRates: valueAt(ordinaryIncomeTaxBrackets, date).single.map((bracket) => bracket.rate),
    standardDeduction: { single: deduction.single, joint: deduction['married-joint'], headOfHousehold: deduction['head-of-household'] },
    taxTableUpTo: layout.upTo,
    taxTableRowWidth: layout.segments.at(-1)!.width,
  };
}

export function usCapitalGainsHeadlines(taxYear: number): UsCapitalGainsHeadlines {
  const date = usTaxYearStart(taxYear);
  const brackets = valueAt(longTermCapitalGainsRateBrackets, date);
  const threshold = valueAt(netInvestmentIncomeTaxThreshold, date);
  return {
    longTermRates: brackets.single.map((bracket) => bracket.rate),
    zeroRateLimit: { single: brackets.single[1]!.threshold, joint: brackets['married-joint'][1]!.threshold },
    niitRate: valueAt(netInvestmentIncomeTaxRate, date),
    niitThreshold: { single: threshold.single, joint: threshold['married-joint'] },
  };
}

export function usPayrollHeadlines(taxYear: number): UsPayrollHeadlines {
  const date = usTaxYearStart(taxYear);
  const threshold = valueAt(additionalMedicareTaxThreshold, date);
  return {
    socialSecurityRate: valueAt(socialSecurityEmployeeRate, date),
    socialSecurityWageBase: valueAt(socialSecurityWageBase, date),
    medicareRate: valueAt(medicareEmployeeRate, date),
    additionalMedicareRate: valueAt(additionalMedicareTaxRate, date),
    additionalMedicareThreshold: { single: threshold.single, joint: threshold['married-joint'] },
  };
}
