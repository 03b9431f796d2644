import { valueAt } from '../core/parameter';
import { childTaxCredit } from '../../params/us/irs/credits/child-tax-credit';
import { earnedIncomeCredit } from '../../params/us/irs/credits/earned-income-credit';
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

export interface UsCreditHeadlines {
  readonly childTaxCredit: number;
  readonly refundablePerChild: number;
  readonly otherDependentCredit: number;
  readonly phaseOutThreshold: { readonly single: number; readonly joint: number };
  /** The credits fall by `phaseOutPerStep` for each `phaseOutStep` of income over the threshold. */
  readonly phaseOutStep: number;
  readonly phaseOutPerStep: number;
  /** The refundable part is `refundableRate` percent of earnings over `earnedIncomeThreshold`. */
  readonly refundableRate: number;
  readonly earnedIncomeThreshold: number;
  /** The largest Earned Income Credit (three or more children) and the investment income limit. */
  readonly eicMaximum: number;
  readonly eicInvestmentIncomeLimit: number;
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

export function usCreditHeadlines(taxYear: number): UsCreditHeadlines {
  const date = usTaxYearStart(taxYear);
  const ctc = valueAt(childTaxCredit, date);
  const eic = valueAt(earnedIncomeCredit, date);
  return {
    childTaxCredit: ctc.perChild,
    refundablePerChild: ctc.refundablePerChild,
    otherDependentCredit: ctc.perOtherDependent,
    phaseOutThreshold: { single: ctc.phaseOutThreshold, joint: ctc.phaseOutThresholdJoint },
    phaseOutStep: ctc.phaseOutStep,
    phaseOutPerStep: ctc.phaseOutPerStep,
    refundableRate: Math.round(ctc.refundableRate * 10_000) / 100,
    earnedIncomeThreshold: ctc.earnedIncomeThreshold,
    eicMaximum: eic.columns[3].maximumCredit,
    eicInvestmentIncomeLimit: eic.investmentIncomeLimit,
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
